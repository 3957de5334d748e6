// Demo data of the Header stories: the three RAON properties (SPEC §1, §9) and small SVG logos.
import type { LanguageOption } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import type { HeaderHotel } from './components/HeaderHotelCard/HeaderHotelCard.tsx';
import { languages } from '../../../locales/languages.ts';

const svg = (body: string, width = 160, height = 40) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const wordmark = (colour: string, sub: string) =>
  svg(
    `<rect x="1" y="5" width="30" height="30" rx="15" fill="none" stroke="${colour}" stroke-width="2"/>` +
      `<path d="M9 26c3-8 11-8 14 0M11 17a5 5 0 0 1 10 0" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round"/>` +
      `<text x="40" y="22" font-family="Georgia, serif" font-size="19" font-weight="700" letter-spacing="4" fill="${colour}">RAON</text>` +
      `<text x="41" y="34" font-family="Arial, sans-serif" font-size="8.5" letter-spacing="1.6" fill="${colour}">${sub}</text>`,
  );

/** The brand logo of the header. */
export const brandLogo = wordmark('midnightblue', 'HOTELS &amp; RESORTS');

export const hotelLogos = {
  101: wordmark('teal', 'RESORT SOKCHO'),
  102: wordmark('midnightblue', 'HOTEL NAKSAN'),
  103: wordmark('saddlebrown', 'RESORT GYEONGJU'),
} as const;

const addresses = {
  101: '강원특별자치도 속초시 대포동 대포항길 35',
  102: '강원특별자치도 양양군 강현면 낙산사로 100',
  103: '경상북도 경주시 신평동 보문로 400',
} as const;

export const hotelsKo: HeaderHotel[] = [
  { seq: 101, name: '라온 리조트 속초', address: addresses[101], logoUrl: hotelLogos[101] },
  { seq: 102, name: '라온 호텔 낙산', address: addresses[102], logoUrl: hotelLogos[102] },
  { seq: 103, name: '라온 리조트 경주', address: addresses[103], logoUrl: hotelLogos[103] },
];

/** Outside Korean the name is hotel_name_en (SPEC §1); the address has no English field. */
export const hotelsEn: HeaderHotel[] = [
  { seq: 101, name: 'RAON Resort Sokcho', address: addresses[101], logoUrl: hotelLogos[101] },
  { seq: 102, name: 'RAON Hotel Naksan', address: addresses[102], logoUrl: hotelLogos[102] },
  { seq: 103, name: 'RAON Resort Gyeongju', address: addresses[103], logoUrl: hotelLogos[103] },
];

export const languageOptions: LanguageOption[] = [
  { value: 'KOR', label: languages[0].name, lang: 'ko' },
  { value: 'ENG', label: languages[1].name, lang: 'en' },
];
