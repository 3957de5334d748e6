// @clock: the Seoul day of the page-cache generation, on a fake clock
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { cookieValue, localeFromQuery, pageAddressOf, pageCacheKey, requestContext, requestContextOf, seoulDay, type RequestContext } from '../../server/web/middleware/request-context.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
// KakaoTalk's in-app browser on a tablet-like UA without Mobile/Android/iPhone: only KAKAOTALK marks it.
const KAKAO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) KAKAOTALK 10.8.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const DESKTOP_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** A request as Express hands it over: its target (url) and, parsed from it, its query. */
function fakeReq(init: { headers?: Record<string, string>; query?: Record<string, string | string[]>; url?: string } = {}): Request {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init.query ?? {})) for (const v of [value].flat()) params.append(name, v);
  const url = init.url ?? (params.size > 0 ? `/?${params.toString()}` : '/');
  return { headers: init.headers ?? {}, query: init.query ?? {}, url } as unknown as Request;
}

describe('cookieValue', () => {
  it('is undefined without a header or without the cookie', () => {
    expect(cookieValue(undefined, 'language')).toBeUndefined();
    expect(cookieValue('', 'language')).toBeUndefined();
    expect(cookieValue('c_hotel=101', 'language')).toBeUndefined();
  });

  it('finds one cookie among several, with or without spaces', () => {
    const header = 'c_hotel=101; c_company=200;language=en;  other = x ';
    expect(cookieValue(header, 'c_hotel')).toBe('101');
    expect(cookieValue(header, 'c_company')).toBe('200');
    expect(cookieValue(header, 'language')).toBe('en');
    expect(cookieValue(header, 'other')).toBe('x');
  });

  it('matches the whole name, not a prefix or suffix of another', () => {
    expect(cookieValue('xlanguage=ja; language_old=ko', 'language')).toBeUndefined();
    expect(cookieValue('xlanguage=ja; language=en', 'language')).toBe('en');
  });

  it('decodes percent-encoding and keeps = inside the value', () => {
    expect(cookieValue('name=%ED%95%9C%EA%B5%AD%EC%96%B4', 'name')).toBe('한국어');
    expect(cookieValue('token=a=b=c', 'token')).toBe('a=b=c');
    expect(cookieValue('empty=', 'empty')).toBe('');
  });

  it('returns the first of two cookies of the same name', () => {
    expect(cookieValue('language=en; language=ja', 'language')).toBe('en');
  });

  it('is undefined for a value with bad percent-encoding rather than throwing', () => {
    expect(() => cookieValue('language=%E0%A4%A', 'language')).not.toThrow();
    expect(cookieValue('language=%E0%A4%A', 'language')).toBeUndefined();
    expect(cookieValue('c_hotel=%zz; language=en', 'c_hotel')).toBeUndefined();
    // A broken cookie does not spoil the others.
    expect(cookieValue('c_hotel=%zz; language=en', 'language')).toBe('en');
  });

  it('skips parts without a name', () => {
    expect(cookieValue('=language; ;language', 'language')).toBeUndefined();
  });
});

describe('localeFromQuery', () => {
  it('accepts the ten locales in any case', () => {
    expect(localeFromQuery('ko')).toBe('ko');
    expect(localeFromQuery('EN')).toBe('en');
    expect(localeFromQuery('Ja')).toBe('ja');
    expect(localeFromQuery('zh-cn')).toBe('zh-CN');
    expect(localeFromQuery('ZH-TW')).toBe('zh-TW');
    expect(localeFromQuery('mn')).toBe('mn');
  });

  it('is null for unknown, empty, near-miss and non-string values', () => {
    for (const value of ['fr', '', 'zh', 'zh_CN', 'en-US', ' en', 'KOR', undefined, null, 1, ['en'], ['en', 'ko'], { en: 1 }]) {
      expect(localeFromQuery(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('requestContextOf', () => {
  describe('language', () => {
    it('?lang= wins over the language cookie and Accept-Language', () => {
      const ctx = requestContextOf(fakeReq({ query: { lang: 'ja' }, headers: { cookie: 'language=en', 'accept-language': 'ko-KR' } }));
      expect(ctx.locale).toBe('ja');
      expect(ctx.localeFromUrl).toBe(true);
      expect(requestContextOf(fakeReq({ query: { lang: 'ZH-cn' } })).locale).toBe('zh-CN');
    });

    it('the language cookie wins over Accept-Language', () => {
      const ctx = requestContextOf(fakeReq({ headers: { cookie: 'c_hotel=101; language=en', 'accept-language': 'ko-KR,ko;q=0.9' } }));
      expect(ctx.locale).toBe('en');
      expect(ctx.localeFromUrl).toBe(false);
    });

    it('an unknown ?lang= or an array of them is ignored', () => {
      const unknown = requestContextOf(fakeReq({ query: { lang: 'fr' }, headers: { cookie: 'language=ja' } }));
      expect(unknown).toMatchObject({ locale: 'ja', localeFromUrl: false });
      const array = requestContextOf(fakeReq({ query: { lang: ['en', 'ja'] }, headers: { 'accept-language': 'ko' } }));
      expect(array).toMatchObject({ locale: 'ko', localeFromUrl: false });
    });

    it('an unknown cookie falls to Accept-Language: Korean when it names Korean, else English', () => {
      expect(requestContextOf(fakeReq({ headers: { cookie: 'language=fr', 'accept-language': 'en-US,ko;q=0.5' } })).locale).toBe('ko');
      expect(requestContextOf(fakeReq({ headers: { cookie: 'language=fr', 'accept-language': 'ja-JP' } })).locale).toBe('en');
    });

    it('is Korean without any hint', () => {
      expect(requestContextOf(fakeReq())).toMatchObject({ locale: 'ko', localeFromUrl: false });
    });

    it('the cookie value is matched exactly (the query is case-insensitive, the cookie is not)', () => {
      expect(requestContextOf(fakeReq({ headers: { cookie: 'language=EN', 'accept-language': 'ko' } })).locale).toBe('ko');
    });
  });

  describe('site', () => {
    it('reads hotel and company from c_hotel and c_company', () => {
      expect(requestContextOf(fakeReq({ headers: { cookie: 'c_hotel=101; c_company=200' } })).site).toEqual({ hotelSeq: 101, companySeq: 200 });
    });

    it('defaults to hotel 100 and company 100', () => {
      expect(requestContextOf(fakeReq()).site).toEqual({ hotelSeq: 100, companySeq: 100 });
      expect(requestContextOf(fakeReq({ headers: { cookie: 'language=en' } })).site).toEqual({ hotelSeq: 100, companySeq: 100 });
    });

    it.each(['abc', '-5', '0', '1.5', '', '99999999999', '%zz', '1e400', 'NaN'])('ignores the bad value c_hotel=%s', (value) => {
      const ctx = requestContextOf(fakeReq({ headers: { cookie: `c_hotel=${value}; c_company=${value}` } }));
      expect(ctx.site).toEqual({ hotelSeq: 100, companySeq: 100 });
    });

    it('a bad hotel does not spoil a good company', () => {
      expect(requestContextOf(fakeReq({ headers: { cookie: 'c_hotel=x; c_company=7' } })).site).toEqual({ hotelSeq: 100, companySeq: 7 });
    });
  });

  describe('device', () => {
    it.each([
      ['iPhone', IPHONE],
      ['Android', ANDROID],
      ['KakaoTalk', KAKAO],
      ['iPad', 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15'],
      ['lower-case kakaotalk', 'Mozilla/5.0 (X11) kakaotalk 9.0'],
    ])('is mobile for %s', (_name, ua) => {
      expect(requestContextOf(fakeReq({ headers: { 'user-agent': ua } })).device).toBe('mobile');
    });

    it.each([
      ['Chrome on Windows', DESKTOP_CHROME],
      ['Safari on macOS', DESKTOP_SAFARI],
      ['curl', 'curl/8.5.0'],
      ['an empty user agent', ''],
    ])('is desktop for %s', (_name, ua) => {
      expect(requestContextOf(fakeReq({ headers: { 'user-agent': ua } })).device).toBe('desktop');
    });

    it('is desktop without a user agent', () => {
      expect(requestContextOf(fakeReq()).device).toBe('desktop');
    });
  });
});

describe('requestContext middleware', () => {
  it('puts the context and its site on res.locals and goes on', () => {
    const res = { locals: {} as Record<string, unknown> } as unknown as Response;
    const next = vi.fn();
    const req = fakeReq({ headers: { cookie: 'c_hotel=102; language=en', 'user-agent': IPHONE } });
    requestContext(req, res, next as unknown as NextFunction);
    expect(next).toHaveBeenCalledOnce();
    expect(res.locals.ctx).toEqual({ locale: 'en', localeFromUrl: false, site: { hotelSeq: 102, companySeq: 100 }, device: 'mobile' });
    expect(res.locals.site).toBe((res.locals.ctx as RequestContext).site);
  });
});

describe('pageCacheKey', () => {
  const keyOf = (ctx: RequestContext, url: string) => {
    const req = { url, res: { locals: { ctx } } } as unknown as Request;
    return pageCacheKey(req);
  };
  const base: RequestContext = { locale: 'ko', localeFromUrl: false, site: { hotelSeq: 101, companySeq: 100 }, device: 'desktop' };

  it('is hotel|company|locale|device|address with the query parameters the page reads', () => {
    expect(keyOf(base, '/hotel/101/support?state=2')).toBe('101|100|ko|desktop|/hotel/101/support?state=2');
  });

  // Issue 14, point 1: a made-up query string cannot make a miss.
  it('leaves out every other query parameter, and orders the page’s own', () => {
    const plain = keyOf(base, '/support?state=1&page=2');
    for (const url of ['/support?page=2&state=1', '/support?state=1&page=2&utm_source=x', '/support?bust=123&state=1&g=7&page=2', '/support?state=1&page=2#top', '/support?state=1&page=2&lang=xx'])
      expect(keyOf(base, url), url).toBe(plain);
    expect(keyOf(base, '/?bench=1')).toBe(keyOf(base, '/'));
    expect(keyOf(base, '/?')).toBe(keyOf(base, '/'));
  });

  it('keeps the last of repeated parameters, as the page reads them, and ?lang= only once and known', () => {
    expect(pageAddressOf('/promotion?page=2&page=3').canonical).toBe('/promotion?page=3');
    expect(pageAddressOf('/promotion?lang=EN').canonical).toBe('/promotion?lang=en');
    expect(pageAddressOf('/promotion?lang=en&lang=ja')).toMatchObject({ canonical: '/promotion', lang: null });
    expect(pageAddressOf('/support?state=2&keyword=%EC%88%98%EC%98%81%EC%9E%A5')).toMatchObject({ canonical: '/support?state=2&keyword=%EC%88%98%EC%98%81%EC%9E%A5', search: true });
    expect(pageAddressOf('/support?state=2&keyword=').search).toBe(false);
  });

  // Issue 25, point 4: each page keeps only its own parameters, each with a value it accepts.
  describe('each page keeps only its own parameters, with valid values', () => {
    const canonical = (target: string) => pageAddressOf(target).canonical;
    it('drops every parameter of a page that reads none, a keyword and a made-up tab included', () => {
      for (const target of ['/?keyword=a', '/?tab=x7f3', '/?state=2&page=3&status=ended&type=golf&category=4', '/brand?keyword=spa', '/hotel/101?tab=1', '/hotel/101/rooms?state=2', '/room/101/5?page=2'])
        expect(pageAddressOf(target), target).toEqual({ pathname: target.slice(0, target.indexOf('?')), canonical: target.slice(0, target.indexOf('?')), lang: null, search: false });
      expect(canonical('/?keyword=a&lang=en')).toBe('/?lang=en');
    });

    it('support: state (or the footer’s tab) 2–4, notices’ page, FAQ category, and a keyword that searches', () => {
      expect(canonical('/support?tab=2')).toBe('/support?state=2');
      expect(canonical('/support?state=3&tab=2')).toBe('/support?state=3');
      // A state given but not valid is the default, whatever tab says (supportQuery reads state first).
      expect(canonical('/support?state=x&tab=2')).toBe('/support');
      expect(canonical('/support?state=&tab=2')).toBe('/support');
      expect(canonical('/support?state=1&page=1')).toBe('/support');
      expect(canonical('/support?state=5')).toBe('/support');
      expect(canonical('/support?page=12&category=3')).toBe('/support?page=12');
      expect(canonical('/support?state=2&page=12&category=3')).toBe('/support?state=2&category=3');
      expect(canonical('/support?page=0')).toBe('/support');
      expect(canonical('/support?page=99999')).toBe('/support');
      expect(canonical('/hotel/102/support?state=2&category=a')).toBe('/hotel/102/support?state=2');
      expect(pageAddressOf('/support?keyword=%20spa%20')).toMatchObject({ canonical: '/support?keyword=spa', search: true });
      expect(pageAddressOf('/support?state=2&keyword=spa')).toMatchObject({ canonical: '/support?state=2&keyword=spa', search: true });
      // The inquiry form and the lookup do not search: their keyword is dropped.
      expect(pageAddressOf('/support?state=3&keyword=spa')).toMatchObject({ canonical: '/support?state=3', search: false });
      expect(pageAddressOf('/support?keyword=%20%20')).toMatchObject({ canonical: '/support', search: false });
      // supportQuery keeps 100 characters of a keyword: longer ones share that search.
      expect(canonical(`/support?keyword=${'a'.repeat(150)}`)).toBe(`/support?keyword=${'a'.repeat(100)}`);
    });

    it('offer lists: status ended and a page number; facilities: a known type; terms: a term number', () => {
      expect(canonical('/promotion?status=ended&page=2')).toBe('/promotion?status=ended&page=2');
      expect(canonical('/hotel/101/package?status=ongoing&page=1')).toBe('/hotel/101/package');
      expect(canonical('/package?status=soon&page=-1')).toBe('/package');
      expect(canonical('/facility?type=golf')).toBe('/facility?type=golf');
      expect(canonical('/facility?type=ALL')).toBe('/facility');
      expect(canonical('/facility?type=casino')).toBe('/facility');
      expect(canonical('/terms?state=3')).toBe('/terms?state=3');
      expect(canonical('/terms?state=1')).toBe('/terms');
      expect(canonical('/terms?state=03')).toBe('/terms');
    });

    it('a page-context request (client navigation) keeps its page’s parameters', () => {
      expect(pageAddressOf('/support/index.pageContext.json?tab=2&keyword=spa')).toMatchObject({ canonical: '/support/index.pageContext.json?state=2&keyword=spa', search: true });
      expect(canonical('/index.pageContext.json?keyword=a&tab=9')).toBe('/index.pageContext.json');
      expect(canonical('/promotion/index.pageContext.json?status=ended&x=1')).toBe('/promotion/index.pageContext.json?status=ended');
    });
  });

  it('differs in every part a page depends on', () => {
    const keys = [
      keyOf(base, '/brand'),
      keyOf({ ...base, site: { hotelSeq: 102, companySeq: 100 } }, '/brand'),
      keyOf({ ...base, site: { hotelSeq: 101, companySeq: 200 } }, '/brand'),
      keyOf({ ...base, locale: 'en' }, '/brand'),
      keyOf({ ...base, device: 'mobile' }, '/brand'),
      keyOf(base, '/brand?lang=en'),
      keyOf(base, '/facility'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('works on the context requestContext made', () => {
    const req = fakeReq({ url: '/promotion?page=2', headers: { cookie: 'c_hotel=103', 'user-agent': ANDROID, 'accept-language': 'en' } });
    const res = { locals: {} as Record<string, unknown> };
    (req as unknown as { res: typeof res }).res = res;
    requestContext(req, res as unknown as Response, () => undefined);
    expect(pageCacheKey(req)).toBe('103|100|en|mobile|/promotion?page=2');
  });
});

describe('seoulDay', () => {
  it('is the calendar day in Korea (UTC+9): 15:00 UTC is already the next day', () => {
    expect(seoulDay(Date.UTC(2025, 0, 1, 14, 59, 59, 999))).toBe('2025-01-01');
    expect(seoulDay(Date.UTC(2025, 0, 1, 15, 0, 0, 0))).toBe('2025-01-02');
    expect(seoulDay(Date.UTC(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('crosses months and years at Seoul midnight', () => {
    expect(seoulDay(Date.UTC(2024, 11, 31, 15, 0))).toBe('2025-01-01');
    expect(seoulDay(Date.UTC(2024, 1, 28, 15, 0))).toBe('2024-02-29');
    expect(seoulDay(Date.UTC(2025, 1, 28, 15, 0))).toBe('2025-03-01');
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 30, 16, 0) });
    try {
      expect(seoulDay()).toBe('2025-07-01');
    } finally {
      vi.useRealTimers();
    }
  });
});
