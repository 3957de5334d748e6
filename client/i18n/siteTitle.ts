import type { Resource } from 'i18next';
import { i18nOf } from './instance.ts';

export const BRAND_HOTEL_SEQ = 100;
export const TEST_HOTEL_SEQ = 8000;

/** SPEC §1: hotel 8000 shows the test title; every other hotel the brand title. */
export function siteTitle(ctx: { locale: string; i18nStore?: Resource[string]; site: { hotelSeq: number } }): string {
  const { t } = i18nOf(ctx);
  return ctx.site.hotelSeq === TEST_HOTEL_SEQ ? t('site.testTitle') : t('site.title');
}

/** SPEC §1: brand icon for hotel 100, test icon for 8000, the default icon for any other hotel. */
export function faviconPath(hotelSeq: number, version: string): string {
  const name = hotelSeq === BRAND_HOTEL_SEQ ? 'brand' : hotelSeq === TEST_HOTEL_SEQ ? 'test' : 'default';
  return `/favicon/${name}.svg?v=${encodeURIComponent(version)}`;
}

/** A page's title: '{page} | {site}'; the home page has the site title alone. */
export function pageTitle(ctx: Parameters<typeof siteTitle>[0], page: string | null | undefined): string {
  const site = siteTitle(ctx);
  return page ? `${page} | ${site}` : site;
}

/** A translated text of the page's language, outside React (+title, +description hooks). */
export function translate(ctx: { locale: string; i18nStore?: Resource[string] }, key: string, options?: Record<string, unknown>): string {
  return i18nOf(ctx).t(key, options);
}
