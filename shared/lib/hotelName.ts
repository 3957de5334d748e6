import type { Locale } from '../../locales/languages.ts';

/** SPEC §1: outside Korean the hotel name shown is hotel_name_en (the Korean one when it has none). */
export function hotelName(hotel: { hotel_name: string; hotel_name_en: string }, locale: Locale | string): string {
  return locale === 'ko' ? hotel.hotel_name : hotel.hotel_name_en || hotel.hotel_name;
}
