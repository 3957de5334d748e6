import type { Resource } from 'i18next';
import { BRAND_HOTEL_SEQ, isTestHotel, TEST_HOTEL_SEQ } from '../../contracts/hotels.ts';
import { i18nOf } from './instance.ts';

export { BRAND_HOTEL_SEQ, TEST_HOTEL_SEQ };

/**
 * SPEC §1: the test hotel shows the test title; every other hotel the brand title. The hotel is the
 * page's (`scope.hotel_seq`: /hotel/{id}, /room/{id}/… are that hotel's, other pages the visit's),
 * never a cookie left by an earlier visit to another hotel.
 */
export function siteTitle(ctx: { locale: string; i18nStore?: Resource[string]; scope: { hotel_seq: number } }): string {
  const { t } = i18nOf(ctx);
  return isTestHotel(ctx.scope.hotel_seq) ? t('site.testTitle') : t('site.title');
}

/** SPEC §1: brand icon for hotel 100, test icon for 8000, the default icon for any other hotel. */
export function faviconPath(hotelSeq: number, version: string): string {
  const name = hotelSeq === BRAND_HOTEL_SEQ ? 'brand' : isTestHotel(hotelSeq) ? 'test' : 'default';
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
