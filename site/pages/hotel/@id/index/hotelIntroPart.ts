import { staticPart } from '@raon/design-system';
// Its styles come with the page (the server renders it); its code only when needed.
import '../../../../styles/global.css.ts';
import '../../../facility/shared/property.css.ts';
import { HotelIntro as HotelIntroNow } from './hotelIntroEager.ts';

/**
 * Text, pictures and links only: hydrated by nothing on the page a visit opens with, its code
 * loaded only to show another hotel or language than the server sent, or a page reached by a move
 * (+onBeforeRenderClient; issue 26: less to hydrate).
 */
export const HotelIntro = staticPart('hotel-intro', HotelIntroNow, () => import('./HotelIntro.tsx').then((m) => m.HotelIntro));
