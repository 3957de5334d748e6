import type { Locale } from '../../locales/languages.ts';

export interface FileRef {
  file_path: string;
  file_name: string;
}

/** SPEC §3 download address: {file-server}/crs/download/100/100/{file_path}{file_name}, via this origin. */
export function fileUrl(file: FileRef): string {
  return `/crs/download/100/100/${file.file_path}${file.file_name}`;
}

export { hotelLocation } from '../../design-system/format/hotelLocation.ts';

/** SPEC §1: outside Korean the hotel name shown is hotel_name_en. */
export function hotelName(hotel: { hotel_name: string; hotel_name_en: string }, locale: Locale | string): string {
  return locale === 'ko' ? hotel.hotel_name : hotel.hotel_name_en || hotel.hotel_name;
}
