import { z } from 'zod';
import { brandBase, envelope, fileRef, langType } from '../server/api/schemas/common.ts';

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
