import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { loadConfig } from '../../server/config.ts';
import { start, type Started } from '../../server/start.ts';
import { ANDROID_UA, closeBrowser, hidePopupsToday, openPage, type Watched, seriousAxeFindings } from '../helpers/browser.ts';
import { hydratedElement } from '../helpers/portal-session.ts';
import { slow } from '../helpers/waits.ts';
import koSite from '../../locales/ko/site.json';
import enSite from '../../locales/en/site.json';
import jaSite from '../../locales/ja/site.json';
import koMail from '../../locales/ko/mail.json';
import enMail from '../../locales/en/mail.json';
import jaMail from '../../locales/ja/mail.json';

/**
 * The inquiry form and the inquiry lookup (issue 15, point 7), at 1440x900 and as a 390x844 phone,
 * in Korean, English and Japanese: the stay an inquiry is about (dates, rooms, party, the child age
 * label) with a message at each field; a file of the wrong type refused in the browser, naming it;
 * the file button in the page's language; and the lookup from the receipt screen through the
 * texted code to the status and the hotel's answer. Every test ends with zero console errors and
 * zero CSP violations (afterEach). The texted codes are read from the outbox of a stack this file
 * starts for itself (no SMS gateway is configured), as the other e2e files that need them do.
 */

const sizes: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop 1440x900', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone 390x844', options: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
];
type Tree = { [key: string]: string | Tree };
const languages = [
  { name: 'Korean', locale: 'ko', browserLocale: 'ko-KR', site: koSite as Tree, mail: koMail as Tree },
  { name: 'English', locale: 'en', browserLocale: 'en-US', site: enSite as Tree, mail: enMail as Tree },
  { name: 'Japanese', locale: 'ja', browserLocale: 'ja-JP', site: jaSite as Tree, mail: jaMail as Tree },
] as const;
type Language = (typeof languages)[number];
const cases = sizes.flatMap((size) => languages.map((language) => ({ size, language, name: `${size.name}, ${language.name}` })));

/** A text of the page's translations, as i18next interpolates it. */
function tr(tree: Tree, key: string, values: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof text !== 'string') throw new Error(`no text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

let own: Started;
let dataDir: string;
let current: Watched | null = null;
/** Console lines a test causes on purpose: the browser logs every 4xx answer of fetch() as an error. */
let expectedConsole: RegExp[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-e2e-inquiry-'));
  own = await start(loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }));
}, slow(180_000));
afterEach(async () => {
  const problems = (current?.problems ?? []).filter((p) => !expectedConsole.some((re) => re.test(p)));
  await current?.context.close();
  current = null;
  expectedConsole = [];
  expect(problems).toEqual([]);
});
afterAll(async () => {
  await closeBrowser();
  await own?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function open(options: BrowserContextOptions, language: Language, pathname: string, interactive: string): Promise<Page> {
  current = await openPage({ ...options, locale: language.browserLocale });
  await current.context.addCookies([{ name: 'language', value: language.locale, url: own.web.url }]);
  await hidePopupsToday(current.context);
  const response = await current.page.goto(own.web.url + pathname);
  expect(response?.status()).toBe(200);
  expect(await current.page.getAttribute('html', 'lang')).toBe(language.locale);
  // The form answers once it has hydrated.
  await hydratedElement(current.page.locator(interactive));
  return current.page;
}

async function seriousViolations(page: Page) {
  return seriousAxeFindings(page);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** The inquiry category of `key` (reservation, room …), as the form's select names it. */
const vocCategory = async (key: string) => String((await own.db!.query<{ category_seq: number }>("SELECT category_seq FROM categories WHERE category_type = 'voc' AND category_key = $1", [key]))[0]!.category_seq);
const reservationCategory = () => vocCategory('reservation');
const lastCode = async (phone: string) => {
  const [row] = await own.db!.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY message_seq DESC LIMIT 1", [phone]);
  return /\[(\d{6})\]/.exec(row?.body ?? '')?.[1] ?? null;
};
/** Waits for a text message newer than `after` to a number and answers its code. */
async function newCode(phone: string, after: string | null): Promise<string> {
  await expect.poll(() => lastCode(phone), { timeout: slow(15_000) }).not.toBe(after);
  return (await lastCode(phone))!;
}

/** The inquiry form's mobile number, verified with the code the site sent to it. */
async function verifyPhone(page: Page, phone: string, t: (key: string) => string): Promise<void> {
  await page.locator('#voc-phone').fill(phone);
  await page.getByRole('button', { name: t('voc.sendCode') }).click();
  await page.locator('#voc-code').waitFor();
  await page.locator('#voc-code').fill(await newCode(phone, null));
  await page.getByRole('button', { name: t('voc.confirmCode') }).click();
  await page.getByText(t('voc.verified')).waitFor();
}

const form = 'form[aria-labelledby="voc-form-title"]';
const lookupForm = 'form[aria-labelledby="lookup-form-title"]';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// A Windows program renamed to look like a photo: the extension is accepted, its first bytes are not.
const renamedExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

describe.each(cases)('the inquiry form, $name', ({ size, language }) => {
  const t = (key: string, values?: Record<string, string | number>) => tr(language.site, key, values);
  /** A text with a count, in the language's plural form (i18next's _one, _other keys). */
  const tc = (key: string, count: number, values: Record<string, string | number> = {}) => {
    const form = new Intl.PluralRules(language.locale).select(count);
    try {
      return tr(language.site, `${key}_${form}`, { count, ...values });
    } catch {
      return tr(language.site, `${key}_other`, { count, ...values });
    }
  };

  it('asks for the stay of a stay inquiry, with a message at each field it refuses', async () => {
    const page = await open(size.options, language, '/support?state=3', form);
    expect(await page.locator('#voc-stay').count()).toBe(0);
    // A reservation inquiry is about a stay: the stay's fields open.
    await page.locator('#voc-category').selectOption(await reservationCategory());
    // The form is hydrated on demand (demandPart): this first choice fetches its code, and the form
    // takes it once it has hydrated, a moment later.
    await expect.poll(() => page.locator('#voc-aboutStay').isChecked()).toBe(true);
    const stay = page.locator('#voc-stay');
    await stay.waitFor();
    expect(await stay.locator('legend').textContent()).toBe(t('voc.stay.legend'));
    // SPEC §9: children are 37 months to 12 years.
    expect(await page.locator('#voc-children-hint').textContent()).toBe(t('voc.stay.childrenHint'));
    if (language.locale === 'ko') expect(t('voc.stay.childrenHint')).toBe('37개월 ~ 12세');
    expect(await page.getByLabel(t('voc.stay.children')).getAttribute('id')).toBe('voc-children');

    // Yesterday in Seoul, 0 nights, 6 rooms, no adult: four messages, each at its field.
    const yesterday = addDays(seoulDay(), -1);
    await page.locator('#voc-checkIn').fill(yesterday);
    await page.locator('#voc-checkOut').fill(yesterday);
    await page.locator('#voc-rooms').fill('6');
    await page.locator('#voc-adults').fill('0');
    await page.getByRole('button', { name: t('voc.submit') }).click();
    const expected = { checkIn: t('voc.errors.checkInPast'), checkOut: t('voc.errors.checkOutNights'), rooms: t('voc.errors.rooms'), adults: t('voc.errors.adults') };
    for (const [field, message] of Object.entries(expected)) {
      expect(await page.locator(`#voc-${field}-error`).textContent(), field).toBe(message);
      expect(await page.locator(`#voc-${field}`).getAttribute('aria-invalid'), field).toBe('true');
      expect(await page.locator(`#voc-${field}`).getAttribute('aria-describedby'), field).toContain(`voc-${field}-error`);
    }
    const summary = await page.getByRole('alert').filter({ hasText: t('voc.errors.checkInPast') }).textContent();
    for (const message of Object.values(expected)) expect(summary).toContain(message);
    // The first invalid field (the hotel, then these) takes the focus; the stay's come before the name.
    await expect.poll(() => focusedId(page)).toBe('voc-hotel');
    // The summary counts what is still wrong, as each field is put right (issue 29).
    const title = page.getByTestId('voc-summary-title');
    const wrong = Number(/\d+/.exec((await title.textContent())!)![0]);
    expect(await title.textContent()).toBe(t('voc.summaryTitle', { count: wrong }));
    await page.locator('#voc-rooms').fill('5');
    await expect.poll(() => title.textContent()).toBe(t('voc.summaryTitle', { count: wrong - 1 }));

    // Corrected, each message goes.
    const checkIn = addDays(seoulDay(), 7);
    await page.locator('#voc-checkIn').fill(checkIn);
    await page.locator('#voc-checkOut').fill(addDays(checkIn, 2));
    await page.locator('#voc-rooms').fill('5');
    await page.locator('#voc-adults').fill('2');
    await page.locator('#voc-children').fill('1');
    await page.getByRole('button', { name: t('voc.submit') }).click();
    await page.locator('#voc-name-error').waitFor();
    for (const field of ['checkIn', 'checkOut', 'rooms', 'adults', 'children']) expect(await page.locator(`#voc-${field}-error`).count(), field).toBe(0);
    expect(await page.locator('#voc-nights').textContent()).toBe(tc('voc.stay.nights', 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a file of the wrong type before sending, naming it, behind a file button in the page\'s language', async () => {
    const page = await open(size.options, language, '/support?state=3', form);
    const button = page.locator('#voc-attachments-button');
    expect((await button.textContent())?.trim()).toBe(t('voc.chooseFiles'));
    expect(await page.getByRole('button', { name: t('voc.chooseFiles') }).count()).toBe(1);
    expect(await page.locator('#voc-attachments-status').textContent()).toBe(t('voc.noFiles'));
    // The browser's own control (which would speak the browser's language) is out of sight and out of the tab order.
    const box = await page.locator('#voc-attachments').boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    expect(await page.locator('#voc-attachments').getAttribute('tabindex')).toBe('-1');
    // The button is reached from the message field with Tab.
    await page.locator('#voc-content').focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('voc-attachments-button');
    // It opens the file chooser of the hidden input.
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('photo.png').first().waitFor();
    expect(await page.locator('#voc-attachments-status').textContent()).toBe(tc('voc.filesChosen', 1, { max: 3 }));

    // A renamed EXE: its name says JPEG, its first bytes say otherwise; nothing is sent.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bff/')) requests.push(r.url());
    });
    await page.locator('#voc-attachments').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: renamedExe });
    await page.locator('#voc-attachments-error').waitFor();
    expect(await page.locator('#voc-attachments-error').textContent()).toBe(t('voc.errors.fileContent', { name: 'holiday.jpg' }));
    expect(await button.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('voc-attachments-button');
    // A program under its own name, too.
    await page.locator('#voc-attachments').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: renamedExe });
    await expect.poll(() => page.locator('#voc-attachments-error').textContent()).toBe(t('voc.errors.fileType', { name: 'setup.exe' }));
    expect(requests).toEqual([]);
    // Only the good file is listed, and it can be removed.
    const items = page.locator('main li').filter({ hasText: /\.(png|jpg|exe)/ });
    expect(await items.allTextContents()).toEqual([expect.stringContaining('photo.png')]);
    await page.getByRole('button', { name: t('voc.removeFile', { name: 'photo.png' }) }).click();
    expect(await page.getByText('photo.png').count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('voc-attachments-button');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe.each(cases.map((c, i) => ({ ...c, phone: `0105577${String(i).padStart(4, '0')}` })))('the inquiry lookup, $name', ({ size, language, phone }) => {
  const t = (key: string, values?: Record<string, string | number>) => tr(language.site, key, values);

  it('goes from the receipt to the texted code, the status and then the answer', async () => {
    let page = await open(size.options, language, '/support?state=3', form);
    // An inquiry about a stay, sent with a verified phone.
    await page.locator('#voc-hotel').selectOption('101');
    await page.locator('#voc-category').selectOption(await reservationCategory());
    const checkIn = addDays(seoulDay(), 14);
    await page.locator('#voc-checkIn').fill(checkIn);
    await page.locator('#voc-checkOut').fill(addDays(checkIn, 2));
    await page.locator('#voc-children').fill('1');
    await page.locator('#voc-name').fill('Kim Seoyeon');
    await page.locator('#voc-email').fill(`seoyeon.${phone}@example.com`);
    await page.locator('#voc-replyMethod-email').check();
    await page.locator('#voc-title').fill('Extra bed');
    await page.locator('#voc-content').fill('Could we have an extra bed for our child?');
    await page.locator('#voc-agree').check();
    await verifyPhone(page, phone, t);
    await page.getByRole('button', { name: t('voc.submit') }).click();
    const receiptNo = (await page.getByTestId('receipt-no').textContent({ timeout: slow(20_000) }))!;
    expect(receiptNo).toMatch(/^V\d{8}-[0-9A-F]{8}$/);
    const [voc] = await own.db!.query<{ lang_type: string; check_in: string; children: number }>("SELECT lang_type, to_char(check_in, 'YYYY-MM-DD') AS check_in, children FROM vocs WHERE receipt_no = $1", [receiptNo]);
    expect(voc).toEqual({ lang_type: { ko: 'KOR', en: 'ENG', ja: 'JAN' }[language.locale], check_in: checkIn, children: 1 });

    // The receipt e-mail is in the page's language and links the lookup with this receipt.
    await expect.poll(async () => (await own.db!.query("SELECT 1 FROM outbox WHERE channel = 'email' AND subject LIKE '%' || $1 || '%'", [receiptNo])).length).toBe(1);
    const [mail] = await own.db!.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE channel = 'email' AND subject LIKE '%' || $1 || '%'", [receiptNo]);
    expect(mail!.body).toContain(tr(language.mail, 'receipt.reply.email'));
    expect(mail!.body).toContain(`/support?state=4&receipt=${receiptNo}&lang=${language.locale}`);

    // The receipt screen links the lookup, the receipt number filled in.
    const link = page.getByRole('link', { name: t('voc.lookupLink') });
    expect(await link.getAttribute('href')).toBe(`/support?state=4&receipt=${receiptNo}`);
    await link.click();
    await page.waitForURL(/state=4/);
    await hydratedElement(page.locator(lookupForm));
    page = current!.page;
    expect(await page.getByRole('link', { name: t('support.lookup') }).first().getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('#lookup-receipt').inputValue()).toBe(receiptNo);

    // Receipt + mobile number → a code (the answer says "if they match"). One text per number per
    // 60 s: the verification text of a moment ago is moved back past that wait, without waiting.
    await own.db!.query("UPDATE sms_verifications SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phone]);
    await page.locator('#lookup-phone').fill(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    const formCode = await lastCode(phone);
    await page.getByRole('button', { name: t('voc.sendCode') }).click();
    await page.getByText(t('lookup.codeSent')).waitFor();
    await expect.poll(() => focusedId(page)).toBe('lookup-code');
    const code = await newCode(phone, formCode);

    // A wrong code: the one neutral message.
    expectedConsole = [/Failed to load resource: the server responded with a status of 400 .*\/bff\/brand\/branding\/voc\/lookup\/validate\)$/];
    await page.locator('#lookup-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t('lookup.submit') }).click();
    await page.locator('#lookup-code-error').waitFor();
    expect(await page.locator('#lookup-code-error').textContent()).toBe(t('lookup.errors.mismatch'));

    await page.locator('#lookup-code').fill(code);
    await page.getByRole('button', { name: t('lookup.submit') }).click();
    const status = page.getByTestId('lookup-status');
    await status.waitFor();
    expect(await status.textContent()).toBe(t('lookup.status.RECEIVED'));
    await expect.poll(() => focusedId(page)).toBe('lookup-result-title');
    expect(await page.getByTestId('lookup-answer').textContent()).toContain(t('lookup.noAnswer'));
    expect(await page.locator('main').textContent()).toContain('Could we have an extra bed for our child?');

    // The hotel answers; the visitor looks again (past the 60 s between texts, without waiting).
    const answer = `An extra bed is 30,000 won a night (${language.locale}).`;
    await own.db!.query("UPDATE vocs SET status = 'ANSWERED', answer = $2, answered_at = now() WHERE receipt_no = $1", [receiptNo, answer]);
    await own.db!.query("UPDATE sms_verifications SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phone]);
    await page.getByRole('button', { name: t('lookup.again') }).click();
    await expect.poll(() => page.locator('#lookup-receipt').inputValue()).toBe(receiptNo);
    await page.getByRole('button', { name: t('voc.sendCode') }).click();
    await page.locator('#lookup-code').fill(await newCode(phone, code));
    await page.getByRole('button', { name: t('lookup.submit') }).click();
    await status.waitFor();
    expect(await status.textContent()).toBe(t('lookup.status.ANSWERED'));
    expect(await page.getByTestId('lookup-answer').textContent()).toContain(answer);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a long upload (issue 29)', () => {
  it('says how far the files have gone, in words and percent, then that the inquiry is being registered (1440x900, Korean)', async () => {
    const language = languages.find((l) => l.locale === 'ko')!;
    const t = (key: string, values?: Record<string, string | number>) => tr(language.site, key, values);
    // A number of its own per attempt (a retry must not wait for the first attempt's code to cool down).
    const phone = `0105578${String(Date.now() % 10_000).padStart(4, '0')}`;
    const page = await open(sizes[0]!.options, language, '/support?state=3', form);
    await page.locator('#voc-hotel').selectOption('101');
    await page.locator('#voc-category').selectOption(await vocCategory('room'));
    await page.locator('#voc-name').fill('김서연');
    await page.locator('#voc-email').fill(`upload.${phone}@example.com`);
    await page.locator('#voc-replyMethod-email').check();
    await page.locator('#voc-title').fill('객실 사진');
    await page.locator('#voc-content').fill('욕실 타일이 깨진 사진을 보냅니다.');
    await page.locator('#voc-agree').check();
    // A 3 MB photo (a PNG's signature, then its bytes).
    const size = 3 * 1_048_576;
    const photo = Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
    await page.locator('#voc-attachments').setInputFiles({ name: 'bathroom.png', mimeType: 'image/png', buffer: photo });
    await verifyPhone(page, phone, t);
    // A slow line (Chromium's own throttling; measured here it sends about half a megabyte a
    // second at this setting), so that the upload takes seconds: a busy machine only slows it more.
    const cdp = await current!.context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 24_000_000 });
    // Every text the overlay shows until the receipt comes, recorded by the page itself at each
    // change of the document: polled from here (two round trips a look), a loaded machine missed
    // the whole upload between two looks (a CI run beside a busy process saw only the last text).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=loading-progress]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: t('voc.submit') }).click();
    await page.getByTestId('receipt-no').waitFor({ timeout: slow(60_000) });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const sending = /^첨부 파일을 보내는 중 (\d{1,2})% \((\d+\.\d)MB \/ 3\.0MB\)$/;
    const percents = seen.flatMap((text) => (sending.exec(text) ? [Number(sending.exec(text)![1])] : []));
    // It said how far it had come (Chromium reports an upload's progress every few hundred
    // kilobytes), never going back, and then that the inquiry was being registered.
    expect(percents.length, seen.join(' | ')).toBeGreaterThan(0);
    expect(percents, seen.join(' | ')).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.every((text) => sending.test(text) || text === t('voc.uploadSaving')), seen.join(' | ')).toBe(true);
    const receiptNo = (await page.getByTestId('receipt-no').textContent())!;
    const [files] = await own.db!.query<{ n: number; bytes: string }>('SELECT count(*)::int AS n, sum(f.byte_size)::text AS bytes FROM voc_attachments a JOIN files f USING (file_seq) JOIN vocs v USING (voc_seq) WHERE v.receipt_no = $1', [receiptNo]);
    expect(files).toEqual({ n: 1, bytes: String(size) });
  });
});
