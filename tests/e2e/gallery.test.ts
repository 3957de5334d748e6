import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { axeViolations, hydrated, isSerious } from '../helpers/browser.ts';
import { brandVisitors, SIZES } from '../helpers/brand-visitors.ts';
import koUi from '../../locales/ko/ui.json';
import enUi from '../../locales/en/ui.json';

/**
 * Issue 29, point 4: every picture of a gallery reachable on desktop and phone. A picture opens
 * the lightbox on itself; the counter, the arrows, ←/→, a swipe and Escape work, focus stays in it
 * and returns to the picture that opened it. A room page and a promotion, in Korean and English,
 * at 1440 px and as a phone at 390 px.
 */
const web = e2eServer().webUrl;
const { visitor } = brandVisitors(web);
const languages = [
  { name: 'Korean', locale: 'ko', browserLocale: 'ko-KR', ui: koUi },
  { name: 'English', locale: 'en', browserLocale: 'en-US', ui: enUi },
];
const cases = SIZES.flatMap((size) => languages.map((language) => ({ size, language, name: `${size.name}, ${language.name}` })));

const counterText = (page: Page) => page.getByRole('dialog').locator('p[aria-live]').textContent();

const openerName = (ui: typeof koUi) => new RegExp(ui.lightbox.open.replace(/\{\{[a-z]+\}\}/g, '.+'));

describe.each(cases)('the pictures of a room and an offer ($name)', ({ size, language }) => {
  it('open in a lightbox that reaches every picture by button, key and swipe, and gives the focus back', async () => {
    const { page } = await visitor(size, language.browserLocale, { saved: language.locale });
    const response = await page.goto(`${web}/room/101/1`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const openers = page.getByRole('button', { name: openerName(language.ui) });
    const total = await openers.count();
    expect(total, 'a button per picture shown').toBeGreaterThan(1);
    const second = openers.nth(1);
    const secondName = await second.getAttribute('aria-label');
    await second.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await counterText(page)).toMatch(/^2 \/ \d+$/);
    const all = Number((await counterText(page))!.split('/')[1]);
    expect(all).toBeGreaterThanOrEqual(total);
    expect(await dialog.getAttribute('aria-label')).toBeTruthy();
    // axe: nothing serious in the open lightbox.
    const violations = await axeViolations(page, { include: '[role="dialog"]' });
    expect(violations.filter(isSerious).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Every picture, one after the other, by the next button, round to where it began.
    const seen = new Set<string>();
    for (let i = 0; i < all; i++) {
      seen.add((await dialog.locator('img').getAttribute('src'))!);
      await dialog.getByRole('button', { name: language.ui.lightbox.next }).click();
    }
    expect(seen.size).toBe(all);
    expect(await counterText(page)).toBe(`2 / ${all}`);
    await dialog.getByRole('button', { name: language.ui.lightbox.previous }).click();
    expect(await counterText(page)).toBe(`1 / ${all}`);
    // The keyboard: → and ←.
    await page.keyboard.press('ArrowRight');
    expect(await counterText(page)).toBe(`2 / ${all}`);
    await page.keyboard.press('ArrowLeft');
    expect(await counterText(page)).toBe(`1 / ${all}`);
    // A swipe to the left turns to the next picture (a mouse drag here: the same pointer events as a finger).
    const stage = await page.getByTestId('lightbox-stage').boundingBox();
    const y = stage!.y + stage!.height / 2;
    await page.mouse.move(stage!.x + stage!.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(stage!.x + stage!.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    expect(await counterText(page)).toBe(`2 / ${all}`);
    // Focus stays inside: Tab goes round the dialog's buttons.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    // Escape closes it, and the picture that opened it has the focus again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(secondName);
  });

  it('open an offer\'s picture in the lightbox and close it again with its button', async () => {
    const { page } = await visitor(size, language.browserLocale, { saved: language.locale });
    const response = await page.goto(`${web}/promotion/101/1`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const opener = page.getByRole('button', { name: openerName(language.ui) }).first();
    const name = await opener.getAttribute('aria-label');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const all = Number((await counterText(page))!.split('/')[1]);
    expect(await counterText(page)).toBe(`1 / ${all}`);
    // One picture: nothing to turn to.
    if (all === 1) expect(await dialog.getByRole('button', { name: language.ui.lightbox.next }).count()).toBe(0);
    await dialog.getByRole('button', { name: language.ui.lightbox.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
  });
});
