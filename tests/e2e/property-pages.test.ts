import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { chunkFetched, closeBrowser, contextWalk, hidePopupsToday, hydrated, openPage, type Watched, seriousAxeFindings } from '../helpers/browser.ts';

// The property pages of the brand site (/brand, /facility, /room, /hotel/{id}) against the seed:
// Sokcho 101 (rooms 1–4; golf 5, dining 6, leisure 7), Naksan 102 (8–14), Gyeongju 103 (15–22).

const web = e2eServer().webUrl;
const api = e2eServer().apiUrl;
let current: Watched | null = null;

type Lang = 'ko' | 'en';
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

type Viewport = keyof typeof viewports;
const walk = contextWalk();

/**
 * Opens a page once it has hydrated (the app's own signal). A matrix's screens (`walk`) share one
 * context per language and width, with the event pop-ups hidden (they have tests of their own).
 */
async function visit(path: string, lang: Lang = 'ko', viewport: Viewport = 'desktop', { walk: walking = false } = {}) {
  const options = { locale: lang === 'ko' ? 'ko-KR' : 'en-US', viewport: viewports[viewport] };
  current = walking ? await walk.get(`${lang} ${viewport}`, options, (w) => hidePopupsToday(w.context)) : await openPage(options);
  const response = await current.page.goto(web + path);
  await hydrated(current.page);
  return { ...current, response };
}

/** A property's brand data in a language (POST {api}/brand/branding/main, SPEC §7). */
async function brandOf(hotelSeq: number, lang_type: 'KOR' | 'ENG'): Promise<{ branding_data: { hotel_address: string; main_tel: string | null } }> {
  const res = await fetch(`${api}/brand/branding/main`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ company_seq: 100, hotel_seq: hotelSeq, lang_type }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result_data: Awaited<ReturnType<typeof brandOf>> }).result_data;
}

afterEach(async () => {
  // Every page of every test: zero console errors and zero CSP violations.
  const problems = current?.problems.splice(0) ?? [];
  if (!walk.walks(current)) await current?.context.close();
  current = null;
  expect(problems).toEqual([]);
});
afterAll(async () => {
  await walk.closeAll();
  await closeBrowser();
});

interface RouteCase {
  path: string;
  h1: Record<Lang, string>;
  /** Seed text the page must show, per language. */
  shows: Record<Lang, string[]>;
  /** Card links the page lists, in order (when it lists cards). */
  links?: string[];
}

const routes: RouteCase[] = [
  {
    path: '/brand',
    h1: { ko: '즐거운 쉼, 라온', en: 'A Joyful Escape, RAON' },
    shows: { ko: ['세 곳의 목적지', '1,016실', '라온 리조트 속초', '라온 호텔 낙산', '라온 리조트 경주'], en: ['Three destinations', '1,016', 'RAON Resort Sokcho', 'RAON Hotel Naksan', 'RAON Resort Gyeongju'] },
    links: ['/hotel/101', '/hotel/102', '/hotel/103'],
  },
  {
    path: '/facility',
    h1: { ko: '부대시설', en: 'Facilities' },
    shows: { ko: ['라온 설악 컨트리클럽', '천년 스파', '총 22곳'], en: ['RAON Seorak Country Club', 'Cheonnyeon Spa', '22 in total'] },
  },
  {
    path: '/facility?type=golf',
    h1: { ko: '부대시설', en: 'Facilities' },
    shows: { ko: ['라온 설악 컨트리클럽', '라온 보문 골프클럽', '총 2곳'], en: ['RAON Seorak Country Club', 'RAON Bomun Golf Club', '2 in total'] },
    links: ['/facility/101/5', '/facility/103/19'],
  },
  {
    path: '/facility/101/5',
    h1: { ko: '라온 설악 컨트리클럽', en: 'RAON Seorak Country Club' },
    shows: { ko: ['033-630-1500', '06:00 ~ 18:30', '18홀', '라온 리조트 속초'], en: ['033-630-1500', '06:00–18:30', '18 holes, par 72', 'RAON Resort Sokcho'] },
  },
  {
    path: '/room/101/1',
    h1: { ko: '디럭스 더블 오션뷰', en: 'Deluxe Double Ocean View' },
    shows: { ko: ['33㎡', '기준 2인 · 최대 3인', '킹', '15:00', '11:00', '네스프레소 커피머신', '이 객실 예약하기'], en: ['33 m²', '2 standard · 3 max', 'King', '15:00', '11:00', 'Book this room'] },
    links: ['/room/101/2', '/room/101/3', '/room/101/4'],
  },
  {
    path: '/hotel/101',
    h1: { ko: '라온 리조트 속초', en: 'RAON Resort Sokcho' },
    shows: { ko: ['대포항의 아침과 설악의 능선을 한 번에', '2018.07.01', '412실', '오션 프런트'], en: ['Daepo Harbour mornings', '2018.07.01', '412', 'Ocean front'] },
    links: ['/room/101/1', '/room/101/2', '/room/101/3'],
  },
  {
    path: '/hotel/103/rooms',
    h1: { ko: '객실', en: 'Rooms' },
    shows: { ko: ['라온 리조트 경주', '한옥 스위트 라온재', '120㎡'], en: ['RAON Resort Gyeongju', 'Hanok Suite Raonjae', '120 m²'] },
    links: ['/room/103/15', '/room/103/16', '/room/103/17', '/room/103/18'],
  },
  {
    path: '/hotel/102/facility',
    h1: { ko: '부대시설', en: 'Facilities' },
    shows: { ko: ['라온 호텔 낙산', '한식당 솔향', '라온 서프 스쿨', '스파 앤 사우나 해온'], en: ['RAON Hotel Naksan', 'Korean Restaurant SOLHYANG', 'RAON Surf School', 'Spa & Sauna HAEON'] },
    links: ['/facility/102/12', '/facility/102/13', '/facility/102/14'],
  },
];

const cardLinks = (page: Watched['page']) => page.locator('main article h2 a, main article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

// One context per language and width walks every route; axe reads each route once per width
// (Korean at 1440 px, English at 390 px: the language changes the words, not the markup).
const axeAt = (lang: Lang, viewport: Viewport) => (lang === 'ko') === (viewport === 'desktop');

describe.each(['ko', 'en'] as const)('property pages in %s', (lang) => {
  describe.each(['desktop', 'mobile'] as const)('at the %s width', (viewport) => {
    it.each(routes)(`$path: 200, one h1, the seed content, images that keep their space${axeAt(lang, viewport) ? ', no serious axe violations' : ''}`, async (route) => {
      const { page, response } = await visit(route.path, lang, viewport, { walk: true });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const h1 = page.locator('h1');
      expect(await h1.count()).toBe(1);
      expect((await h1.textContent())?.trim()).toBe(route.h1[lang]);
      const main = (await page.locator('main').textContent()) ?? '';
      for (const text of route.shows[lang]) expect(main).toContain(text);
      if (route.links) expect((await cardLinks(page)).slice(0, route.links.length)).toEqual(route.links);
      // CLS 0: every image has its size; every image has a text alternative.
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({ width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt') ?? '' })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.width).toBeTruthy();
        expect(img.height).toBeTruthy();
        expect(img.alt.trim()).not.toBe('');
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (axeAt(lang, viewport)) expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
});

describe('what the pages say in English', () => {
  it('shows hotel_name_en and photo descriptions in English (SPEC §1)', async () => {
    const { page } = await visit('/facility', 'en');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toContain('라온 리조트 속초');
    const alts = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts.filter((alt) => /[\uAC00-\uD7AF]/.test(alt))).toEqual([]);
  });
});

describe('page titles and link previews', () => {
  it.each([
    ['/brand', '브랜드 소개 | 라온 호텔앤리조트'],
    ['/facility', '부대시설 | 라온 호텔앤리조트'],
    ['/facility?type=golf', '골프 - 부대시설 | 라온 호텔앤리조트'],
    ['/facility/101/5', '라온 설악 컨트리클럽 - 라온 리조트 속초 | 라온 호텔앤리조트'],
    ['/room/101/1', '디럭스 더블 오션뷰 - 라온 리조트 속초 | 라온 호텔앤리조트'],
    ['/hotel/101', '라온 리조트 속초 | 라온 호텔앤리조트'],
    ['/hotel/101/rooms', '객실 - 라온 리조트 속초 | 라온 호텔앤리조트'],
    ['/hotel/101/facility', '부대시설 - 라온 리조트 속초 | 라온 호텔앤리조트'],
  ])('%s is titled "%s"', async (path, title) => {
    const { page } = await visit(path);
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
  });

  it('a room page describes itself with its summary and its first photo', async () => {
    const { page } = await visit('/room/101/1');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe('대포항과 동해 일출을 침대에서 바로 감상하는 리조트의 대표 객실입니다.');
    // Its first photo as the 1200×630 PNG link previews show (issue 29, point 3: KakaoTalk and Facebook show no SVG).
    const image = await page.getAttribute('meta[property="og:image"]', 'content');
    expect(image).toMatch(/^https?:\/\/[^/]+\/share-image\/100\/100\/hotel\/101\/facility\/deluxe-ocean-1\.svg\.png$/);
    const res = await fetch(image!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  // Issue 29 (initial JavaScript): the brand pages share the formatting of numbers, won and phone
  // numbers (design-system/format/number.ts), not the owner portal's percents, shares and 억.
  it('a room page and an offer page fetch none of the owner portal\'s figures formatting', async () => {
    for (const path of ['/room/101/1', '/promotion/101/1']) {
      const { page } = await visit(path);
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch' && e.name.endsWith('.js')).map((e) => e.name));
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const url of scripts) expect(await (await fetch(url)).text(), `${path}: ${url}`).not.toContain('억');
    }
  });

  it('every shareable page names a raster picture for link previews, and a picture that is not one is refused', async () => {
    for (const path of ['/', '/hotel/102', '/promotion', '/support', '/package/101/4']) {
      const answer = await fetch(`${web}${path}`);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, path).toMatch(/\/share-image\/.+\.png$/);
      const res = await fetch(image!);
      expect([res.status, res.headers.get('content-type')], path).toEqual([200, 'image/png']);
    }
    expect((await fetch(`${web}/share-image/100/100/hotel/101/brand/none.svg.png`)).status).toBe(404);
    expect((await fetch(`${web}/share-image/100/100/hotel/..%2f/x.svg.png`)).status).toBe(400);
    expect((await fetch(`${web}/share-image/100/100/hotel/101/brand/hero.svg.gif`)).status).toBe(404);
  });

  // Issue 29, point 3: what search engines and chat apps read of a property, a room and an offer.
  it('a property, a room and an offer describe themselves in schema.org JSON-LD', async () => {
    const ld = async (path: string) => {
      const { page } = await visit(path, 'en', 'desktop', { walk: true });
      const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
      expect(blocks, path).toHaveLength(1);
      return JSON.parse(blocks[0]!) as Record<string, unknown> & { containsPlace?: Record<string, unknown>[] };
    };
    const hotel = await ld('/hotel/101');
    expect(hotel).toMatchObject({ '@context': 'https://schema.org', '@type': 'Hotel', name: 'RAON Resort Sokcho', telephone: '033-630-1000', address: { '@type': 'PostalAddress', addressCountry: 'KR' } });
    // Where it is, and when a stay begins and ends (issue 29, points 2 and 3).
    expect(hotel).toMatchObject({ geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) }, checkinTime: '15:00', checkoutTime: '11:00' });
    // Every room of the hotel (the page shows three), with its occupancy.
    expect(hotel.containsPlace!.map((r) => r.url)).toEqual([1, 2, 3, 4].map((id) => expect.stringMatching(new RegExp(`/room/101/${id}$`))));
    for (const room of hotel.containsPlace!) expect(room).toMatchObject({ '@type': 'HotelRoom', occupancy: { '@type': 'QuantitativeValue', maxValue: expect.any(Number) } });
    const room = await ld('/room/101/1');
    expect(room).toMatchObject({ '@type': 'HotelRoom', bed: { '@type': 'BedDetails' }, containedInPlace: { '@type': 'Hotel', checkinTime: expect.stringMatching(/^\d\d:\d\d$/), checkoutTime: expect.stringMatching(/^\d\d:\d\d$/) } });
    const offer = await ld('/promotion/101/1');
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'KRW', price: expect.any(Number), validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), offeredBy: { '@type': 'Hotel' } });
  });

  it.each([
    { lang: 'ko' as const, viewport: 'desktop' as const, title: '오시는 길', copied: '주소를 복사했습니다.', times: '체크인 15:00 · 체크아웃 11:00', maps: ['카카오맵', '네이버 지도', 'Google 지도'] },
    { lang: 'en' as const, viewport: 'mobile' as const, title: 'Location & directions', copied: 'Address copied.', times: 'Check-in 15:00 · check-out 11:00', maps: ['Kakao Map', 'Naver Map', 'Google Maps'] },
  ])('a property\'s page says where it is and how to get there ($lang, $viewport)', async ({ lang, viewport, title, copied, times, maps }) => {
    const { page, context } = await visit('/hotel/102', lang, viewport, { walk: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web });
    const section = page.getByTestId('hotel-location');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(title);
    const { branding_data } = await brandOf(102, lang === 'ko' ? 'KOR' : 'ENG');
    // The address in the page's language, copied with one press: the section's code comes when the
    // visitor turns to it, not with the page (issue 29: initial JavaScript), and the press is not lost.
    expect(await section.getByTestId('hotel-address').textContent()).toBe(branding_data.hotel_address);
    const fetched = () => chunkFetched(page, 'site/pages/hotel/@id/index/HotelLocation.tsx');
    expect(await fetched(), "the section's code with the page").toBe(false);
    await section.getByTestId('copy-address').click();
    // The press starts the fetch; its timing entry is there once the code has arrived (not yet when
    // click() returns on a busy machine), and the copy is made only by that code.
    await expect.poll(() => section.getByRole('status').textContent()).toBe(copied);
    expect(await fetched(), "the section's code once pressed").toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(branding_data.hotel_address);
    // The phone as a tel: link, check-in and check-out, the ways there, parking.
    expect(await section.getByRole('link', { name: branding_data.main_tel! }).getAttribute('href')).toBe(`tel:${branding_data.main_tel!.replace(/-/g, '')}`);
    expect(await section.getByTestId('hotel-times').textContent()).toBe(times);
    expect((await section.locator('dd').allTextContents()).length).toBe(7);
    // The sketch map shipped with the site, described; the place opened by its coordinates in three map services, each in a new window.
    const map = section.getByRole('img');
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await map.getAttribute('alt')).toMatch(lang === 'ko' ? /라온 호텔 낙산/ : /RAON Hotel Naksan/);
    const links = section.locator('a[data-map]');
    expect((await links.allTextContents()).map((t) => t.replace(/\s*\(.*\)$/, ''))).toEqual(maps);
    for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) expect(href).toMatch(/38\.12\d*(,|%2C)128\.62|128\.62\d*,38\.12/);
    expect(new Set(await links.evaluateAll((as) => as.map((a) => `${a.getAttribute('target')} ${a.getAttribute('rel')}`)))).toEqual(new Set(['_blank noopener noreferrer']));
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('the hero photo loads first; the others wait until needed', async () => {
    const { page } = await visit('/hotel/101');
    const hero = page.locator('main img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBeNull();
    const rest = await page.locator('main img').evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
  });
});

describe('unknown addresses are 404 pages', () => {
  it.each([
    '/hotel/abc',
    '/facility/101/999',
    '/facility/102/5',
    '/facility/abc/5',
    '/facility/101/0',
    '/room/101/5',
    '/room/102/1',
    '/room/101/999',
    '/room/101/x1',
  ])('%s', async (path) => {
    const { page, response } = await visit(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('페이지를 찾을 수 없습니다');
  });

  // An unknown hotel's 404 page shows no sub-navigation and asks for no event pop-ups.
  it.each(['/hotel/999', '/hotel/999/rooms', '/hotel/999/facility', '/hotel/0'])('%s', async (path) => {
    const { page, response } = await visit(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('페이지를 찾을 수 없습니다');
    expect(await page.getByRole('navigation', { name: '호텔 메뉴' }).count()).toBe(0);
  });
});

describe('in the browser', () => {
  it('the facility type tabs filter by address (?type=), and the list follows without a reload', async () => {
    const { page } = await visit('/facility');
    const tabs = page.getByRole('tablist', { name: '시설 유형' });
    expect(await tabs.getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: '웰니스' }).click();
    await page.waitForURL(`${web}/facility?type=wellness`);
    await expect.poll(() => page.locator('main article h2').allTextContents()).toEqual(['스파 앤 사우나 해온', '천년 스파']);
    expect(await tabs.getByRole('tab', { name: '웰니스' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.title()).toBe('웰니스 - 부대시설 | 라온 호텔앤리조트');
  });

  it('an unknown ?type= shows every type', async () => {
    const { page, response } = await visit('/facility?type=spa');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('main article').count()).toBe(22);
  });

  it('a room card of a hotel page opens the room', async () => {
    // The event pop-ups hidden, as in the matrix (they have tests of their own): closing one here
    // raced its arrival (counted before the pop-up list had answered, then waited on for ever).
    const { page } = await visit('/hotel/103', 'ko', 'desktop', { walk: true });
    // The card can sit in a row that is still moving (images arriving) on a busy machine: the click is
    // dispatched on the link itself rather than at a screen position that may have moved.
    await page.getByRole('link', { name: '한옥 스위트 라온재' }).dispatchEvent('click');
    await page.waitForURL(`${web}/room/103/17`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('한옥 스위트 라온재');
    expect(await page.locator('main').textContent()).toContain('킹 + 온돌');
  });

  it('"Book this room" opens the booking start page of the room\'s hotel in a new tab', async () => {
    const { page, context } = await visit('/room/102/10', 'en');
    // The room's own content is the server's HTML until the visitor turns to it (issue 29: initial
    // JavaScript): its code comes with the press, and the press is not lost.
    await page.waitForLoadState('networkidle');
    const fetched = () => chunkFetched(page, 'site/pages/facility/shared/FacilityDetailView.tsx');
    expect(await fetched(), "the room's code with the page").toBe(false);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Book this room' }).click()]);
    expect(await fetched(), "the room's code once pressed").toBe(true);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.pathname).toMatch(/\/start$/);
    expect(url.searchParams.get('hotel_code')).toBe('RAONNS');
    // The room and the visit's stay and party go with it (issue 29, point 1).
    expect(url.searchParams.get('room_seq')).toBe('10');
    expect(url.searchParams.get('adults')).toBe('2');
    // noopener: the booking site cannot reach back into this page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});
