import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { addDays, writtenDay } from '../../contracts/seoul-clock.ts';
import { loadConfig } from '../../server/config.ts';
import { start, type Started } from '../../server/start.ts';
import { chunkFetched, closeBrowser, contextWalk, hidePopupsToday, hydrated, openPage, type Watched, seriousAxeFindings } from '../helpers/browser.ts';
import { hydratedElement } from '../helpers/portal-session.ts';
import { slow } from '../helpers/waits.ts';

const web = e2eServer().webUrl;
const seedDay = inject('seedDay');
let current: Watched | null = null;
/** Console lines a test causes on purpose: the browser logs every 4xx answer of fetch() as an error. */
let expectedConsole: RegExp[] = [];

const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const browserLocales = { ko: 'ko-KR', en: 'en-US' } as const;
type Lang = keyof typeof browserLocales;
type Viewport = keyof typeof viewports;

const walk = contextWalk();

/**
 * Opens a page with event pop-ups hidden for today (they belong to other pages' tests), once it
 * has hydrated (the app's own signal, not the network going quiet). A matrix's screens (`walk`)
 * share one context per language and width.
 */
async function visit(pathname: string, opts: { lang?: Lang; viewport?: Viewport; base?: string; interactive?: string; walk?: boolean } = {}) {
  const lang = opts.lang ?? 'ko';
  const viewport = opts.viewport ?? 'desktop';
  const options = { locale: browserLocales[lang], viewport: viewports[viewport] };
  current = opts.walk ? await walk.get(`${lang} ${viewport}`, options, (w) => hidePopupsToday(w.context)) : await openPage(options);
  if (!opts.walk) await hidePopupsToday(current.context);
  const response = await current.page.goto((opts.base ?? web) + pathname);
  await hydrated(current.page);
  if (opts.interactive) await hydratedElement(current.page.locator(opts.interactive));
  return { ...current, response };
}

const vocForm = 'form[aria-labelledby="voc-form-title"]';

async function seriousViolations(page: Page) {
  return seriousAxeFindings(page);
}

afterEach(async () => {
  // Every page of every test: zero console errors and zero CSP violations.
  const problems = (current?.problems.splice(0) ?? []).filter((p) => !expectedConsole.some((re) => re.test(p)));
  if (!walk.walks(current)) await current?.context.close();
  current = null;
  expectedConsole = [];
  expect(problems).toEqual([]);
});
afterAll(async () => {
  await walk.closeAll();
  await closeBrowser();
});

const routes: { path: string; h1: Record<Lang, string | RegExp>; content: Record<Lang, string> }[] = [
  { path: '/promotion', h1: { ko: '프로모션', en: 'Promotions' }, content: { ko: '얼리버드 특가', en: 'Early Bird Offer' } },
  { path: '/package', h1: { ko: '패키지', en: 'Packages' }, content: { ko: '조식 패키지', en: 'RAON Resort Sokcho' } },
  { path: '/promotion/101/1', h1: { ko: '얼리버드 특가', en: 'Early Bird Offer' }, content: { ko: '포함 혜택', en: 'What is included' } },
  { path: '/package/101/4', h1: { ko: '조식 패키지', en: /\S/ }, content: { ko: '유의 사항', en: 'Please note' } },
  { path: '/hotel/101/promotion', h1: { ko: '라온 리조트 속초 프로모션', en: 'RAON Resort Sokcho promotions' }, content: { ko: '연박 할인', en: 'RAON Resort Sokcho' } },
  { path: '/hotel/102/package', h1: { ko: '라온 호텔 낙산 패키지', en: 'RAON Hotel Naksan packages' }, content: { ko: '서핑 패키지', en: 'RAON Hotel Naksan' } },
  { path: '/support', h1: { ko: '고객지원', en: 'Support' }, content: { ko: '개인정보처리방침 개정 안내', en: 'Important' } },
  { path: '/support?state=2', h1: { ko: '고객지원', en: 'Support' }, content: { ko: '한 번에 몇 개의 객실까지 예약할 수 있나요?', en: 'Q' } },
  { path: '/support?state=3', h1: { ko: '고객지원', en: 'Support' }, content: { ko: '개인정보 수집·이용에 동의합니다.', en: 'I agree to the collection and use of my personal information.' } },
  { path: '/hotel/101/support?state=2', h1: { ko: '라온 리조트 속초 고객지원', en: 'RAON Resort Sokcho support' }, content: { ko: '예약', en: 'All' } },
  { path: '/terms?state=2', h1: { ko: '약관 및 정책', en: 'Terms and policies' }, content: { ko: '개인정보처리방침', en: 'Effective 2025.01.01' } },
];

// One context per language and width walks every route; axe reads each route once per width
// (Korean at 1440 px, English at 390 px: the language changes the words, not the markup).
const axeAt = (lang: Lang, viewport: Viewport) => (lang === 'ko') === (viewport === 'desktop');

describe.each(['ko', 'en'] as const)('every route in %s', (lang) => {
  describe.each(['desktop', 'mobile'] as const)('at %s width', (viewport) => {
    it.each(routes)(`$path: 200, one h1, its content${axeAt(lang, viewport) ? ', no serious axe violations' : ''}`, async ({ path: pathname, h1, content }) => {
      const { page, response } = await visit(pathname, { lang, viewport, walk: true });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      const heading = (await page.locator('h1').textContent())?.trim() ?? '';
      if (typeof h1[lang] === 'string') expect(heading).toBe(h1[lang]);
      else expect(heading).toMatch(h1[lang]);
      expect(await page.locator('main').textContent()).toContain(content[lang]);
      // Nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (axeAt(lang, viewport)) expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('offer lists', () => {
  it('shows hotel, periods, nights and price in won, and switches to ended offers by the address', async () => {
    const { page } = await visit('/promotion');
    const first = page.locator('main article').first();
    expect(await first.textContent()).toMatch(/라온 리조트 속초.*얼리버드 특가.*판매 기간\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}.*투숙 기간.*1박159,000원부터/s);
    expect(await page.getByRole('link', { name: '진행 중' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: '종료', exact: true }).click();
    await page.waitForURL(/\/promotion\?status=ended$/);
    await page.getByText('총 3건').waitFor();
    expect(await page.getByRole('link', { name: '종료', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main article').count()).toBe(3);
    expect(await page.locator('main article').first().textContent()).toContain('판매 종료');
  });

  it.each(['desktop', 'mobile'] as const)('keeps each card\'s picture box at 16:10 once the picture is in, whatever its own proportions: nothing below it moves (DESIGN §6: CLS 0, %s)', async (viewport) => {
    const { page } = await visit('/promotion', { viewport });
    // The seed's pictures are 3:2; a box with an aspect ratio and visible overflow grows to fit its
    // content, which moved every card's text 16 px down as its picture loaded.
    const pictures = page.locator('main article img');
    expect(await pictures.count()).toBeGreaterThan(0);
    await expect.poll(() => pictures.evaluateAll((imgs) => imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const boxes = await pictures.evaluateAll((imgs) =>
      imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight).map((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        return { ratio: Math.round((box.width / box.height) * 100) / 100, natural: Math.round(((img as HTMLImageElement).naturalWidth / (img as HTMLImageElement).naturalHeight) * 100) / 100 };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box.ratio).toBe(1.6);
    // The check means something only where a picture's own proportions are not the box's.
    expect(boxes.some((box) => box.natural !== 1.6)).toBe(true);
  });

  it('pages through packages with the page in the address, server-rendered', async () => {
    const html = await (await fetch(`${web}/package?page=2`, { headers: { 'accept-language': 'ko' } })).text();
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>2<\/a>/);
    const { page } = await visit('/package');
    expect(await page.locator('main article').count()).toBe(6);
    await page.getByRole('link', { name: '2 페이지' }).click();
    await page.waitForURL(/\/package\?page=2$/);
    await page.getByRole('link', { name: '2 페이지' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await page.locator('main article').count()).toBe(3);
    expect(await page.getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe('/package');
  });

  it('says so when no offer has ended', async () => {
    const { page } = await visit('/package?status=ended', { lang: 'en' });
    expect(await page.locator('main').textContent()).toContain('There are no ended offers.');
  });

  it('lists one property on its hotel page', async () => {
    const { page } = await visit('/hotel/103/promotion');
    const hotels = await page.locator('main article p:first-of-type').allTextContents();
    expect(hotels.length).toBeGreaterThan(0);
    expect(new Set(hotels)).toEqual(new Set(['라온 리조트 경주']));
    expect(await page.locator('main a[href^="/promotion/103/"]').count()).toBe(hotels.length);
  });
});

describe('offer details', () => {
  it('shows the offer, links its room and opens the booking start page in a new tab', async () => {
    const { page, context } = await visit('/promotion/101/1');
    // The title names the offer's hotel (issue 29, point 3): what a shared link shows.
    expect(await page.title()).toBe('얼리버드 특가 - 라온 리조트 속초 | 라온 호텔앤리조트');
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe('얼리버드 특가 - 라온 리조트 속초 | 라온 호텔앤리조트');
    const main = page.locator('main');
    expect(await main.textContent()).toContain('최대 25%');
    expect(await main.getByRole('heading', { name: '포함 혜택' }).count()).toBe(1);
    expect(await main.getByRole('heading', { name: '유의 사항' }).count()).toBe(1);
    expect(await main.locator('a[href="/room/101/1"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/share-image\/100\/100\/hotel\/101\/promotion\/.+\.png$/);
    // The offer's own content is the server's HTML until the visitor turns to it (issue 29: initial
    // JavaScript): its code comes with the press, and the press is not lost.
    await page.waitForLoadState('networkidle');
    const fetched = () => chunkFetched(page, 'site/components/offers/OfferDetail.tsx');
    expect(await fetched(), "the offer's code with the page").toBe(false);
    const popup = context.waitForEvent('page');
    await main.getByRole('button', { name: /예약하기/ }).click();
    const booking = await popup;
    expect(await fetched(), "the offer's code once pressed").toBe(true);
    const query = Object.fromEntries(new URL(booking.url()).searchParams);
    // The offer and the visit's stay and party go with it (issue 29, point 1).
    expect(query).toMatchObject({ hotel_code: 'RAONSC', promotion_seq: '1', rooms: '1', adults: '2', children: '0' });
    expect(query.check_in).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new URL(booking.url()).pathname).toMatch(/\/start$/);
    await booking.close();
  });

  it('marks an ended offer and offers no booking', async () => {
    const { page } = await visit('/promotion/101/3');
    expect(await page.locator('h1').textContent()).toContain('판매 종료');
    expect(await page.locator('main').textContent()).toContain('판매가 종료된 상품입니다.');
    expect(await page.getByRole('button', { name: /예약하기/ }).count()).toBe(0);
  });

  it.each(['/promotion/102/1', '/package/101/999', '/promotion/abc/1', '/hotel/999/promotion', '/hotel/999/package', '/hotel/999/support'])('%s is a 404', async (pathname) => {
    const { page, response } = await visit(pathname);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('페이지를 찾을 수 없습니다');
  });
});

describe('support: notices', () => {
  it('lists pinned notices first with a badge, expands a row, and pages', async () => {
    const { page } = await visit('/support');
    expect(await page.getByRole('link', { name: '공지사항' }).first().getAttribute('aria-current')).toBe('page');
    const rows = page.locator('main li button[aria-expanded]');
    expect(await rows.first().textContent()).toMatch(/^중요개인정보처리방침 개정 안내.*\d{4}\.\d{2}\.\d{2}$/);
    const button = rows.first();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    // The list is hydrated on demand (demandPart): the first press fetches its code and is replayed
    // once it is in, a moment later.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const region = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await region.waitFor({ state: 'visible' });
    expect(await region.getAttribute('role')).toBe('region');
    // The seed posts this notice 12 days before its seed day (Seoul) and it takes effect 14 days after
    // posting: the day the seed used and the seed's own way of writing it (one clock, any hour).
    expect(await region.textContent()).toContain(`시행일: ${writtenDay(addDays(seedDay, 2)).kor}`);
    // Issue 29: its customer-centre number is a link that calls it.
    expect(await region.getByRole('link', { name: '1588-2040' }).getAttribute('href')).toBe('tel:15882040');
    await page.getByRole('link', { name: '2 페이지' }).click();
    await page.waitForURL(/state=1&page=2$/);
    await page.getByRole('link', { name: '2 페이지' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await rows.count()).toBe(4);
  });

  it('searches by keyword through a labelled form, in the address', async () => {
    const { page } = await visit('/support?state=1');
    const search = page.getByRole('search', { name: '공지사항 검색' });
    await search.getByLabel('검색어').fill('주차장');
    await search.getByRole('button', { name: '검색' }).click();
    await page.waitForURL(/keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('주차장');
    await page.getByText(/‘주차장’ 검색 결과 \d+건/).waitFor();
    const titles = await page.locator('main li button[aria-expanded]').allTextContents();
    expect(titles.some((t) => t.includes('주차장'))).toBe(true);
  });

  it('reads the footer\'s ?tab= like ?state=', async () => {
    const { page } = await visit('/support?tab=3');
    expect(await page.getByRole('link', { name: '고객의 소리' }).first().getAttribute('aria-current')).toBe('page');
    await page.locator('#voc-hotel').waitFor();
  });
});

describe('support: FAQ', () => {
  it('filters by category chips and opens answers from the keyboard', async () => {
    const { page } = await visit('/support?state=2');
    const chips = page.getByRole('navigation', { name: '질문 분류' });
    expect(await chips.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('page');
    await chips.getByRole('link', { name: '객실' }).click();
    await page.waitForURL(/state=2&category=\d+$/);
    await chips.getByRole('link', { name: '객실' }).and(page.locator('[aria-current="page"]')).waitFor();
    const question = page.getByRole('button', { name: /체크인·체크아웃 시간은 언제인가요\?/ });
    await question.focus();
    await page.keyboard.press('Enter');
    // Hydrated on demand, as the notices: the first key is replayed once the list's code is in.
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: /체크인·체크아웃 시간은 언제인가요\?/ });
    await answer.waitFor({ state: 'visible' });
    expect((await answer.textContent())!.length).toBeGreaterThan(10);
    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await answer.waitFor({ state: 'hidden' });
    // Tab moves on to the next question, which opens with Space.
    await page.keyboard.press('Tab');
    const next = page.locator(':focus');
    expect(await next.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    expect(await next.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('support: the inquiry form', () => {
  it('is hydrated on demand: its code is fetched when the visitor turns to the form, not with the page (issue 26)', async () => {
    const { page } = await visit('/support?state=3', { interactive: vocForm });
    const fetched = () => chunkFetched(page, 'site/components/support/VocForm.tsx');
    expect(await fetched(), 'the form\'s code with the page').toBe(false);
    await page.locator('#voc-name').fill('김서연');
    // Its code once a field is typed into.
    await expect.poll(fetched).toBe(true);
    // What was typed into the server's form reached the form's state: only the other fields are asked for.
    await page.locator(vocForm).locator('button[type=submit]').click();
    await page.locator('#voc-hotel-error').waitFor();
    expect(await page.locator('#voc-name-error').count()).toBe(0);
    expect(await page.locator('#voc-name').inputValue()).toBe('김서연');
  });

  it('is loaded lazily: its code is fetched only when the VOC tab opens', async () => {
    current = await openPage();
    const scripts = new Set<string>();
    current.page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await current.page.goto(`${web}/support?state=1`);
    // Hydrated: every script the page loads by itself has come.
    await hydrated(current.page);
    const before = new Set(scripts);
    await current.page.getByRole('link', { name: '고객의 소리' }).first().click();
    // The form shows: the code it needed has come.
    await current.page.locator('#voc-name').waitFor();
    expect([...scripts].filter((u) => !before.has(u)).length).toBeGreaterThan(0);
  });

  it('names every missing field, marks it invalid, and focuses the first', async () => {
    const { page } = await visit('/support?state=3', { viewport: 'mobile', interactive: vocForm });
    await page.getByRole('button', { name: '문의 접수하기' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('(9개 항목)');
    for (const text of ['호텔을 선택해 주세요.', '문의 유형을 선택해 주세요.', '이름을 입력해 주세요.', '휴대폰 번호를 입력해 주세요.', '답변 받을 방법을 선택해 주세요.', '이메일을 입력해 주세요.', '제목을 입력해 주세요.', '문의 내용을 입력해 주세요.', '개인정보 수집·이용에 동의해 주세요.']) {
      expect(await alert.textContent()).toContain(text);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('voc-hotel');
    expect(await page.locator('#voc-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#voc-name').getAttribute('aria-describedby')).toBe('voc-name-error');
    expect(await page.locator('#voc-name-error').textContent()).toBe('이름을 입력해 주세요.');
    await page.locator('#voc-name').fill('김서연');
    expect(await page.locator('#voc-name').getAttribute('aria-invalid')).toBeNull();
    await page.locator('#voc-email').fill('seoyeon');
    await page.locator('#voc-phone').fill('02-123-4567');
    await page.getByRole('button', { name: '문의 접수하기' }).click();
    expect(await page.locator('#voc-email-error').textContent()).toBe('name@example.com처럼 이메일 주소를 정확히 입력해 주세요.');
    expect(await page.locator('#voc-phone-error').textContent()).toBe('010-1234-5678처럼 휴대폰 번호를 정확히 입력해 주세요.');
    // Files the API would refuse are refused here first.
    await page.locator('#voc-attachments').setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    expect(await page.locator('#voc-attachments-error').textContent()).toBe('virus.exe: JPEG, PNG, GIF, PDF 파일만 첨부할 수 있습니다.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('preselects the hotel on a hotel\'s support page, in English', async () => {
    const { page } = await visit('/hotel/102/support?state=3', { lang: 'en', interactive: vocForm });
    expect(await page.locator('#voc-hotel').inputValue()).toBe('102');
    expect(await page.locator('#voc-hotel option:checked').textContent()).toBe('RAON Hotel Naksan');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    // Checked once the form has answered the press (it may be replayed after the form's code arrives).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('voc-category');
    expect(await page.locator('#voc-hotel').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#voc-category-error').textContent()).toBe('Choose a type of inquiry.');
  });

  describe('end to end, with SMS verification', () => {
    // The texted code is in the outbox table of the API's database; the shared e2e server's
    // database lives in the vitest main process, so this block starts its own stack and reads it.
    let own: Started;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-e2e-voc-'));
      own = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }));
    }, slow(120_000));
    afterAll(async () => {
      await own?.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    const textedCode = async (phone: string) => {
      const [row] = await own.db!.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY message_seq DESC LIMIT 1", [phone]);
      return /\[(\d{6})\]/.exec(row?.body ?? '')?.[1] ?? null;
    };

    it('verifies the phone, attaches a file and answers a receipt number', async () => {
      const { page } = await visit('/support?state=3', { base: own.web.url, interactive: vocForm });
      await page.locator('#voc-hotel').selectOption('101');
      await page.locator('#voc-category').selectOption({ label: '객실' });
      await page.locator('#voc-name').fill('김서연');
      await page.locator('#voc-email').fill('seoyeon@example.com');
      await page.getByLabel('이메일', { exact: true }).and(page.locator('[type="radio"]')).check();
      await page.locator('#voc-title').fill('오션뷰 객실 문의');
      await page.locator('#voc-content').fill('12월 24일에 오션뷰 객실 두 개를 예약하려고 합니다.\n엑스트라 베드가 가능한가요?');
      await page.locator('#voc-attachments').setInputFiles({
        name: '예약확인서.png',
        mimeType: 'image/png',
        buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
      });
      // The file is checked in the browser (type by its first bytes) before it is listed.
      await expect.poll(() => page.locator('main').textContent()).toContain('예약확인서.png');
      await page.locator('#voc-agree').check();

      // Not verified yet: the form says so.
      await page.locator('#voc-phone').fill('010-5555-0101');
      await page.getByRole('button', { name: '문의 접수하기' }).click();
      expect(await page.locator('#voc-phone-error').textContent()).toBe('휴대폰 번호 인증을 완료해 주세요.');

      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await page.getByText('인증번호를 보냈습니다. 10분 안에 입력해 주세요.').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('voc-code');
      expect(await page.getByRole('button', { name: /초 후 다시 받기/ }).isDisabled()).toBe(true);
      const code = await textedCode('01055550101');
      expect(code).toMatch(/^\d{6}$/);

      expectedConsole = [/Failed to load resource: the server responded with a status of 400 .*\/bff\/brand\/branding\/mobile\/auth_code\/validate\)$/];
      await page.locator('#voc-code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: '인증 확인' }).click();
      await page.locator('#voc-code-error').waitFor();
      expect(await page.locator('#voc-code-error').textContent()).toBe('인증번호가 일치하지 않습니다. 다시 확인해 주세요.');

      await page.locator('#voc-code').fill(code!);
      await page.getByRole('button', { name: '인증 확인' }).click();
      await page.getByText('휴대폰 번호 인증이 완료되었습니다.').waitFor();
      expect(await page.locator('#voc-phone').getAttribute('readonly')).not.toBeNull();

      await page.getByRole('button', { name: '문의 접수하기' }).click();
      const receipt = page.getByTestId('receipt-no');
      await receipt.waitFor({ timeout: slow(15_000) });
      expect(await receipt.textContent()).toMatch(/^V\d{8}-[0-9A-F]{8}$/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('문의가 접수되었습니다');
      const [voc] = await own.db!.query<{ name: string; hotel_seq: number; reply_method: string }>('SELECT name, hotel_seq, reply_method FROM vocs WHERE receipt_no = $1', [await receipt.textContent()]);
      expect(voc).toEqual({ name: '김서연', hotel_seq: 101, reply_method: 'email' });
      // The file went as multipart (not base64 JSON) and was stored whole, under its own name.
      const [file] = await own.db!.query<{ alt_text: string; byte_size: number }>(
        'SELECT f.alt_text, f.byte_size FROM vocs v JOIN voc_attachments a ON a.voc_seq = v.voc_seq JOIN files f ON f.file_seq = a.file_seq WHERE v.receipt_no = $1',
        [await receipt.textContent()],
      );
      expect(file).toEqual({ alt_text: '예약확인서.png', byte_size: 70 });

      // A new inquiry starts from an empty form.
      await page.getByRole('button', { name: '새 문의 작성하기' }).click();
      expect(await page.locator('#voc-name').inputValue()).toBe('');
      expect(await page.locator('#voc-phone').getAttribute('readonly')).toBeNull();
    });

    it('asks to wait when codes are asked for too often (E429)', async () => {
      const { page } = await visit('/support?state=3', { base: own.web.url, lang: 'en', interactive: vocForm });
      // Another tab already asked for a code for this number a moment ago.
      const sent = await fetch(`${own.web.url}/bff/brand/branding/mobile/auth_code/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'ENG', phone: '01055550102' }),
      });
      expect(sent.status).toBe(200);
      expectedConsole = [/Failed to load resource: the server responded with a status of 429 .*\/bff\/brand\/branding\/mobile\/auth_code\/send\)$/];
      await page.locator('#voc-phone').fill('010-5555-0102');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.locator('#voc-phone-error').waitFor();
      expect(await page.locator('#voc-phone-error').textContent()).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(await page.getByRole('button', { name: /New code in \d+ s/ }).isDisabled()).toBe(true);
    });
  });
});

describe('terms', () => {
  it.each([
    ['?state=2', '개인정보처리방침'],
    ['?state=1', '이용약관'],
    ['?state=99', '이용약관'],
    ['?state=abc', '이용약관'],
    ['', '이용약관'],
  ])('/terms%s shows %s', async (query, title) => {
    const { page, response } = await visit(`/terms${query}`);
    expect(response?.status()).toBe(200);
    const article = page.locator('main article');
    expect(await article.locator('h2').textContent()).toBe(title);
    expect(await article.textContent()).toContain('시행일 2025.01.01');
    expect(await page.getByRole('navigation', { name: '약관 목록' }).getByRole('link', { name: title, exact: true }).getAttribute('aria-current')).toBe('page');
    const whiteSpace = await article.locator('h2 ~ div').evaluate((el) => getComputedStyle(el).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');
  });

  it('switches terms by its list', async () => {
    const { page } = await visit('/terms', { lang: 'en', viewport: 'mobile' });
    const nav = page.getByRole('navigation', { name: 'Terms' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    await links.nth(1).click();
    await page.waitForURL(/\/terms\?state=2$/);
    await links.nth(1).and(page.locator('[aria-current="page"]')).waitFor();
  });
});
