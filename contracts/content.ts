// The content calls of the operator API (SPEC §7: pop-ups, facilities, offers, notices, FAQ):
// bodies and answers, shared by the api, the web app's API client and (as types) the pages.
import { z } from 'zod';
import { brandBase, fileRef, langType, paging, seq } from './common.ts';

export { paging };

export const facilityTypes = ['room', 'golf', 'dining', 'leisure', 'wellness'] as const;

const image = fileRef.extend({ alt_text: z.string().nullable() });
const date = z.string().describe('yyyy-mm-dd');
/** Which language the entity's translated texts are in (docs/decisions.md, issue 15 point 3). */
const contentLangType = langType.describe('The language of the translated texts: the requested lang_type, else ENG, else KOR.');

// --- content version (web page cache) ---
export const contentVersionBody = z.strictObject({});
export const contentVersionResult = z.object({
  version: z.number().int().describe('Moves on every change of public content.'),
  changed_at: z.string().describe('ISO 8601'),
});

// --- event pop-ups ---
export const eventPopupListBody = brandBase;
export const eventPopup = z.object({
  popup_seq: z.number().int(),
  hotel_seq: z.number().int().nullable().describe('null: shown on every hotel of the company'),
  title: z.string(),
  content: z.string(),
  content_lang_type: contentLangType,
  link_url: z.string().nullable(),
  image: image.nullable(),
  start_at: z.string().describe('ISO 8601'),
  end_at: z.string().describe('ISO 8601'),
});
export const eventPopupListResult = z.object({ event_popup_list: z.array(eventPopup) });

// --- brand introduction ---
export const introMainBody = brandBase;
export const introMainResult = z.object({
  intro: z.object({
    hotel_seq: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    highlights: z.array(z.object({ title: z.string(), text: z.string() })),
    content_lang_type: contentLangType,
    opened_on: date.nullable(),
    total_rooms: z.number().int().nullable(),
    hero_image: image.nullable(),
    location: z
      .object({
        latitude: z.number().describe('WGS 84'),
        longitude: z.number().describe('WGS 84'),
        check_in_time: z.string().describe('HH:MM, Korea time'),
        check_out_time: z.string().describe('HH:MM, Korea time'),
        by_car: z.string(),
        by_transit: z.string().describe('Train, bus and taxi'),
        airport: z.string().describe('The nearest airports and how far'),
        parking: z.string(),
        map_image: image.nullable().describe('A sketch map shipped with the site'),
        content_lang_type: contentLangType,
      })
      .nullable()
      .describe('Where the property is and how to get there; null for the brand.'),
  }),
});

// --- facilities and rooms ---
export const facilityListBody = brandBase.extend({
  facility_type: z.enum(facilityTypes).optional().describe('Only this type (rooms are type room); all types when absent.'),
});
const facilityBase = z.object({
  facility_seq: z.number().int(),
  hotel_seq: z.number().int(),
  hotel_name: z.string(),
  hotel_name_en: z.string(),
  facility_type: z.enum(facilityTypes),
  name: z.string(),
  summary: z.string(),
  content_lang_type: contentLangType,
  size_m2: z.number().nullable(),
  capacity_standard: z.number().int().nullable(),
  capacity_max: z.number().int().nullable(),
  images: z.array(image),
});
export const facilityListResult = z.object({ facility_list: z.array(facilityBase) });

export const facilityDetailBody = brandBase.extend({
  facility_seq: seq.describe('The facility (for /room/{id}/{detailId}: detailId).'),
  facility_type: z.enum(facilityTypes).optional().describe('When given, the facility must be of this type (room detail asks for room).'),
});
export const facilityDetailResult = z.object({
  facility: facilityBase.extend({
    description: z.string(),
    location: z.string().nullable(),
    view: z.string().nullable(),
    amenities: z.array(z.string()),
    notes: z.array(z.string()),
    bed_type: z.string().nullable(),
    check_in_time: z.string().nullable(),
    check_out_time: z.string().nullable(),
    open_time: z.string().nullable(),
    close_time: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});

// --- promotions and packages ---
export const offerStatus = z.enum(['ongoing', 'ended', 'all']).default('ongoing').describe('ongoing: on sale today; ended: sale period over.');
export const offerListBody = brandBase.extend({ ...paging, status: offerStatus });
const offerItem = z.object({
  hotel_seq: z.number().int(),
  hotel_name: z.string(),
  hotel_name_en: z.string(),
  title: z.string(),
  summary: z.string(),
  content_lang_type: contentLangType,
  sale_start: date,
  sale_end: date,
  stay_start: date,
  stay_end: date,
  price_from: z.number().int().nullable().describe('KRW, taxes included'),
  nights: z.number().int(),
  is_ended: z.boolean(),
  images: z.array(image),
});
const offerDetail = offerItem.extend({
  description: z.string(),
  benefits: z.array(z.string()),
  notes: z.array(z.string()),
  room: z.object({ facility_seq: z.number().int(), name: z.string() }).nullable(),
  booking_hotel_code: z.string(),
});
export const promotionItem = offerItem.extend({ promotion_seq: z.number().int() });
export const packageItem = offerItem.extend({ package_seq: z.number().int() });
const listMeta = { total_count: z.number().int(), page: z.number().int(), page_size: z.number().int() };
export const promotionListResult = z.object({ promotion_list: z.array(promotionItem), ...listMeta });
export const packageListResult = z.object({ package_list: z.array(packageItem), ...listMeta });
export const promotionDetailBody = brandBase.extend({ promotion_seq: seq });
export const packageDetailBody = brandBase.extend({ package_seq: seq });
export const promotionDetailResult = z.object({ promotion: offerDetail.extend({ promotion_seq: z.number().int() }) });
export const packageDetailResult = z.object({ package: offerDetail.extend({ package_seq: z.number().int() }) });

// --- notices, FAQ, categories ---
const keyword = z.string().trim().max(100).optional().describe('Words to look for in titles and text.');
export const noticeListBody = brandBase.extend({ ...paging, keyword });
export const noticeListResult = z.object({
  notice_list: z.array(z.object({
    notice_seq: z.number().int(),
    hotel_seq: z.number().int().nullable().describe('null: a notice of every property'),
    hotel_name: z.string().nullable().describe('The property the notice concerns (null for every property).'),
    hotel_name_en: z.string().nullable(),
    title: z.string(),
    content: z.string(),
    content_lang_type: contentLangType,
    is_pinned: z.boolean(),
    posted_at: z.string().describe('ISO 8601'),
    view_count: z.number().int(),
  })),
  ...listMeta,
});

export const faqListBody = brandBase.extend({ category_seq: seq.optional(), keyword });
export const faqListResult = z.object({
  faq_list: z.array(z.object({
    faq_seq: z.number().int(),
    category_seq: z.number().int(),
    category_name: z.string(),
    question: z.string(),
    answer: z.string(),
    content_lang_type: contentLangType,
  })),
});

export const categoryTypes = ['faq', 'voc'] as const;
export const categoryListBody = brandBase.extend({ category_type: z.enum(categoryTypes).describe('faq: FAQ categories; voc: inquiry categories.') });
export const categoryListResult = z.object({
  category_list: z.array(z.object({ category_seq: z.number().int(), category_type: z.enum(categoryTypes), category_key: z.string(), name: z.string(), content_lang_type: contentLangType })),
});
