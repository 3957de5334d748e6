// @clock: "don't show again today" lasts the Seoul day
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales } from '../../locales/languages.ts';
import {
  ALLOTTEE_HOTEL_CODES,
  LOGIN_POPUP,
  bookingUrl,
  centredPopupFeatures,
  loginUrl,
  logoutUrl,
  myPageUrl,
  showsAllottee,
  startUrl,
} from '../../site/lib/booking.ts';
import { IN_APP_CLOSE_DELAY_MS, escapeInAppBrowser, isKakaoInApp } from '../../site/lib/inAppBrowser.ts';
import { NO_FADE_PREFIXES, PAGE_FADE_MS, fadesIn, hotelSeqOfPath, keepQueryG, resolvePath, scrollTargetAfterNavigation } from '../../site/lib/navigation.ts';
import { POPUP_HIDE_KEY, isHiddenToday, seoulToday } from '../../site/lib/popupHide.ts';
import { hideToday } from '../../site/lib/popupKeep.ts';
import { alternates, localizedUrl, ogLocale } from '../../site/lib/seo.ts';

const ORIGIN = 'https://raon.example';

describe('navigation: fadesIn (SPEC §2 page transition rule)', () => {
  it.each(['/404', '/not-found', '/not-found/x', '/error', '/error/500', '/booking', '/booking/123', '/bookings', '/board/voc/write', '/board/voc/write/2'])(
    '%s gets no fade',
    (path) => expect(fadesIn(path)).toBe(false),
  );

  it.each(['/', '/brand', '/hotel/101', '/hotel/101/rooms', '/promotion', '/board/voc', '/board/voc/3', '/support', '/member/booking'])('%s fades in', (path) => {
    expect(fadesIn(path)).toBe(true);
  });

  it('the error flag (any unmatched address) turns the fade off on any path', () => {
    expect(fadesIn('/brand', true)).toBe(false);
    expect(fadesIn('/', true)).toBe(false);
    expect(fadesIn('/brand', false)).toBe(true);
  });

  it('names the SPEC prefixes and the 0.6 s fade', () => {
    expect([...NO_FADE_PREFIXES]).toEqual(['/404', '/not-found', '/error', '/booking', '/board/voc/write']);
    expect(PAGE_FADE_MS).toBe(600);
  });
});

describe('navigation: scrollTargetAfterNavigation', () => {
  // A tab page's content starts right under the stuck sub-navigation (0); the Introduce tab's card
  // lies under the hotel's photo (480 at 1440x900).
  const page = (contentTop: number | null, maxScroll = 5000) => ({ contentTop, maxScroll });

  it('on a hotel path lands where the tab content starts under the sub-navigation, at most one viewport down', () => {
    expect(scrollTargetAfterNavigation('/hotel/101', null, 900, page(480))).toBe(480);
    expect(scrollTargetAfterNavigation('/hotel/101/rooms', null, 900, page(0))).toBe(0);
    // Content further down than a viewport: one viewport, as SPEC §2 says.
    expect(scrollTargetAfterNavigation('/hotel/101', null, 640, page(1200))).toBe(640);
  });
  it('never past the end of the page nor above its top', () => {
    expect(scrollTargetAfterNavigation('/hotel/101', null, 900, page(480, 300))).toBe(300);
    expect(scrollTargetAfterNavigation('/hotel/101', null, 900, page(-4))).toBe(0);
    expect(scrollTargetAfterNavigation('/hotel/101', null, 900, page(480, 0))).toBe(0);
  });
  it('at the top on a hotel path without a sub-navigation (an unknown hotel)', () => {
    expect(scrollTargetAfterNavigation('/hotel/999', null, 900, page(null))).toBe(0);
  });
  it("scrolls to the top on a hotel path when the state is 'top'", () => {
    expect(scrollTargetAfterNavigation('/hotel/101', 'top', 900, page(480))).toBe(0);
  });
  it('scrolls to the top everywhere else', () => {
    expect(scrollTargetAfterNavigation('/', null, 900, page(480))).toBe(0);
    expect(scrollTargetAfterNavigation('/brand', null, 900, page(480))).toBe(0);
    expect(scrollTargetAfterNavigation('/promotion/101/3', null, 900, page(480))).toBe(0);
    expect(scrollTargetAfterNavigation('/brand', 'top', 900, page(480))).toBe(0);
  });
});

describe('navigation: resolvePath', () => {
  it('keeps an absolute path as it is', () => {
    expect(resolvePath('/hotel/101', '/brand')).toBe('/brand');
    expect(resolvePath('/hotel/101', '/')).toBe('/');
  });
  it('appends a relative path to the current one, with one slash between', () => {
    expect(resolvePath('/hotel/101', 'rooms')).toBe('/hotel/101/rooms');
    expect(resolvePath('/hotel/101/', 'rooms')).toBe('/hotel/101/rooms');
    expect(resolvePath('/', 'brand')).toBe('/brand');
    expect(resolvePath('/promotion', '101/7')).toBe('/promotion/101/7');
  });
});

describe('navigation: keepQueryG', () => {
  it('carries g onto the new path', () => {
    expect(keepQueryG('/brand', '?g=abc')).toBe('/brand?g=abc');
    expect(keepQueryG('/brand', '?x=1&g=abc')).toBe('/brand?g=abc');
  });
  it("keeps the target's own parameters and hash", () => {
    const out = keepQueryG('/support?state=2#faq', '?g=7');
    const url = new URL(out, ORIGIN);
    expect(url.pathname).toBe('/support');
    expect(url.searchParams.get('state')).toBe('2');
    expect(url.searchParams.get('g')).toBe('7');
    expect(url.hash).toBe('#faq');
  });
  it("replaces the target's g by the current one", () => {
    expect(keepQueryG('/brand?g=old', '?g=new')).toBe('/brand?g=new');
  });
  it('leaves the target alone when there is no g, and carries an empty g', () => {
    expect(keepQueryG('/brand?state=1', '')).toBe('/brand?state=1');
    expect(keepQueryG('/brand', '?x=1')).toBe('/brand');
    expect(keepQueryG('/brand', '?g=')).toBe('/brand?g=');
  });
  it('encodes the value it carries', () => {
    const out = keepQueryG('/brand', `?g=${encodeURIComponent('a b&c')}`);
    expect(new URL(out, ORIGIN).searchParams.get('g')).toBe('a b&c');
  });
});

describe('navigation: hotelSeqOfPath', () => {
  it('reads /hotel/{id} and its tabs', () => {
    expect(hotelSeqOfPath('/hotel/101')).toBe(101);
    expect(hotelSeqOfPath('/hotel/102/')).toBe(102);
    expect(hotelSeqOfPath('/hotel/8000/rooms')).toBe(8000);
  });
  it('is null elsewhere', () => {
    for (const path of ['/', '/hotel', '/hotel/', '/hotels/101', '/hotel/abc', '/hotel/101abc', '/room/101/5', '/x/hotel/101']) {
      expect(hotelSeqOfPath(path), path).toBeNull();
    }
  });
});

describe('booking: bookingUrl and the hand-off addresses (SPEC §7)', () => {
  it('puts a relative base on this origin', () => {
    expect(bookingUrl('/booking-standin', 'start', { hotel_code: 'SOKCHO' }, ORIGIN)).toBe(`${ORIGIN}/booking-standin/start?hotel_code=SOKCHO`);
  });
  it('uses an absolute base with its trailing slash removed', () => {
    expect(bookingUrl('https://book.example.com/app/', 'start', { hotel_code: '13' }, ORIGIN)).toBe('https://book.example.com/app/start?hotel_code=13');
    expect(bookingUrl('https://book.example.com', 'logout', {}, ORIGIN)).toBe('https://book.example.com/logout');
  });
  it('encodes parameter values', () => {
    const url = new URL(bookingUrl('/booking-standin', 'start', { hotel_code: 'A&B c', p: 'x=y' }, ORIGIN));
    expect(url.searchParams.get('hotel_code')).toBe('A&B c');
    expect(url.searchParams.get('p')).toBe('x=y');
    expect([...url.searchParams.keys()]).toEqual(['hotel_code', 'p']);
  });

  it('loginUrl: connect-login with hotelCode and returnUrl {origin}/login_success', () => {
    const raw = loginUrl('/booking-standin', 'RAON13', ORIGIN);
    expect(raw).toBe(`${ORIGIN}/booking-standin/connect-login?hotelCode=RAON13&returnUrl=https%3A%2F%2Fraon.example%2Flogin_success`);
    const url = new URL(loginUrl('https://book.example.com/', 'RAON13', ORIGIN));
    expect(url.origin + url.pathname).toBe('https://book.example.com/connect-login');
    expect(url.searchParams.get('hotelCode')).toBe('RAON13');
    expect(url.searchParams.get('returnUrl')).toBe(`${ORIGIN}/login_success`);
  });

  it('logoutUrl: logout with returnUrl {origin}/logout only', () => {
    const url = new URL(logoutUrl('/booking-standin', ORIGIN));
    expect(url.pathname).toBe('/booking-standin/logout');
    expect([...url.searchParams.entries()]).toEqual([['returnUrl', `${ORIGIN}/logout`]]);
  });

  it('myPageUrl: start with hotel_code and p=myPage', () => {
    const url = new URL(myPageUrl('https://book.example.com', 'RAON14', ORIGIN));
    expect(url.origin + url.pathname).toBe('https://book.example.com/start');
    expect([...url.searchParams.entries()]).toEqual([
      ['hotel_code', 'RAON14'],
      ['p', 'myPage'],
    ]);
  });

  it('startUrl: start with hotel_code only', () => {
    const url = new URL(startUrl('/booking-standin/', 'RAON15', ORIGIN));
    expect(url.pathname).toBe('/booking-standin/start');
    expect([...url.searchParams.entries()]).toEqual([['hotel_code', 'RAON15']]);
  });
});

describe('booking: centredPopupFeatures', () => {
  it('is a 536×825 pop-up centred on the window', () => {
    expect(LOGIN_POPUP).toEqual({ width: 536, height: 825 });
    expect(centredPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1536, outerHeight: 1025 })).toBe('popup=yes,width=536,height=825,left=600,top=150');
  });
  it('rounds half pixels', () => {
    expect(centredPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 1537, outerHeight: 1026 })).toBe('popup=yes,width=536,height=825,left=501,top=101');
  });
  it('never places it at a negative position when the window is smaller than the pop-up', () => {
    expect(centredPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 600 })).toBe('popup=yes,width=536,height=825,left=0,top=0');
    expect(centredPopupFeatures({ screenX: 10, screenY: 10, outerWidth: 500, outerHeight: 800 })).toBe('popup=yes,width=536,height=825,left=0,top=0');
  });
  it('takes another size', () => {
    expect(centredPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 1000, outerHeight: 1000 }, { width: 200, height: 100 })).toBe('popup=yes,width=200,height=100,left=400,top=450');
  });
});

describe('booking: showsAllottee (SPEC §6)', () => {
  it.each([13, 14, 15])('shows for a MEMBERSHIP user of hotel code %i', (code) => {
    expect(showsAllottee({ user_type: 'MEMBERSHIP', hotel_code: code })).toBe(true);
  });
  it('hides for other users, other codes and no code', () => {
    expect(showsAllottee({ user_type: 'GENERAL', hotel_code: 13 })).toBe(false);
    expect(showsAllottee({ user_type: 'membership', hotel_code: 13 })).toBe(false);
    expect(showsAllottee({ user_type: 'MEMBERSHIP', hotel_code: null })).toBe(false);
    expect(showsAllottee({ user_type: 'MEMBERSHIP', hotel_code: 12 })).toBe(false);
    expect(showsAllottee({ user_type: 'MEMBERSHIP', hotel_code: 16 })).toBe(false);
    expect(showsAllottee({ user_type: 'MEMBERSHIP', hotel_code: 0 })).toBe(false);
    expect(showsAllottee(null)).toBe(false);
    expect([...ALLOTTEE_HOTEL_CODES]).toEqual([13, 14, 15]);
  });
});

describe('inAppBrowser (SPEC §2, §9)', () => {
  const KAKAO_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.1';
  const HREF = 'https://raon.example/hotel/101?lang=en&x=a b#top';

  it('sends KakaoTalk to the external browser, then asks it to close after exactly 5000 ms', () => {
    const go = vi.fn();
    const later = vi.fn();
    expect(escapeInAppBrowser({ userAgent: KAKAO_UA, href: HREF, go, later })).toBe(true);
    expect(go).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledWith(`kakaotalk://web/openExternal?url=${encodeURIComponent(HREF)}`);
    expect(go.mock.calls[0]![0]).toBe('kakaotalk://web/openExternal?url=https%3A%2F%2Fraon.example%2Fhotel%2F101%3Flang%3Den%26x%3Da%20b%23top');
    expect(later).toHaveBeenCalledOnce();
    expect(later.mock.calls[0]![1]).toBe(5000);
    expect(IN_APP_CLOSE_DELAY_MS).toBe(5000);
    // Nothing closes until the delay has run.
    expect(go).toHaveBeenCalledTimes(1);
    const close = later.mock.calls[0]![0] as () => void;
    close();
    expect(go).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenLastCalledWith('kakaotalk://inappbrowser/close');
  });

  it('closes at 5000 ms and not before, on real timers faked', () => {
    vi.useFakeTimers();
    try {
      const go = vi.fn();
      escapeInAppBrowser({ userAgent: KAKAO_UA, href: HREF, go, later: (fn, ms) => setTimeout(fn, ms) });
      vi.advanceTimersByTime(4999);
      expect(go).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(go).toHaveBeenCalledTimes(2);
      expect(go).toHaveBeenLastCalledWith('kakaotalk://inappbrowser/close');
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises KakaoTalk in any case', () => {
    expect(isKakaoInApp('Mozilla/5.0 kakaotalk 9.0')).toBe(true);
    expect(isKakaoInApp(KAKAO_UA)).toBe(true);
  });

  it.each([
    ['Safari on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1'],
    ['LINE', 'Mozilla/5.0 (iPhone) Mobile/15E148 Line/14.5.0'],
    ['Chrome desktop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36'],
    ['an empty user agent', ''],
  ])('does nothing for %s', (_name, userAgent) => {
    const go = vi.fn();
    const later = vi.fn();
    expect(escapeInAppBrowser({ userAgent, href: HREF, go, later })).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });
});

describe('popupHide: "don\'t show again today"', () => {
  // 2025-03-10 10:00 in Seoul.
  const MORNING = Date.UTC(2025, 2, 10, 1, 0);
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('nothing is hidden at first', () => {
    expect(isHiddenToday(localStorage, 7, MORNING)).toBe(false);
  });

  it('hides one pop-up for the rest of the Seoul day only', () => {
    hideToday(localStorage, 7, MORNING);
    expect(isHiddenToday(localStorage, 7, MORNING)).toBe(true);
    expect(isHiddenToday(localStorage, 8, MORNING)).toBe(false);
    // 23:59:59.999 in Seoul, still the same day.
    expect(isHiddenToday(localStorage, 7, Date.UTC(2025, 2, 10, 14, 59, 59, 999))).toBe(true);
    // Seoul midnight (15:00 UTC): it shows again.
    expect(isHiddenToday(localStorage, 7, Date.UTC(2025, 2, 10, 15, 0))).toBe(false);
    expect(isHiddenToday(localStorage, 7, MORNING + 86_400_000)).toBe(false);
  });

  it('a pop-up hidden late in the UTC day counts for the Seoul day', () => {
    // 2025-03-10 16:00 UTC is 2025-03-11 01:00 in Seoul.
    const seoulNight = Date.UTC(2025, 2, 10, 16, 0);
    hideToday(localStorage, 7, seoulNight);
    expect(JSON.parse(localStorage.getItem(POPUP_HIDE_KEY)!)).toEqual({ '7': '2025-03-11' });
    expect(isHiddenToday(localStorage, 7, Date.UTC(2025, 2, 11, 10, 0))).toBe(true);
    expect(seoulToday(seoulNight)).toBe('2025-03-11');
  });

  it('keeps several pop-ups hidden on the same day', () => {
    hideToday(localStorage, 7, MORNING);
    hideToday(localStorage, 8, MORNING + 3_600_000);
    expect(isHiddenToday(localStorage, 7, MORNING)).toBe(true);
    expect(isHiddenToday(localStorage, 8, MORNING)).toBe(true);
  });

  it('prunes the entries of other days when it writes', () => {
    localStorage.setItem(POPUP_HIDE_KEY, JSON.stringify({ '1': '2025-03-09', '2': '2025-03-10', '3': '2024-01-01' }));
    hideToday(localStorage, 4, MORNING);
    expect(JSON.parse(localStorage.getItem(POPUP_HIDE_KEY)!)).toEqual({ '2': '2025-03-10', '4': '2025-03-10' });
  });

  it.each(['not json', '{', 'null', '"a string"', '42', 'true'])('ignores corrupt storage %s and writes a clean record', (raw) => {
    localStorage.setItem(POPUP_HIDE_KEY, raw);
    expect(isHiddenToday(localStorage, 7, MORNING)).toBe(false);
    expect(() => hideToday(localStorage, 7, MORNING)).not.toThrow();
    expect(JSON.parse(localStorage.getItem(POPUP_HIDE_KEY)!)).toEqual({ '7': '2025-03-10' });
    expect(isHiddenToday(localStorage, 7, MORNING)).toBe(true);
  });

  it('a storage that refuses to read or write is the same as none', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(isHiddenToday(broken, 7, MORNING)).toBe(false);
    expect(() => hideToday(broken, 7, MORNING)).not.toThrow();
  });
});

describe('seo: localizedUrl and alternates', () => {
  // Issue 25, point 4: each page names only its own parameters, with values it accepts.
  it('keeps only what the page reads, with valid values and no defaults, then adds lang', () => {
    const search = { utm_source: 'news', g: 'abc', state: '2', page: '3', status: 'ended', type: 'room', category: '7', lang: 'ja', fbclid: 'x' };
    expect(localizedUrl(ORIGIN, '/support', search, 'en')).toBe(`${ORIGIN}/support?state=2&category=7&lang=en`);
    expect(localizedUrl(ORIGIN, '/promotion', search, 'en')).toBe(`${ORIGIN}/promotion?status=ended&page=3&lang=en`);
    expect(localizedUrl(ORIGIN, '/facility', search, null)).toBe(`${ORIGIN}/facility?type=room`);
    expect(localizedUrl(ORIGIN, '/hotel/101', search, null)).toBe(`${ORIGIN}/hotel/101`);
  });

  it('drops empty, invalid and default values, a search keyword, and adds no lang for null', () => {
    expect(localizedUrl(ORIGIN, '/support', { state: '', page: '2' }, null)).toBe(`${ORIGIN}/support?page=2`);
    expect(localizedUrl(ORIGIN, '/support', { state: '3', page: '2' }, null)).toBe(`${ORIGIN}/support?state=3`);
    expect(localizedUrl(ORIGIN, '/support', { page: '2', keyword: 'spa' }, null)).toBe(`${ORIGIN}/support?page=2`);
    expect(localizedUrl(ORIGIN, '/support', { tab: '3' }, null)).toBe(`${ORIGIN}/support?state=3`);
    expect(localizedUrl(ORIGIN, '/promotion', { status: 'ongoing', page: '1' }, null)).toBe(`${ORIGIN}/promotion`);
    expect(localizedUrl(ORIGIN, '/promotion', { status: 'x', page: '0' }, null)).toBe(`${ORIGIN}/promotion`);
    expect(localizedUrl(ORIGIN, '/brand', {}, null)).toBe(`${ORIGIN}/brand`);
    expect(localizedUrl(ORIGIN, '/', { lang: 'en' }, null)).toBe(`${ORIGIN}/`);
  });

  it('alternates: one per locale with lang, and x-default without it', () => {
    const list = alternates(ORIGIN, '/hotel/101/support', { state: '2', g: 'z' });
    expect(list).toHaveLength(11);
    expect(list.map((a) => a.hreflang)).toEqual([...locales, 'x-default']);
    expect(list.map((a) => a.hreflang)).toEqual(['ko', 'en', 'ja', 'zh-CN', 'zh-TW', 'es', 'pt', 'vi', 'th', 'mn', 'x-default']);
    for (const a of list.slice(0, 10)) {
      expect(a.href).toBe(`${ORIGIN}/hotel/101/support?state=2&lang=${a.hreflang}`);
    }
    expect(list[10]!.href).toBe(`${ORIGIN}/hotel/101/support?state=2`);
  });

  it('has an og:locale for every locale', () => {
    expect(Object.keys(ogLocale).sort()).toEqual([...locales].sort());
    for (const value of Object.values(ogLocale)) expect(value).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(ogLocale.ko).toBe('ko_KR');
  });
});
