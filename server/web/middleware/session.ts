import type { RequestHandler } from 'express';
import { z } from 'zod';
import { isTestHotel } from '../../../contracts/hotels.ts';

export const HOTEL_COOKIE = 'c_hotel';
export const COMPANY_COOKIE = 'c_company';
export const DEFAULT_HOTEL_SEQ = 100;
export const DEFAULT_COMPANY_SEQ = 100;

const seqCookie = z.coerce.number().int().positive().max(2_147_483_647);

export interface SiteContext {
  hotelSeq: number;
  companySeq: number;
}

/**
 * SPEC §3 hotel store on the server: hotel from c_hotel (default 100), company from c_company
 * (default 100). A test hotel is never the visit's hotel (docs/decisions.md, issue 15, point 5):
 * a c_hotel naming one (left by a visit before that rule) counts as absent, so brand-wide pages
 * never turn into the test hotel's.
 */
export function siteContextOf(cookies: Record<string, unknown> | undefined): SiteContext {
  const hotel = seqCookie.safeParse(cookies?.[HOTEL_COOKIE]);
  const company = seqCookie.safeParse(cookies?.[COMPANY_COOKIE]);
  return {
    hotelSeq: hotel.success && !isTestHotel(hotel.data) ? hotel.data : DEFAULT_HOTEL_SEQ,
    companySeq: company.success ? company.data : DEFAULT_COMPANY_SEQ,
  };
}

export const siteContext: RequestHandler = (req, res, next) => {
  res.locals.site = siteContextOf(req.cookies as Record<string, unknown> | undefined);
  next();
};
