import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { axeViolations, chunkFetched, chunkOf, hydrated, isSerious } from '../helpers/browser.ts';
import { brandVisitors, SIZES } from '../helpers/brand-visitors.ts';
import koSite from '../../locales/ko/site.json';
import enSite from '../../locales/en/site.json';
import koUi from '../../locales/ko/ui.json';
import enUi from '../../locales/en/ui.json';

/**
 * Issue 29, point 1: the booking bar on the home page and a property's page — hotel, check-in and
 * check-out typed on the keyboard (the browser's own date field; Seoul's today first), rooms and
 * each room's adults and children — hands all of it to the booking site's start page, and so do a
 * room's "book this room" (with the room) and the hotel modal on phones; the choice is kept for
 * the visit. Korean and English, at 1440 px and as a phone at 390 px. The dates are counted from
 * today in Seoul, whatever the hour or the machine's zone.
 *
 * The bar is the server's HTML until the visitor turns to it (issue 29: initial JavaScript): the
 * server draws tonight and one night; its code comes at the first touch or focus, and at once where
 * the tab holds a choice of its own. What the tests read after a touch is therefore polled.
 */
const BAR_CODE = 'site/components/BookingBar.tsx';
const web = e2eServer().webUrl;
const { visitor } = brandVisitors(web);
const languages = [
  { name: 'Korean', locale: 'ko', browserLocale: 'ko-KR', site: koSite, ui: koUi },
  { name: 'English', locale: 'en', browserLocale: 'en-US', site: enSite, ui: enUi },
];
const cases = SIZES.flatMap((size) => languages.map((language) => ({ size, language, name: `${size.name}, ${language.name}` })));

/**
 * The digits a person types into the date field, part by part. The browser lays the parts out in
 * its own interface language (Chromium here: en-US, month/day/year, whatever the page's language);
 * the test checks the value it ends with, so another layout fails plainly rather than passing.
 */
const typed = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${m}${d}${y}`;
};

/** The start page the next click opens in a new tab, with what it received. */
async function handedOff(context: BrowserContext, click: () => Promise<void>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  const received = Object.fromEntries(await tab.locator('dd[data-received]').evaluateAll((dds) => dds.map((dd) => [dd.getAttribute('data-received'), dd.textContent])));
  const opener = await tab.evaluate(() => window.opener);
  await tab.close();
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), received, opener };
}

const stepper = (page: Page, within: string, name: string) => page.getByTestId('booking-guests-panel').locator(within).getByRole('button', { name, exact: true });

describe.each(cases)('the booking bar ($name)', ({ size, language }) => {
  it('hands the hotel, the stay typed on the keyboard, the rooms and each room\'s party to the booking site, and keeps them for the visit', async () => {
    const { page, context } = await visitor(size, language.browserLocale, { saved: language.locale });
    await page.goto(`${web}/`);
    await hydrated(page);
    const bar = page.getByTestId('booking-bar');
    const today = seoulDay();
    const checkIn = bar.getByTestId('booking-check-in');
    const checkOut = bar.getByTestId('booking-check-out');
    // Tonight, one night, by default (SPEC §3), in Seoul's calendar: drawn by the server, the bar's
    // code not fetched until the visitor turns to it.
    await page.waitForLoadState('networkidle');
    expect(await checkIn.inputValue()).toBe(today);
    expect(await checkOut.inputValue()).toBe(addDays(today, 1));
    expect(await checkIn.getAttribute('min')).toBe(today);
    expect(await bar.getByTestId('booking-nights').textContent()).toBe(language.locale === 'ko' ? '1박' : '1 night');
    expect(await bar.getByLabel(language.site.booking.checkIn, { exact: true }).count()).toBe(1);
    expect(await chunkFetched(page, BAR_CODE), "the bar's code with the page").toBe(false);

    // Check-out three nights later, typed into the date field.
    const out = addDays(today, 3);
    await checkOut.focus();
    await page.keyboard.type(typed(out));
    await expect.poll(() => checkOut.inputValue()).toBe(out);
    await expect.poll(() => bar.getByTestId('booking-nights').textContent()).toBe(language.locale === 'ko' ? '3박' : '3 nights');

    // Two rooms; one child in the second, whose age range is said.
    const toggle = bar.getByTestId('booking-guests');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const b = language.site.booking;
    await page.getByTestId('booking-guests-panel').getByRole('group', { name: b.rooms }).getByRole('button', { name: b.more.replace('{{what}}', b.rooms) }).click();
    const rooms = page.getByTestId('booking-room');
    await expect.poll(() => rooms.count()).toBe(2);
    await rooms.nth(1).getByRole('group', { name: b.children }).getByRole('button', { name: b.more.replace('{{what}}', b.children) }).click();
    expect(await rooms.nth(1).textContent()).toContain(b.childrenHint);
    const violations = await axeViolations(page, { include: '[data-testid="booking-bar"]' });
    expect(violations.filter(isSerious).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Escape closes the panel and gives the focus back to its button.
    await stepper(page, '[data-testid=booking-room] >> nth=1', b.more.replace('{{what}}', b.adults)).focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('booking-guests-panel').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('booking-guests');
    const summary = language.locale === 'ko' ? '객실 2 · 성인 4 · 아동 1' : '2 rooms · 4 adults · 1 child';
    expect(await toggle.textContent()).toContain(summary);

    const expected = { check_in: today, check_out: out, rooms: '2', adults: '2,2', children: '0,1' };
    const dialog = page.getByRole('dialog', { name: language.ui.hotelSelectModal.title });
    if (!size.mobile) {
      // No hotel yet: the bar says so and offers the hotels.
      await bar.getByTestId('booking-submit').click();
      await dialog.waitFor();
      expect(await bar.getByTestId('booking-problems').textContent()).toBe(b.problems.hotel);
      await dialog.getByRole('button', { name: /낙산|Naksan/ }).first().click();
      await dialog.getByRole('button', { name: language.ui.hotelSelectModal.apply }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await bar.getByTestId('booking-problems').textContent()).toBe('');
      const booking = await handedOff(context, () => bar.getByTestId('booking-submit').click());
      expect(booking.path).toBe('/booking-standin/start');
      expect(booking.query).toEqual({ hotel_code: 'RAONNS', ...expected });
      expect(booking.received).toMatchObject({ hotel_code: 'RAONNS', check_in: today, check_out: out, nights: '3', rooms: '2' });
      expect(booking.opener).toBeNull();
    } else {
      // On a phone, choosing the hotel in the sheet opens the booking site at once, with the stay and the party.
      await bar.getByTestId('booking-hotel').click();
      await dialog.waitFor();
      const booking = await handedOff(context, () => dialog.getByRole('button', { name: /낙산|Naksan/ }).first().click());
      expect(booking.query).toEqual({ hotel_code: 'RAONNS', ...expected });
      expect(booking.received).toMatchObject({ nights: '3', rooms: '2' });
      await dialog.waitFor({ state: 'detached' });
    }

    // The choice is kept for the visit: a room's "book this room" hands it on with the room.
    await page.goto(`${web}/room/102/10`);
    await hydrated(page);
    const room = await handedOff(context, () => page.getByRole('button', { name: language.site.room.book }).click());
    expect(room.query).toEqual({ hotel_code: 'RAONNS', ...expected, room_seq: '10' });
    expect(room.received).toMatchObject({ room_seq: '10', 'room 2': language.locale === 'ko' ? '성인 2, 아동 1' : '2 adults, 1 children' });

    // A property's page: its bar books that property, with the visit's stay.
    await page.goto(`${web}/hotel/101`);
    await hydrated(page);
    const propertyBar = page.getByTestId('booking-bar');
    await expect.poll(() => propertyBar.getByTestId('booking-hotel').textContent()).toMatch(/속초|Sokcho/);
    // The tab's choice is not what the server drew: the bar's code comes at once, untouched, to show it.
    await expect.poll(() => propertyBar.getByTestId('booking-check-out').inputValue()).toBe(out);
    expect(await chunkFetched(page, BAR_CODE), "the bar's code for the tab's choice").toBe(true);
    const property = await handedOff(context, () => propertyBar.getByTestId('booking-submit').click());
    expect(property.query).toEqual({ hotel_code: 'RAONSC', ...expected });
  });
});

describe('the booking bar refuses a stay it cannot book (desktop 1440x900, Korean)', () => {
  it('says a check-in before today in Seoul is not one, on the field that is wrong, and moves the focus there', async () => {
    const { page, context } = await visitor(SIZES[0]!, 'ko-KR', { saved: 'ko' });
    await page.goto(`${web}/hotel/102`);
    await hydrated(page);
    const bar = page.getByTestId('booking-bar');
    await expect.poll(() => bar.getByTestId('booking-hotel').textContent()).toContain('낙산');
    const yesterday = addDays(seoulDay(), -1);
    const checkIn = bar.getByTestId('booking-check-in');
    // Typed into the server's field while the bar's code is on its way (held here until the date is
    // in): the bar takes the date as typed once it runs.
    let typedIn!: () => void;
    const typing = new Promise<void>((resolve) => (typedIn = resolve));
    await page.route(`**${chunkOf(BAR_CODE)}`, async (route) => {
      await typing;
      await route.continue();
    });
    await checkIn.focus();
    await page.keyboard.type(typed(yesterday));
    expect(await checkIn.inputValue()).toBe(yesterday);
    expect(await chunkFetched(page, BAR_CODE), "the bar's code while the date is typed").toBe(false);
    typedIn();
    let opened = false;
    context.on('page', () => (opened = true));
    await bar.getByTestId('booking-submit').click();
    await expect.poll(() => bar.getByTestId('booking-problems').textContent()).toBe(koSite.booking.problems.past);
    expect(await checkIn.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('booking-check-in');
    expect(opened).toBe(false);
    // Corrected, the message goes as the field is put right.
    await page.keyboard.type(typed(seoulDay()));
    await expect.poll(() => bar.getByTestId('booking-problems').textContent()).toBe('');
  });
});
