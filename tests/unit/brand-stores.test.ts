// @clock: reservation dates from today in Seoul and cookie expiry dates, on a fake clock
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_COLOR_ATTRIBUTE, applyBrandColor } from '../../design-system/tokens/brandColor.ts';
import type { BrandTerm } from '../../contracts/brand.ts';
import type { BrandMain } from '../../contracts/brand.ts';
import {
  COMPANY_COOKIE,
  DEFAULT_COMPANY_SEQ,
  HOTEL_COOKIE,
  HOTEL_COOKIE_DAYS,
  HOTEL_STORE_KEY,
  createHotelStore,
  resetHotel,
  setBrandData,
  setHotelInfo,
  setTerms,
} from '../../site/stores/hotel.ts';
import { createLayoutStore } from '../../site/stores/layout.ts';
import { DEFAULT_ROOM, createReservationStore, seoulDate, setReservationHotel } from '../../site/stores/reservation.ts';
import { BOOKING_LIMITS } from '../../contracts/booking.ts';
import { createRouteStore } from '../../site/stores/route.ts';
import { SESSION_STORAGE_KEY, createSessionStore, login, logout, restoreSession } from '../../site/stores/session.ts';
import type { UserInfo } from '../../contracts/site.ts';

const NOW = Date.UTC(2025, 4, 20, 3, 0); // 2025-05-20 12:00 in Seoul
const DAY = 86_400_000;

const hotel = (seq: number, name: string) => ({
  hotel_seq: seq,
  hotel_name: name,
  hotel_name_en: `${name} EN`,
  hotel_address: '강원특별자치도 속초시 대포동 1',
  hotel_logo_file_list: [{ file_path: 'logo/', file_name: `${seq}.png` }],
  booking_hotel_code: `RAON${seq}`,
});

function brand(color = '#1A2B3C'): BrandMain {
  return {
    branding_data: {
      ...hotel(100, '라온'),
      company_seq: 100,
      hotel_color: color,
      main_tel: '02-123-4567',
      main_email: 'a@b.c',
      fax_number: null,
      main_name: '대표',
      business_registration: '123-45-67890',
      mail_order_report: null,
      instagram: null,
      facebook: null,
      youtube: null,
      kakao: null,
    },
    property_hotel_list: [hotel(101, '속초'), hotel(102, '낙산')],
  };
}

const terms: BrandTerm[] = [{ term_seq: 1, title: '이용약관', content: '...', content_lang_type: 'KOR', effective_date: '2025-01-01' }];

/** Records every document.cookie write while still letting jsdom keep the cookie. */
function recordCookies() {
  const proto = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => proto.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      proto.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as unknown as Record<string, unknown>).cookie };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function attributes(cookie: string): { name: string; value: string; attrs: Record<string, string> } {
  const [pair, ...rest] = cookie.split(';').map((s) => s.trim());
  const eq = pair!.indexOf('=');
  const attrs = Object.fromEntries(
    rest.map((a) => {
      const i = a.indexOf('=');
      return i === -1 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attrs };
}

describe('hotel store', () => {
  let cookies: ReturnType<typeof recordCookies>;
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    document.documentElement.removeAttribute('style');
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    cookies = recordCookies();
  });
  afterEach(() => {
    cookies.restore();
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearCookies();
    sessionStorage.clear();
  });

  it('starts from its init', () => {
    const b = brand();
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: b, terms });
    expect(state).toEqual({ hotel_seq: 101, company_seq: 100, brandData: b.branding_data, hotelList: b.property_hotel_list, termsList: terms });
    expect(createHotelStore({ hotelSeq: '', companySeq: DEFAULT_COMPANY_SEQ, brand: null, terms: [] })).toEqual({
      hotel_seq: '',
      company_seq: 100,
      brandData: null,
      hotelList: [],
      termsList: [],
    });
  });

  it('setHotelInfo writes c_hotel and c_company with path=/ and a 30-day expiry, and the session store', () => {
    const state = createHotelStore({ hotelSeq: '', companySeq: 100, brand: null, terms: [] });
    setHotelInfo(state, 101, 200);
    expect(state.hotel_seq).toBe(101);
    expect(state.company_seq).toBe(200);
    expect(cookies.writes).toHaveLength(2);
    const parsed = cookies.writes.map(attributes);
    expect(parsed.map((c) => [c.name, c.value])).toEqual([
      [HOTEL_COOKIE, '101'],
      [COMPANY_COOKIE, '200'],
    ]);
    expect(HOTEL_COOKIE).toBe('c_hotel');
    expect(COMPANY_COOKIE).toBe('c_company');
    expect(HOTEL_COOKIE_DAYS).toBe(30);
    for (const c of parsed) {
      expect(c.attrs.path).toBe('/');
      const expires = Date.parse(c.attrs.expires!);
      expect(Number.isNaN(expires)).toBe(false);
      // toUTCString has whole seconds.
      expect(Math.abs(expires - (NOW + 30 * DAY))).toBeLessThan(1000);
    }
    // jsdom kept them: the server reads them on the next request.
    expect(document.cookie).toContain('c_hotel=101');
    expect(document.cookie).toContain('c_company=200');
    expect(JSON.parse(sessionStorage.getItem(HOTEL_STORE_KEY)!)).toEqual({ hotel_seq: 101, company_seq: 200 });
    expect(HOTEL_STORE_KEY).toBe('c_hotelStore');
  });

  it('keeps the company when only the hotel is given', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 300, brand: null, terms: [] });
    setHotelInfo(state, 102);
    expect(state).toMatchObject({ hotel_seq: 102, company_seq: 300 });
    expect(cookies.writes.map((w) => attributes(w).value)).toEqual(['102', '300']);
    expect(JSON.parse(sessionStorage.getItem(HOTEL_STORE_KEY)!)).toEqual({ hotel_seq: 102, company_seq: 300 });
  });

  it('writes both cookies when only the company changes', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: null, terms: [] });
    setHotelInfo(state, 101, 200);
    expect(cookies.writes.map((w) => attributes(w).name)).toEqual(['c_hotel', 'c_company']);
    expect(state.company_seq).toBe(200);
  });

  it('writes nothing when the values are unchanged', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: null, terms: [] });
    setHotelInfo(state, 101);
    setHotelInfo(state, 101, 100);
    expect(cookies.writes).toEqual([]);
    expect(sessionStorage.getItem(HOTEL_STORE_KEY)).toBeNull();
  });

  it('never remembers the test hotel: no cookie, no store change (issue 15, point 5)', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: null, terms: [] });
    setHotelInfo(state, 8000);
    expect(state).toMatchObject({ hotel_seq: 101, company_seq: 100 });
    expect(cookies.writes).toEqual([]);
    expect(sessionStorage.getItem(HOTEL_STORE_KEY)).toBeNull();
  });

  it('still updates the store and cookies when session storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const state = createHotelStore({ hotelSeq: '', companySeq: 100, brand: null, terms: [] });
    expect(() => setHotelInfo(state, 103)).not.toThrow();
    expect(state.hotel_seq).toBe(103);
    expect(cookies.writes).toHaveLength(2);
  });

  it('setBrandData sets brand data, the hotel list and the brand colour variables (hover = colour + 0F)', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: null, terms: [] });
    const b = brand('#1A2B3C');
    setBrandData(state, b);
    expect(state.brandData).toEqual(b.branding_data);
    expect(state.hotelList).toEqual(b.property_hotel_list);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--raon-color-brand')).toBe('#1A2B3C');
    expect(style.getPropertyValue('--raon-color-brand-hover')).toBe('#1A2B3C0F');
    // Another hotel re-themes the page.
    setBrandData(state, brand('#00ff00'));
    expect(style.getPropertyValue('--raon-color-brand')).toBe('#00ff00');
    expect(style.getPropertyValue('--raon-color-brand-hover')).toBe('#00ff000F');
  });

  it('applyBrandColor leaves the colour of the server style alone (no restyle while hydrating), and re-themes for another', () => {
    const root = document.createElement('html');
    const serverStyle = document.createElement('style');
    serverStyle.setAttribute(BRAND_COLOR_ATTRIBUTE, '#1A2B3C');
    document.head.append(serverStyle);
    try {
      applyBrandColor('#1a2b3c', root);
      expect(root.style.getPropertyValue('--raon-color-brand')).toBe('');
      applyBrandColor('#00FF00', root);
      expect(root.style.getPropertyValue('--raon-color-brand')).toBe('#00FF00');
      // Back to the server's colour: the inline value is what is in force now, so it is replaced.
      applyBrandColor('#1A2B3C', root);
      expect(root.style.getPropertyValue('--raon-color-brand')).toBe('#1A2B3C');
      expect(root.style.getPropertyValue('--raon-color-brand-hover')).toBe('#1A2B3C0F');
    } finally {
      serverStyle.remove();
    }
  });

  it('setBrandData(null) changes nothing', () => {
    const b = brand();
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: b, terms });
    setBrandData(state, null);
    expect(state.brandData).toEqual(b.branding_data);
    expect(state.hotelList).toHaveLength(2);
    expect(document.documentElement.style.getPropertyValue('--raon-color-brand')).toBe('');
  });

  it('setBrandData does not put a malformed colour into the CSS', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: null, terms: [] });
    setBrandData(state, brand('red;background:url(x)'));
    expect(document.documentElement.style.getPropertyValue('--raon-color-brand')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--raon-color-brand-hover')).toBe('');
  });

  it('setTerms and resetHotel: reset clears brand data, hotel list and terms, and keeps the hotel', () => {
    const state = createHotelStore({ hotelSeq: 101, companySeq: 100, brand: brand(), terms: [] });
    setTerms(state, terms);
    expect(state.termsList).toEqual(terms);
    resetHotel(state);
    expect(state).toEqual({ hotel_seq: 101, company_seq: 100, brandData: null, hotelList: [], termsList: [] });
    expect(cookies.writes).toEqual([]);
  });
});

describe('reservation store (SPEC §3, §9)', () => {
  it('defaults to one room of 2 adults, 0 kids, 0 pets and an empty hotel', () => {
    const state = createReservationStore(NOW);
    expect(state.reservationInfo).toEqual([{ adult: 2, kid: 0, pet: 0 }]);
    expect(state.reservationHotel).toEqual({ name: '', name_en: '', seq: '', code: '' });
    expect(BOOKING_LIMITS.maxRooms).toBe(5);
    expect(BOOKING_LIMITS.minNights).toBe(1);
  });

  it('starts today and ends tomorrow in Seoul', () => {
    expect(createReservationStore(NOW).reservationDate).toEqual({ startDate: '2025-05-20', endDate: '2025-05-21' });
    // 15:00 UTC is already the next day in Seoul.
    expect(createReservationStore(Date.UTC(2025, 4, 20, 15, 0)).reservationDate).toEqual({ startDate: '2025-05-21', endDate: '2025-05-22' });
    expect(createReservationStore(Date.UTC(2025, 4, 20, 14, 59)).reservationDate).toEqual({ startDate: '2025-05-20', endDate: '2025-05-21' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(createReservationStore(Date.UTC(2024, 11, 31, 3, 0)).reservationDate).toEqual({ startDate: '2024-12-31', endDate: '2025-01-01' });
    expect(createReservationStore(Date.UTC(2024, 1, 28, 16, 0)).reservationDate).toEqual({ startDate: '2024-02-29', endDate: '2024-03-01' });
    expect(seoulDate(-1, NOW)).toBe('2025-05-19');
    expect(seoulDate(0, NOW)).toBe('2025-05-20');
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 11, 31, 20, 0), toFake: ['Date'] });
    try {
      expect(createReservationStore().reservationDate).toEqual({ startDate: '2026-01-01', endDate: '2026-01-02' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives each store its own room, not the shared default', () => {
    const a = createReservationStore(NOW);
    const b = createReservationStore(NOW);
    a.reservationInfo[0]!.adult = 4;
    a.reservationInfo.push({ adult: 1, kid: 1, pet: 0 });
    expect(b.reservationInfo).toEqual([{ adult: 2, kid: 0, pet: 0 }]);
    expect(DEFAULT_ROOM).toEqual({ adult: 2, kid: 0, pet: 0 });
  });

  it('setReservationHotel maps the hotel card onto the store', () => {
    const state = createReservationStore(NOW);
    setReservationHotel(state, hotel(101, '속초'));
    expect(state.reservationHotel).toEqual({ name: '속초', name_en: '속초 EN', seq: 101, code: 'RAON101' });
    setReservationHotel(state, hotel(102, '낙산'));
    expect(state.reservationHotel.seq).toBe(102);
    // Dates and party are untouched.
    expect(state.reservationInfo).toEqual([{ adult: 2, kid: 0, pet: 0 }]);
    expect(state.reservationDate.startDate).toBe('2025-05-20');
  });
});

describe('layout and route stores (SPEC §3)', () => {
  it('layout defaults: not mobile, list tab ALL, nothing open or loading', () => {
    expect(createLayoutStore()).toEqual({ isMobile: false, listTab: 'ALL', showPopList: false, hotelModalOpen: false, navigating: false });
  });
  it('layout takes the server’s device guess', () => {
    expect(createLayoutStore(true).isMobile).toBe(true);
  });
  it('route defaults: slide-next, no navigation state', () => {
    expect(createRouteStore()).toEqual({ slideDirection: 'slide-next', navState: null, pendingScroll: false });
  });
  it('stores are independent objects', () => {
    const a = createLayoutStore();
    const b = createLayoutStore();
    a.listTab = 'ROOM';
    expect(b.listTab).toBe('ALL');
    const r1 = createRouteStore();
    const r2 = createRouteStore();
    r1.slideDirection = null;
    expect(r2.slideDirection).toBe('slide-next');
  });
});

describe('session store', () => {
  const user: UserInfo = { user_type: 'MEMBERSHIP', loginId: 'owner1', member_no_list: ['M-1'], hotel_code: 13, user_name: '홍길동' };
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('starts logged out', () => {
    expect(createSessionStore()).toEqual({ userInfo: null, isLogin: false });
  });

  it('login stores the user and keeps it in session storage', () => {
    const state = createSessionStore();
    login(state, user);
    expect(state).toEqual({ userInfo: user, isLogin: true });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ userInfo: user, isLogin: true });
  });

  it('logout clears the user in the store and in session storage', async () => {
    const state = createSessionStore();
    login(state, user);
    logout(state);
    expect(state).toEqual({ userInfo: null, isLogin: false });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ userInfo: null, isLogin: false });
    const again = createSessionStore();
    await restoreSession(again);
    expect(again.isLogin).toBe(false);
  });

  it('restoreSession brings back what an earlier page stored', async () => {
    login(createSessionStore(), user);
    const state = createSessionStore();
    await restoreSession(state);
    expect(state).toEqual({ userInfo: user, isLogin: true });
  });

  it('restoreSession fills the defaults of a minimal user and coerces a numeric hotel code', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogin: true, userInfo: { user_type: 'GENERAL', loginId: 'guest', hotel_code: '14' } }));
    const state = createSessionStore();
    await restoreSession(state);
    expect(state.isLogin).toBe(true);
    expect(state.userInfo).toEqual({ user_type: 'GENERAL', loginId: 'guest', member_no_list: [], hotel_code: 14, user_name: '' });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"isLogin":true,'],
    ['JSON null', 'null'],
    ['a JSON string', '"logged in"'],
    ['an array', '[1,2]'],
    ['isLogin false', JSON.stringify({ isLogin: false, userInfo: { user_type: 'MEMBERSHIP', loginId: 'owner1' } })],
    ['isLogin as a string', JSON.stringify({ isLogin: 'true', userInfo: { user_type: 'MEMBERSHIP', loginId: 'owner1' } })],
    ['no user', JSON.stringify({ isLogin: true, userInfo: null })],
    ['a user without loginId', JSON.stringify({ isLogin: true, userInfo: { user_type: 'MEMBERSHIP' } })],
    ['an empty loginId', JSON.stringify({ isLogin: true, userInfo: { user_type: 'MEMBERSHIP', loginId: '' } })],
    ['a bad hotel code', JSON.stringify({ isLogin: true, userInfo: { user_type: 'MEMBERSHIP', loginId: 'a', hotel_code: 'abc' } })],
    ['a negative hotel code', JSON.stringify({ isLogin: true, userInfo: { user_type: 'MEMBERSHIP', loginId: 'a', hotel_code: -1 } })],
    ['member numbers that are not strings', JSON.stringify({ isLogin: true, userInfo: { user_type: 'MEMBERSHIP', loginId: 'a', member_no_list: [1] } })],
  ])('restoreSession ignores %s', async (_name, raw) => {
    if (raw !== null) sessionStorage.setItem(SESSION_STORAGE_KEY, raw);
    const state = createSessionStore();
    await expect(restoreSession(state)).resolves.toBeUndefined();
    expect(state).toEqual({ userInfo: null, isLogin: false });
  });

  it('restoreSession does not log out a store that is already logged in when storage is empty or malformed', async () => {
    const state = createSessionStore();
    state.userInfo = user;
    state.isLogin = true;
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'garbage');
    await restoreSession(state);
    expect(state).toEqual({ userInfo: user, isLogin: true });
  });

  it('login and logout still change the store when session storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const state = createSessionStore();
    expect(() => login(state, user)).not.toThrow();
    expect(state.isLogin).toBe(true);
    expect(() => logout(state)).not.toThrow();
    expect(state.isLogin).toBe(false);
  });

  it('restoreSession survives a storage that refuses to read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const state = createSessionStore();
    await expect(restoreSession(state)).resolves.toBeUndefined();
    expect(state.isLogin).toBe(false);
  });
});
