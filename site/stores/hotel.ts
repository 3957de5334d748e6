import { proxy } from 'valtio/vanilla';
import { applyBrandColor } from '@raon/design-system';
import { isTestHotel } from '../../contracts/hotels.ts';
import type { BrandTerm } from '../../contracts/brand.ts';
import type { BrandMain } from '../../contracts/brand.ts';

/** SPEC §3 hotel store, kept in session storage under c_hotelStore. */
export interface HotelState {
  hotel_seq: number | '';
  company_seq: number;
  brandData: BrandMain['branding_data'] | null;
  hotelList: BrandMain['property_hotel_list'];
  termsList: BrandTerm[];
}

export const HOTEL_STORE_KEY = 'c_hotelStore';
export const HOTEL_COOKIE = 'c_hotel';
export const COMPANY_COOKIE = 'c_company';
export const DEFAULT_COMPANY_SEQ = 100;
/** Cookie lifetime in days (SPEC §3 leaves it open: docs/decisions.md, issue 5). */
export const HOTEL_COOKIE_DAYS = 30;

/**
 * The brand data and terms each store last took in: the page context's objects. Taking the same
 * object again changes nothing (a new assignment would re-render the header and footer while the
 * page hydrates, and discard their server HTML).
 */
const taken = new WeakMap<HotelState, { brand: BrandMain | null; terms: BrandTerm[] }>();

export function createHotelStore(init: { hotelSeq: number | ''; companySeq: number; brand: BrandMain | null; terms: BrandTerm[] }): HotelState {
  const state = proxy<HotelState>({
    hotel_seq: init.hotelSeq,
    company_seq: init.companySeq,
    brandData: init.brand?.branding_data ?? null,
    hotelList: init.brand?.property_hotel_list ?? [],
    termsList: init.terms,
  });
  taken.set(state, { brand: init.brand, terms: init.terms });
  return state;
}

function writeCookie(name: string, value: string | number, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(String(value))}; path=/; expires=${expires}; samesite=lax`;
}

function persist(state: HotelState): void {
  try {
    sessionStorage.setItem(HOTEL_STORE_KEY, JSON.stringify({ hotel_seq: state.hotel_seq, company_seq: state.company_seq }));
  } catch {
    // Storage can be unavailable; the cookies still carry the hotel.
  }
}

/**
 * SPEC §4: setting hotel info writes c_hotel and c_company (path root, expiry in days) and updates
 * the store. A test hotel is never remembered (docs/decisions.md, issue 15, point 5): its pages are
 * its own by their address, and the pages visited after it stay the brand's or the last property's.
 */
export function setHotelInfo(state: HotelState, hotelSeq: number, companySeq: number = state.company_seq): void {
  if (isTestHotel(hotelSeq)) return;
  if (state.hotel_seq === hotelSeq && state.company_seq === companySeq) return;
  writeCookie(HOTEL_COOKIE, hotelSeq, HOTEL_COOKIE_DAYS);
  writeCookie(COMPANY_COOKIE, companySeq, HOTEL_COOKIE_DAYS);
  state.hotel_seq = hotelSeq;
  state.company_seq = companySeq;
  persist(state);
}

/** SPEC §4: brand data sets the page's brand colour (hover = colour + 0F) and the hotel list. */
export function setBrandData(state: HotelState, brand: BrandMain | null): void {
  const last = taken.get(state);
  if (!brand || last?.brand === brand) return;
  taken.set(state, { brand, terms: last?.terms ?? state.termsList });
  state.brandData = brand.branding_data;
  state.hotelList = brand.property_hotel_list;
  if (typeof document !== 'undefined') applyBrandColor(brand.branding_data.hotel_color);
}

export function setTerms(state: HotelState, terms: BrandTerm[]): void {
  const last = taken.get(state);
  if (last?.terms === terms) return;
  taken.set(state, { brand: last?.brand ?? null, terms });
  state.termsList = terms;
}

/** SPEC §4 reset: brand data, hotel list and terms list cleared. */
export function resetHotel(state: HotelState): void {
  state.brandData = null;
  state.hotelList = [];
  state.termsList = [];
}
