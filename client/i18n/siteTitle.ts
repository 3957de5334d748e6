import { i18nFor } from './instance.ts';

export const BRAND_HOTEL_SEQ = 100;
export const TEST_HOTEL_SEQ = 8000;

/** SPEC §1: hotel 8000 shows the test title; every other hotel the brand title. */
export function siteTitle(ctx: { locale: string; i18nStore: Parameters<typeof i18nFor>[1]; site: { hotelSeq: number } }): string {
  const { t } = i18nFor(ctx.locale, ctx.i18nStore);
  return ctx.site.hotelSeq === TEST_HOTEL_SEQ ? t('site.testTitle') : t('site.title');
}

/** SPEC §1: brand icon for hotel 100, test icon for 8000, the default icon for any other hotel. */
export function faviconPath(hotelSeq: number, version: string): string {
  const name = hotelSeq === BRAND_HOTEL_SEQ ? 'brand' : hotelSeq === TEST_HOTEL_SEQ ? 'test' : 'default';
  return `/favicon/${name}.svg?v=${encodeURIComponent(version)}`;
}
