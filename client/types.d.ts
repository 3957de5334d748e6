import type { Resource } from 'i18next';
import type { Locale } from '../locales/languages.ts';
import type { BrandMain } from '../server/web/api-client.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Interface language of this request (SPEC §4 language rule). */
      locale: Locale;
      /** The translations of `locale`, namespace by namespace. */
      i18nStore: Resource[string];
      /** Hotel and company of this visit (cookies c_hotel, c_company). */
      site: { hotelSeq: number; companySeq: number };
      /** /brand/branding/main for the hotel, or null when the call failed (SPEC §8). */
      brand: BrandMain | null;
      /** Build time, appended to icon addresses for cache-busting. */
      assetVersion: string;
      /** Base address of the booking site: BOOKING_SITE_URL, or the local stand-in's path. */
      bookingSiteUrl: string;
      cspNonce?: string;
    }
  }
}

export {};
