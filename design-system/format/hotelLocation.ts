/** SPEC §2: a hotel card's location is the 2nd and 3rd words of hotel_address. */
export function hotelLocation(address: string | null | undefined): string {
  return (address ?? '').trim().split(/\s+/).slice(1, 3).join(' ');
}
