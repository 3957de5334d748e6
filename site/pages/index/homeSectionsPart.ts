import { staticPart } from '@raon/design-system';
// The sections' styles come with the page (the server renders them); their code only when needed.
import '@raon/design-system/components/HotelCard/HotelCard.css.ts';
import { HomeSections as HomeSectionsNow } from './homeSectionsEager.ts';

/**
 * Text, pictures and links only: hydrated by nothing on the page a visit opens with, its code
 * loaded only to show another language than the server sent, or when the home is reached by a
 * move (+onBeforeRenderClient; issue 26: less to hydrate).
 */
export const HomeSections = staticPart('home-sections', HomeSectionsNow, () => import('./HomeSections.tsx').then((m) => m.HomeSections));
