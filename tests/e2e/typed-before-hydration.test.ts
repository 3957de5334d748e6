// Issue 14, point 7: text a visitor types before the page has hydrated must never be lost. On a
// busy machine an inquiry test got "Enter your mobile number." under a number it had typed: the
// form's script came after the typing, and React hydrated the controlled field without reading
// it (tests/unit/typed-before-hydration.test.tsx shows the mechanism). Here each form a visitor
// can type into is opened with its scripts held back, typed into while it is still the server's
// HTML, then hydrated and submitted: what was typed must be what the form works with.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { closeBrowser, hidePopupsToday, holdScripts, openPage, type Watched } from '../helpers/browser.ts';
import { hydratedElement, sessionCookie, shownElement } from '../helpers/portal-session.ts';
import { withinTest } from '../helpers/waits.ts';

const web = e2eServer().webUrl;
let current: Watched | null = null;

// Each test's steps with the second each began: a test that runs out of time says where (CI once
// saw the first test time out at 87 s with no step named).
let steps: string[] = [];
let began = 0;
const step = (name: string) => steps.push(`${((performance.now() - began) / 1000).toFixed(1)} s ${name}`);
/** What is left of the test's limit, less a margin: a wait given it fails, saying what the page showed, before the test's bare time-out. */
const left = () => Math.max(1_000, withinTest(60 * 60_000, 0.85) - (performance.now() - began));
beforeEach(() => {
  steps = [];
  began = performance.now();
  onTestFailed(() => console.error(`typed-before-hydration: the steps taken before the failure:\n  ${steps.join('\n  ')}`));
});

afterEach(async () => {
  const problems = current?.problems ?? [];
  await current?.context.close();
  current = null;
  expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
});
afterAll(async () => {
  await closeBrowser();
});

/** Opens `path` as the server sent it, with no script run yet: nothing on it is hydrated. */
async function openHeld(path: string, ready: string, opts: { locale?: string; loginId?: string } = {}): Promise<{ page: Page; release: () => void }> {
  step('a browser context');
  current = await openPage({ locale: opts.locale ?? 'ko-KR' });
  await hidePopupsToday(current.context);
  if (opts.loginId) {
    step('a session');
    await sessionCookie(current.context, web, opts.loginId);
  }
  const release = await holdScripts(current.context, web);
  // A form sent by the browser itself (not by the app) loads another page: the steps say so.
  const page = current.page;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) step(`the page is now ${frame.url()}`);
  });
  step(`open ${path}`);
  await current.page.goto(web + path, { waitUntil: 'commit' });
  step(`wait for ${ready}`);
  await shownElement(current.page.locator(ready), left());
  step('opened, scripts held');
  return { page: current.page, release };
}

/**
 * Whether the page has hydrated (`<html data-hydrated>`, the app's own signal; no renderer
 * internals, issue 26): the element typed into was the server's HTML while this is false.
 */
const touchedByReact = (page: Page, selector: string) => page.locator(selector).evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe('what a visitor types before hydration', () => {
  it('reaches the brand site\'s inquiry form: the typed number is sent a code, nothing typed is asked for again', async () => {
    const { page, release } = await openHeld('/support?state=3', '#voc-agree', { locale: 'en-US' });
    // The hotels come with the page's brand read: a page rendered while that read failed has none
    // (SPEC §8), and choosing one would wait for the test's whole time.
    expect(await page.locator('#voc-hotel option[value="101"]').count(), 'the hotel 101 in the form\'s list').toBe(1);
    step('typing');
    await page.locator('#voc-hotel').selectOption('101');
    await page.locator('#voc-category').selectOption({ index: 1 });
    await page.locator('#voc-name').fill('Kim Seoyeon');
    await page.locator('#voc-email').fill('seoyeon@example.com');
    await page.locator('#voc-phone').fill('010-5555-0199');
    await page.locator('#voc-replyMethod-email').check();
    await page.locator('#voc-title').fill('Ocean-view rooms');
    await page.locator('#voc-content').fill('Two ocean-view rooms on 24 December: is an extra bed possible?');
    await page.locator('#voc-agree').check();
    // All of it typed into the server's HTML: no script has run.
    expect(await touchedByReact(page, '#voc-phone')).toBe(false);

    step('release the scripts');
    release();
    await hydratedElement(page.locator('#voc-agree'), left());
    step('send');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    // Only the verification is missing: every typed field reached the form's state.
    await expect.poll(() => page.locator('#voc-phone-error').textContent()).toBe('Verify your mobile number first.');
    const summary = await page.getByRole('alert').filter({ hasText: 'Please check' }).textContent();
    expect(summary).toContain('Please check 1 fields');
    expect(summary).not.toContain('Enter your mobile number.');
    for (const field of ['hotel', 'category', 'name', 'email', 'replyMethod', 'title', 'content', 'agree']) expect(await page.locator(`#voc-${field}-error`).count(), field).toBe(0);

    // The failure of the slow machine: "Send code" read an empty number. Now it texts the typed one.
    step('send a code');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We have texted you a code. Enter it within 10 minutes.').waitFor();
    expect(await page.locator('#voc-phone').inputValue()).toBe('010-5555-0199');
    expect(await page.locator('#voc-name').inputValue()).toBe('Kim Seoyeon');
  });

  it('reaches the owner login: typed before hydration, signed in after it', async () => {
    const { page, release } = await openHeld('/login-member', 'input[name=password]');
    step('typing');
    await page.locator('input[name=loginId]').fill('sokcho01');
    await page.locator('input[name=password]').fill('demo1234!');
    expect(await touchedByReact(page, 'input[name=password]')).toBe(false);
    step('release the scripts');
    release();
    await hydratedElement(page.locator('form button[type=submit]'), left());
    step('sign in');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${web}/member`);
  });

  it('signs the owner in even when the log-in is sent before hydration: a POST, the password in no address', async () => {
    // Before its script runs, the browser submits the form itself (server/web/bff/login-form.ts).
    const { page } = await openHeld('/login-member?next=%2Fmember%2Fboard', 'input[name=password]');
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.locator('input[name=loginId]').fill('sokcho01');
    await page.locator('input[name=password]').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    // Its scripts held, the page never fires "load".
    await page.waitForURL(`${web}/login-member?error=wrong&next=%2Fmember%2Fboard`, { waitUntil: 'domcontentloaded' });
    // Said on the page the server sent back (its scripts are still held).
    expect(await page.getByRole('alert').textContent()).toBe('로그인 정보를 다시 확인 해주세요.');
    await page.locator('input[name=loginId]').fill('sokcho01');
    await page.locator('input[name=password]').fill('demo1234!');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL(`${web}/member/board`, { waitUntil: 'domcontentloaded' });
    await shownElement(page.getByTestId('board'));
    for (const address of addresses) expect(address).not.toMatch(/password|demo1234|not-the-password/);
  });

  it('reaches the portal\'s inquiry form: only the field left empty is asked for', async () => {
    const { page, release } = await openHeld('/member/board/voc/write', '#voc-content', { loginId: 'sokcho01' });
    step('typing');
    await page.locator('#voc-title').fill('주차 등록 문의');
    await page.locator('#voc-content').fill('차량 번호 변경을 어디에 신청하나요?');
    expect(await touchedByReact(page, '#voc-content')).toBe(false);
    step('release the scripts');
    release();
    await hydratedElement(page.getByTestId('voc-submit'), left());
    step('send');
    await page.getByTestId('voc-submit').click();
    await expect.poll(() => page.locator('#voc-category_seq-error').textContent()).toBe('문의 유형을 선택해 주세요.');
    expect(await page.locator('#voc-title-error').count()).toBe(0);
    expect(await page.locator('#voc-content-error').count()).toBe(0);
    expect(await page.locator('#voc-title').inputValue()).toBe('주차 등록 문의');
    expect(await page.locator('#voc-content').inputValue()).toBe('차량 번호 변경을 어디에 신청하나요?');
  });

  it('reaches the portal\'s affiliate inquiry (the booking form\'s hook): the typed phone is not asked for', async () => {
    const { page, release } = await openHeld('/member/membership?tab=affiliateInquiry', '#aff-request', { loginId: 'sokcho01' });
    step('typing');
    await page.locator('#aff-phone').fill('010-5555-0198');
    await page.locator('#aff-request').fill('창가 자리로 부탁드립니다.');
    expect(await touchedByReact(page, '#aff-phone')).toBe(false);
    step('release the scripts');
    release();
    const form = page.getByTestId('affiliate-form');
    const send = form.getByRole('button', { name: '문의 보내기' });
    await hydratedElement(send, left());
    step('send');
    await send.click();
    step('clicked');
    await expect.poll(() => form.getByTestId('form-summary').textContent()).toContain('희망 시설 항목을 입력해 주세요.');
    step('summary read');
    expect(await form.getByTestId('form-summary').textContent()).not.toContain('연락받을 휴대폰');
    expect(await page.locator('#aff-phone').inputValue()).toBe('010-5555-0198');
    expect(await page.locator('#aff-request').inputValue()).toBe('창가 자리로 부탁드립니다.');
  });
});
