import { demandPart } from '@raon/design-system';
// Its styles come with the page (the server renders it); its code when the visitor turns to it.
import './HotelLocation.css.ts';
import { HotelLocation as HotelLocationNow } from './hotelIntroEager.ts';

/**
 * Where the property is (issue 29, point 2): text, a map and links, with one button (copy the
 * address). Hydrated on demand: its code comes when a pointer, a touch or the focus reaches it,
 * and a press on the button before that is replayed (demandPart), so it adds nothing to the
 * page's initial JavaScript.
 */
export const HotelLocation = demandPart('hotel-location', HotelLocationNow, () => import('./HotelLocation.tsx').then((m) => m.HotelLocation));
