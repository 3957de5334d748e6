// The brand calls of the operator API (SPEC §7): their bodies, their answers' zod schemas and the
// table of the reads the pages are made from. Used by the api (server/api), the web app's API client
// (server/web/api-client.ts) and, as types only, by the pages (the brand's data, a read's answer).
import { z } from 'zod';
import type { LangType } from '../locales/languages.ts';
import { brandBase, envelope, fileRef, langType } from './common.ts';
import * as C from './content.ts';

export const brandMainBody = brandBase;
export const termListBody = brandBase;

const nullableText = z.string().nullable();

export const propertyHotel = z.object({
  hotel_seq: z.number().int(),
  hotel_name: z.string(),
  hotel_name_en: z.string(),
  hotel_address: z.string().describe('Space-separated; words 2 and 3 are the location shown on hotel cards.'),
  hotel_logo_file_list: z.array(fileRef).describe('The first entry is the logo.'),
  booking_hotel_code: z.string(),
});

export const brandingData = propertyHotel.extend({
  company_seq: z.number().int(),
  hotel_color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  main_tel: nullableText,
  main_email: nullableText,
  fax_number: nullableText,
  main_name: z.string().describe('CEO'),
  business_registration: z.string(),
  mail_order_report: nullableText,
  instagram: nullableText,
  facebook: nullableText,
  youtube: nullableText,
  kakao: nullableText,
});

export const brandMainResponse = envelope(
  z.object({ branding_data: brandingData, property_hotel_list: z.array(propertyHotel) }),
);

export const brandTerm = z.object({
  term_seq: z.number().int(),
  title: z.string(),
  content: z.string(),
  content_lang_type: langType.describe('The language of title and content: the requested lang_type, else ENG, else KOR.'),
  effective_date: z.string().describe('yyyy-mm-dd'),
});

export const termListResponse = envelope(z.object({ brand_term_list: z.array(brandTerm) }));

export type BrandingData = z.infer<typeof brandingData>;
export type PropertyHotel = z.infer<typeof propertyHotel>;
export type BrandTerm = z.infer<typeof brandTerm>;

export type BrandMain = z.infer<typeof brandMainResponse>['result_data'];
export type BrandTermList = z.infer<typeof termListResponse>['result_data']['brand_term_list'];

export interface BrandScope {
  company_seq: number;
  hotel_seq: number;
  lang_type: LangType;
}

/** The public content calls pages are made from (SPEC §7 brand calls), with their answers' shapes. */
export const brandReads = {
  main: { path: 'brand/branding/main', body: z.object({}), result: brandMainResponse.shape.result_data },
  termList: { path: 'brand/branding/term/list', body: z.object({}), result: termListResponse.shape.result_data },
  eventPopupList: { path: 'brand/branding/event_popup/list', body: z.object({}), result: C.eventPopupListResult },
  introMain: { path: 'brand/branding/intro/main', body: z.object({}), result: C.introMainResult },
  facilityList: { path: 'brand/branding/facility/list', body: C.facilityListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.facilityListResult },
  facilityDetail: { path: 'brand/branding/facility/detail', body: C.facilityDetailBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.facilityDetailResult },
  promotionList: { path: 'brand/branding/promotion/list', body: C.offerListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.promotionListResult },
  promotionDetail: { path: 'brand/branding/promotion/detail', body: C.promotionDetailBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.promotionDetailResult },
  packageList: { path: 'brand/branding/package/list', body: C.offerListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.packageListResult },
  packageDetail: { path: 'brand/branding/package/detail', body: C.packageDetailBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.packageDetailResult },
  noticeList: { path: 'brand/branding/notice/list', body: C.noticeListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.noticeListResult },
  faqList: { path: 'brand/branding/faq/list', body: C.faqListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.faqListResult },
  categoryList: { path: 'brand/branding/category_info/list', body: C.categoryListBody.omit({ company_seq: true, hotel_seq: true, lang_type: true }), result: C.categoryListResult },
} as const;

export type BrandReadName = keyof typeof brandReads;
export type BrandReadBody<K extends BrandReadName> = z.input<(typeof brandReads)[K]['body']>;
export type BrandReadResult<K extends BrandReadName> = z.output<(typeof brandReads)[K]['result']>;
