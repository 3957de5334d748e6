/**
 * The hotels SPEC §1 names by number, shared by the web server and the pages. Hotel 100 is the
 * brand; hotel 8000 is the test hotel (hotels.kind = 'test'): staff try things on it, so its pages
 * are never indexed, never in the sitemap, and a visit to it is never remembered as the visit's
 * hotel (docs/decisions.md, issue 15, point 5).
 */
export const BRAND_HOTEL_SEQ = 100;
export const TEST_HOTEL_SEQ = 8000;

export function isTestHotel(hotelSeq: number): boolean {
  return hotelSeq === TEST_HOTEL_SEQ;
}
