import type { BrandReadResult } from '../../../../contracts/brand.ts';
import type { FileRef } from '../../../lib/hotel.ts';

export type FacilityItem = BrandReadResult<'facilityList'>['facility_list'][number];
export type FacilityDetail = BrandReadResult<'facilityDetail'>['facility'];
export type FacilityType = FacilityItem['facility_type'];
export type FacilityImage = FileRef & { alt_text: string | null };

/** The filter tabs of /facility (SPEC §3 layout store listTab, default ALL), in the order shown. */
export const FACILITY_TABS = ['ALL', 'room', 'golf', 'dining', 'leisure', 'wellness'] as const satisfies readonly ('ALL' | FacilityType)[];
export type FacilityTab = (typeof FACILITY_TABS)[number];

/** ?type= of /facility: an unknown or missing value shows every type. */
export function facilityTabOf(value: string | undefined): FacilityTab {
  return FACILITY_TABS.find((tab) => tab !== 'ALL' && tab === value) ?? 'ALL';
}

export function facilityTabHref(tab: FacilityTab): string {
  return tab === 'ALL' ? '/facility' : `/facility?type=${tab}`;
}

/** A room opens its room page (with booking), any other facility its facility page. */
export function facilityHref(item: Pick<FacilityItem, 'hotel_seq' | 'facility_seq' | 'facility_type'>): string {
  return item.facility_type === 'room' ? `/room/${item.hotel_seq}/${item.facility_seq}` : `/facility/${item.hotel_seq}/${item.facility_seq}`;
}

/** What a card shows: the list item without its other images (+data returns only what the page shows). */
export interface FacilityCardData {
  facility_seq: number;
  hotel_seq: number;
  hotel_name: string;
  hotel_name_en: string;
  facility_type: FacilityType;
  name: string;
  summary: string;
  /** The language of name and summary (a fallback translation is marked with `lang`). */
  content_lang_type: FacilityItem['content_lang_type'];
  size_m2: number | null;
  capacity_standard: number | null;
  capacity_max: number | null;
  image: FacilityImage | null;
}

export function toCard({ images, ...item }: FacilityItem): FacilityCardData {
  return { ...item, image: images[0] ?? null };
}

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;

/**
 * Alternative text of a photo: the API's alt_text, else the item's name. The API keeps one alt_text
 * per photo, written in Korean: outside Korean the item's name (in the page language) is read instead.
 */
export function imageAlt(image: { alt_text: string | null }, name: string, locale: string): string {
  const alt = image.alt_text?.trim();
  if (!alt || (locale !== 'ko' && HANGUL.test(alt))) return name;
  return alt;
}
