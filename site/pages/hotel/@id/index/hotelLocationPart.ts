import { demandPart } from '@raon/design-system';
// Its styles come with the page (the server renders it); its code when the visitor turns to it.
import './HotelLocation.css.ts';
import { HotelLocation as HotelLocationNow } from './hotelLocationEager.ts';

/**
 * Where the property is and how to get there (issue 29, point 2): text, a map picture and links
 * that work as the server sent them; only its "copy the address" button needs code, fetched at the
 * first pointer, touch or focus in the section (a press meanwhile is replayed once it is in), not
 * with the page, whose first view it is not part of.
 */
export const HotelLocation = demandPart('hotel-location', HotelLocationNow, () => import('./HotelLocation.tsx').then((m) => m.HotelLocation));
