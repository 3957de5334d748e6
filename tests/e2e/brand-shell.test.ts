import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, type Watched } from '../helpers/browser.ts';

const web = inject('webUrl');
let current: Watched | null = null;

async function visit(path: string, options: Parameters<typeof openPage>[0] = {}, cookies: Record<string, string> = {}) {
  current = await openPage(options);
  const entries = Object.entries(cookies).map(([name, value]) => ({ name, value, url: web }));
  if (entries.length > 0) await current.context.addCookies(entries);
  const response = await current.page.goto(web + path, { waitUntil: 'networkidle' });
  return { ...current, response };
}

afterEach(async () => {
  // Every page of every test: zero console errors and zero CSP violations.
  const problems = current?.problems ?? [];
  await current?.context.close();
  current = null;
  expect(problems).toEqual([]);
});
afterAll(async () => {
  await closeBrowser();
});

describe('the home page', () => {
  it('renders in Korean for a Korean browser, with <html lang="ko">', async () => {
    const { page, response } = await visit('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    await expect(page.locator('h1').textContent()).resolves.toBe('머무는 순간이 여행이 되는 곳');
    expect(await page.locator('footer').textContent()).toContain('사업자등록번호');
  });

  it('renders in English for any other browser language', async () => {
    const { page } = await visit('/', { locale: 'ja-JP' });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe('Where every stay becomes a journey');
    expect(await page.locator('main').textContent()).toContain('RAON Resort Sokcho');
  });

  it('follows the saved language over the browser language', async () => {
    const { page } = await visit('/', { locale: 'ko-KR' }, { language: 'en' });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('switching the language saves it and reloads in that language', async () => {
    const { page } = await visit('/');
    await Promise.all([page.waitForEvent('load'), page.getByLabel('언어 선택').selectOption('en')]);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => [localStorage.getItem('language'), sessionStorage.getItem('language')])).toEqual(['en', 'en']);
  });

  it.each([
    [null, '라온 호텔앤리조트', 'brand'],
    ['100', '라온 호텔앤리조트', 'brand'],
    ['8000', '라온 호텔앤리조트 [테스트]', 'test'],
    ['101', '라온 호텔앤리조트', 'default'],
  ])('hotel %s: title "%s" and the %s icon', async (hotel, title, icon) => {
    const { page } = await visit('/', {}, hotel ? { c_hotel: hotel } : {});
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(new RegExp(`^/favicon/${icon}\\.svg\\?v=\\d+$`));
  });

  it('is themed with the hotel colour', async () => {
    const { page } = await visit('/', {}, { c_hotel: '102' });
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--raon-color-brand').trim());
    expect(brand.toUpperCase()).toBe('#2E7D5B');
  });

  it('hydrates: the Hotel & Resort button opens the panel of hotel cards', async () => {
    const { page } = await visit('/');
    const button = page.getByRole('button', { name: '호텔 & 리조트' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('라온 리조트 속초'),
      expect.stringContaining('라온 호텔 낙산'),
      expect.stringContaining('라온 리조트 경주'),
    ]);
    expect(await panel.textContent()).toContain('속초시 대포동');
  });

  it('renders the not-found page with status 404', async () => {
    const { page, response } = await visit('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('페이지를 찾을 수 없습니다');
  });
});

describe('the pop-up callbacks', () => {
  const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-0101'], hotel_code: 13, user_name: '김민준' };
  const data = Buffer.from(JSON.stringify(user)).toString('base64url');

  it('login_success tells the opener who logged in and closes itself; logout logs out', async () => {
    const { page, context } = await visit('/');
    const popupClosed = (async () => {
      const popup = await context.waitForEvent('page');
      await popup.waitForEvent('close');
    })();
    await page.evaluate((url) => void window.open(url, 'login', 'width=536,height=825'), `/login_success?data=${data}`);
    await popupClosed;
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('greeting').textContent()).toBe('김민준님');
    expect(await page.getByTestId('announcer').textContent()).toBe('로그인되었습니다.');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('c_sessionStore')!))).toEqual({ userInfo: user, isLogin: true });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('greeting').waitFor();

    await page.evaluate(() => void window.open('/logout', 'logout', 'width=536,height=825'));
    await page.getByTestId('greeting').waitFor({ state: 'detached' });
    expect(await page.getByTestId('announcer').textContent()).toBe('로그아웃되었습니다.');
  });

  it('a malformed login answer is refused with 400 and posts nothing', async () => {
    const { page, context } = await visit('/');
    const popupPromise = context.waitForEvent('page');
    await page.evaluate(() => void window.open('/login_success?data=bm90LWpzb24', 'login'));
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(await popup.locator('h1').textContent()).toBe('로그인 정보를 확인할 수 없습니다');
    expect(popup.isClosed()).toBe(false);
    expect(await page.getByTestId('greeting').count()).toBe(0);
  });
});
