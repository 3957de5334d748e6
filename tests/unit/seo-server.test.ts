import http from 'node:http';
import express from 'express';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '../../locales/languages.ts';
import { listen } from '../../server/lib/http.ts';
import type { BrandScope } from '../../contracts/brand.ts';
import type { ApiClient } from '../../server/web/api-client.ts';
import { siteOrigin } from '../../server/web/middleware/origin.ts';
import { DISALLOWED, publicPaths, robotsTxt, seo, SitemapIncomplete, sitemapXml } from '../../server/web/render/seo.ts';

const ORIGIN = 'https://raon.example';
const SCOPE: BrandScope = { company_seq: 100, hotel_seq: 100, lang_type: 'KOR' };
const FIXED = ['/', '/brand', '/facility', '/promotion', '/package', '/support', '/support?state=2', '/support?state=3', '/terms'];

const propertyHotel = (hotel_seq: number) => ({
  hotel_seq,
  hotel_name: `호텔 ${hotel_seq}`,
  hotel_name_en: `Hotel ${hotel_seq}`,
  hotel_address: '강원 속초시 대포동',
  hotel_logo_file_list: [],
  booking_hotel_code: String(hotel_seq),
});
const facility = (hotel_seq: number, facility_seq: number, facility_type: string) => ({ hotel_seq, facility_seq, facility_type });
const offers = (kind: 'promotion' | 'package', items: [number, number][], total_count: number, page: number, page_size = 50) => ({
  [`${kind}_list`]: items.map(([hotel_seq, seq]) => ({ hotel_seq, [`${kind}_seq`]: seq })),
  total_count,
  page,
  page_size,
});

type Reply = unknown | Error;
interface FakeApi {
  main?: Reply;
  facilities?: Reply;
  promotion?: (page: number) => Reply;
  package?: (page: number) => Reply;
}

/** The two methods publicPaths uses; anything else would throw. */
function fakeApi(replies: FakeApi) {
  const answer = (reply: Reply) => (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply ?? null));
  const brandMain = vi.fn((_scope: BrandScope) => answer('main' in replies ? replies.main : { branding_data: {}, property_hotel_list: [] }));
  const read = vi.fn((name: string, _scope: BrandScope, body: { page?: number } = {}) => {
    if (name === 'facilityList') return answer('facilities' in replies ? replies.facilities : { facility_list: [] });
    if (name === 'promotionList') return answer(replies.promotion ? replies.promotion(body.page ?? 1) : offers('promotion', [], 0, 1));
    if (name === 'packageList') return answer(replies.package ? replies.package(body.page ?? 1) : offers('package', [], 0, 1));
    throw new Error(`unexpected read ${name}`);
  });
  return { api: { brandMain, read } as unknown as ApiClient, brandMain, read };
}

const readsOf = (read: ReturnType<typeof fakeApi>['read'], name: string) => read.mock.calls.filter((c) => c[0] === name);

describe('robotsTxt', () => {
  const text = robotsTxt(ORIGIN);
  const lines = text.split('\n');

  it('allows the site and disallows the personal, one-off and machine addresses', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/member', '/login-member', '/start', '/booking-standin', '/login_success', '/logout', '/bff/']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(DISALLOWED.length);
  });

  it('never disallows a public page', () => {
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice('Disallow: '.length));
    for (const path of [...FIXED, '/hotel/101', '/promotion/101/3']) {
      expect(disallowed.some((d) => path.startsWith(d)), path).toBe(false);
    }
  });

  it('names the sitemap of the origin and ends with a newline', () => {
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text.endsWith('\n')).toBe(true);
    expect(robotsTxt('http://localhost:3000')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('sitemapXml', () => {
  const parse = (xml: string) => {
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  };

  it('is well-formed XML with one <url> per path and its <loc> without lang', () => {
    const paths = ['/', '/support?state=2', '/hotel/101/rooms'];
    const xml = sitemapXml(ORIGIN, paths);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const doc = parse(xml);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls).toHaveLength(3);
    expect(urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent)).toEqual([`${ORIGIN}/`, `${ORIGIN}/support?state=2`, `${ORIGIN}/hotel/101/rooms`]);
  });

  it('gives each url 11 alternates: every locale with ?lang= and x-default without', () => {
    const doc = parse(sitemapXml(ORIGIN, ['/support?state=2', '/brand']));
    for (const url of [...doc.getElementsByTagName('url')]) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links).toHaveLength(11);
      expect(links.map((l) => l.getAttribute('hreflang'))).toEqual([...locales, 'x-default']);
      for (const l of links) expect(l.getAttribute('rel')).toBe('alternate');
      const loc = url.getElementsByTagName('loc')[0]!.textContent!;
      expect(links[10]!.getAttribute('href')).toBe(loc);
      for (const l of links.slice(0, 10)) {
        const href = new URL(l.getAttribute('href')!);
        expect(href.searchParams.get('lang')).toBe(l.getAttribute('hreflang'));
        expect(href.pathname).toBe(new URL(loc).pathname);
      }
    }
    const support = doc.getElementsByTagName('url')[0]!;
    const ko = [...support.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')][0]!;
    // The parsed attribute has the real ampersand back.
    expect(ko.getAttribute('href')).toBe(`${ORIGIN}/support?state=2&lang=ko`);
  });

  it('escapes & in the addresses (never a bare ampersand in the text)', () => {
    const xml = sitemapXml(ORIGIN, ['/support?state=2&page=3']);
    expect(xml).toContain(`<loc>${ORIGIN}/support?state=2&amp;page=3</loc>`);
    expect(xml).toContain(`href="${ORIGIN}/support?state=2&amp;page=3&amp;lang=en"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    parse(xml);
  });

  it('keeps odd characters in a path from breaking the XML', () => {
    const xml = sitemapXml(ORIGIN, ['/search?q=a"b<c>&d']);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    const doc = parse(xml);
    expect(doc.getElementsByTagName('url')).toHaveLength(1);
  });

  it('is an empty urlset for no paths', () => {
    const doc = parse(sitemapXml(ORIGIN, []));
    expect(doc.getElementsByTagName('url')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('urlset');
  });
});

describe('publicPaths', () => {
  it('lists the fixed pages, each hotel’s six tabs, rooms and facilities, promotions and packages', async () => {
    const { api, brandMain, read } = fakeApi({
      main: { branding_data: {}, property_hotel_list: [propertyHotel(101), propertyHotel(102)] },
      facilities: { facility_list: [facility(101, 5, 'room'), facility(101, 6, 'golf'), facility(102, 7, 'dining'), facility(102, 8, 'room')] },
      promotion: () => offers('promotion', [[101, 1], [102, 2]], 2, 1),
      package: () => offers('package', [[101, 9]], 1, 1),
    });
    const paths = await publicPaths(api);
    expect(paths).toEqual([
      ...FIXED,
      ...['', '/rooms', '/promotion', '/package', '/facility', '/support'].map((t) => `/hotel/101${t}`),
      ...['', '/rooms', '/promotion', '/package', '/facility', '/support'].map((t) => `/hotel/102${t}`),
      '/room/101/5',
      '/facility/101/6',
      '/facility/102/7',
      '/room/102/8',
      '/promotion/101/1',
      '/promotion/102/2',
      '/package/101/9',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    // The brand's scope, in Korean.
    expect(brandMain).toHaveBeenCalledWith(SCOPE);
    expect(readsOf(read, 'facilityList')).toEqual([['facilityList', SCOPE, {}]]);
    expect(readsOf(read, 'promotionList')).toEqual([['promotionList', SCOPE, { page: 1, page_size: 50, status: 'ongoing' }]]);
    expect(readsOf(read, 'packageList')).toEqual([['packageList', SCOPE, { page: 1, page_size: 50, status: 'ongoing' }]]);
  });

  it('leaves test hotels out', async () => {
    // The API's property list holds the real properties only today; should a test hotel (8000) ever
    // answer in it, or in a list of rooms, facilities or offers, it still stays out of the sitemap.
    const { api } = fakeApi({
      main: { branding_data: {}, property_hotel_list: [propertyHotel(101), propertyHotel(8000)] },
      facilities: { facility_list: [facility(8000, 1, 'room'), facility(8000, 2, 'golf'), facility(101, 5, 'room')] },
      promotion: () => offers('promotion', [[8000, 3], [101, 1]], 2, 1),
      package: () => offers('package', [[8000, 4]], 1, 1),
    });
    const paths = await publicPaths(api);
    expect(paths.filter((p) => p.includes('/8000'))).toEqual([]);
    expect(paths).toEqual([
      ...FIXED,
      ...['', '/rooms', '/promotion', '/package', '/facility', '/support'].map((t) => `/hotel/101${t}`),
      '/room/101/5',
      '/promotion/101/1',
    ]);
  });

  it('pages through offers until total_count is reached', async () => {
    const promoPage = (page: number) =>
      offers(
        'promotion',
        Array.from({ length: page < 3 ? 50 : 20 }, (_, i) => [101, (page - 1) * 50 + i + 1] as [number, number]),
        120,
        page,
      );
    const { api, read } = fakeApi({ promotion: promoPage, package: (page) => offers('package', [[101, page]], 100, page) });
    const paths = await publicPaths(api);
    expect(readsOf(read, 'promotionList').map((c) => (c[2] as { page: number }).page)).toEqual([1, 2, 3]);
    expect(paths.filter((p) => p.startsWith('/promotion/'))).toHaveLength(120);
    expect(paths).toContain('/promotion/101/120');
    // Exactly 100 of page size 50: two pages, no third call.
    expect(readsOf(read, 'packageList').map((c) => (c[2] as { page: number }).page)).toEqual([1, 2]);
  });

  it('asks once when there are no offers', async () => {
    const { api, read } = fakeApi({});
    const paths = await publicPaths(api);
    expect(readsOf(read, 'promotionList')).toHaveLength(1);
    expect(readsOf(read, 'packageList')).toHaveLength(1);
    expect(paths).toEqual(FIXED);
  });

  it('stops after 20 pages whatever total_count says', async () => {
    const { api, read } = fakeApi({ promotion: (page) => offers('promotion', [[101, page]], 1_000_000, page) });
    const paths = await publicPaths(api);
    expect(readsOf(read, 'promotionList')).toHaveLength(20);
    expect(paths.filter((p) => p.startsWith('/promotion/'))).toHaveLength(20);
  });

  // A sitemap without some pages would tell search engines they are gone (issue 14, point 1).
  it('refuses to list anything when brand main fails or answers nothing', async () => {
    for (const main of [new Error('ECONNRESET'), null]) {
      const { api } = fakeApi({ main, facilities: { facility_list: [facility(101, 5, 'room')] } });
      await expect(publicPaths(api)).rejects.toThrow(SitemapIncomplete);
    }
  });

  it('refuses to list anything when the facility list fails or answers nothing', async () => {
    for (const facilities of [new Error('timeout'), null]) {
      const { api } = fakeApi({ main: { branding_data: {}, property_hotel_list: [propertyHotel(101)] }, facilities });
      await expect(publicPaths(api)).rejects.toThrow(/facility list/);
    }
  });

  it('refuses when a later page of offers fails, and asks no further', async () => {
    const { api, read } = fakeApi({
      promotion: (page) => (page === 1 ? offers('promotion', [[101, 1], [101, 2]], 150, 1, 2) : new Error('502')),
      package: () => offers('package', [[102, 4]], 1, 1),
    });
    await expect(publicPaths(api)).rejects.toThrow('the API did not answer promotion list page 2');
    expect(readsOf(read, 'promotionList')).toHaveLength(2);
  });
});

describe('seo router', () => {
  it('serves robots.txt and sitemap.xml on the public origin', async () => {
    const { api } = fakeApi({ main: { branding_data: {}, property_hotel_list: [propertyHotel(101)] } });
    const app = express();
    app.use(siteOrigin({ PUBLIC_ORIGIN: ORIGIN, HOST: '127.0.0.1' }).check);
    app.use(seo(api));
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const robots = await fetch(`${server.url}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await robots.text()).toBe(robotsTxt(ORIGIN));

      const sitemap = await fetch(`${server.url}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      const body = await sitemap.text();
      expect(body).toContain(`<loc>${ORIGIN}/hotel/101/rooms</loc>`);
      expect(body.match(/<url>/g)).toHaveLength(FIXED.length + 6);
    } finally {
      await server.close();
    }
  });

  it('never serves a partial sitemap: the last whole one while the API is away, else 503', async () => {
    let down = false;
    const { api } = fakeApi({ main: { branding_data: {}, property_hotel_list: [propertyHotel(101)] } });
    const read = api.read.bind(api);
    (api as unknown as { read: typeof api.read }).read = ((...args: Parameters<typeof api.read>) => (down ? Promise.resolve(null) : read(...args))) as typeof api.read;
    const app = express();
    app.use(siteOrigin({ PUBLIC_ORIGIN: ORIGIN, HOST: '127.0.0.1' }).check);
    app.use(seo(api));
    const server = await listen(app, 0, '127.0.0.1');
    try {
      down = true;
      const none = await fetch(`${server.url}/sitemap.xml`);
      expect(none.status).toBe(503);
      expect(none.headers.get('retry-after')).toBe('60');
      expect(await none.text()).toMatch(/not available right now/);
      down = false;
      const whole = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(whole.match(/<url>/g)).toHaveLength(FIXED.length + 6);
      down = true;
      const kept = await fetch(`${server.url}/sitemap.xml`);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe(whole);
    } finally {
      await server.close();
    }
  });

  it('without a public origin, uses the address the server listens on, never the request’s Host', async () => {
    const { api } = fakeApi({});
    const app = express();
    app.use(siteOrigin({ HOST: '127.0.0.1' }).check);
    app.use(seo(api));
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const text = await (await fetch(`${server.url}/robots.txt`)).text();
      expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
      // A forged Host is refused before anything is made from it (issue 11, point 2).
      const forged = await rawGet(server.port, '/robots.txt', 'evil.example');
      expect(forged.status).toBe(400);
      expect(forged.body).not.toContain('evil.example');
      const malformed = await rawGet(server.port, '/robots.txt', 'bad host/x');
      expect(malformed.status).toBe(400);
    } finally {
      await server.close();
    }
  });
});

/** A GET with a Host header of our choosing (fetch does not allow setting it). */
function rawGet(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
