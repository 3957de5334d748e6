import type { z } from 'zod';
import type { LangType } from '../../../locales/languages.ts';
import type { Queryable } from '../../db/index.ts';
import { AppError } from '../errors.ts';
import type * as S from '../../../contracts/content.ts';
import { hotelScope, imagesOf, iso, type BrandScope } from './scope.ts';
import { translation } from './translation.ts';

type Out<T extends z.ZodType> = z.input<T>;
type Paged = { page: number; page_size: number };

type ContentLang = { content_lang_type: LangType };

// Every translated entity: the requested language, else English, else Korean (translation.ts).
const popupT = translation('event_popup_translations', 'popup_seq', 'p.popup_seq');
const introT = translation('brand_intro_translations', 'intro_seq', 'i.intro_seq');
const locationT = translation('hotel_location_translations', 'hotel_seq', 'l.hotel_seq');
const facilityT = translation('facility_translations', 'facility_seq', 'fa.facility_seq');
const roomT = translation('facility_translations', 'facility_seq', 'o.room_facility_seq', { prefix: 'r' });
const offerT = translation('offer_translations', 'offer_seq', 'o.offer_seq');
const noticeT = translation('notice_translations', 'notice_seq', 'n.notice_seq');
const faqT = translation('faq_translations', 'faq_seq', 'f.faq_seq');
const categoryT = translation('category_translations', 'category_seq', 'c.category_seq', { prefix: 'c' });

export async function listEventPopups(db: Queryable, scope: BrandScope): Promise<Out<typeof S.eventPopupListResult>> {
  await hotelScope(db, scope);
  const rows = await db.query<ContentLang & { popup_seq: number; hotel_seq: number | null; title: string; content: string; link_url: string | null; start_at: Date; end_at: Date; file_path: string | null; file_name: string | null; alt_text: string | null }>(
    `SELECT p.popup_seq, p.hotel_seq, ${popupT.column('title')}, ${popupT.column('content')}, ${popupT.lang()}, p.link_url, p.start_at, p.end_at, f.file_path, f.file_name, f.alt_text
       FROM event_popups p ${popupT.join}
       LEFT JOIN files f ON f.file_seq = p.file_seq
      WHERE p.company_seq = $2 AND (p.hotel_seq IS NULL OR p.hotel_seq = $3) AND p.start_at <= now() AND p.end_at > now()
      ORDER BY p.sort_order, p.popup_seq`,
    [scope.lang_type, scope.company_seq, scope.hotel_seq],
  );
  return {
    event_popup_list: rows.map((r) => ({
      popup_seq: r.popup_seq,
      hotel_seq: r.hotel_seq,
      title: r.title,
      content: r.content,
      content_lang_type: r.content_lang_type,
      link_url: r.link_url,
      image: r.file_path && r.file_name ? { file_path: r.file_path, file_name: r.file_name, alt_text: r.alt_text } : null,
      start_at: iso(r.start_at),
      end_at: iso(r.end_at),
    })),
  };
}

export async function getIntro(db: Queryable, scope: BrandScope): Promise<Out<typeof S.introMainResult>> {
  await hotelScope(db, scope);
  const [row] = await db.query<ContentLang & { hotel_seq: number; title: string; subtitle: string; description: string; highlights: { title: string; text: string }[]; opened_on: string | null; total_rooms: number | null; file_path: string | null; file_name: string | null; alt_text: string | null }>(
    `SELECT i.hotel_seq, ${introT.column('title')}, ${introT.column('subtitle')}, ${introT.column('description')}, ${introT.column('highlights')}, ${introT.lang()},
            i.opened_on, i.total_rooms, f.file_path, f.file_name, f.alt_text
       FROM brand_intros i ${introT.join}
       LEFT JOIN files f ON f.file_seq = i.hero_file_seq
      WHERE i.hotel_seq = $2`,
    [scope.lang_type, scope.hotel_seq],
  );
  if (!row) throw new AppError('E404', `Hotel ${scope.hotel_seq} has no introduction.`);
  const { file_path, file_name, alt_text, ...intro } = row;
  const [place] = await db.query<ContentLang & { latitude: string; longitude: string; check_in_time: string; check_out_time: string; by_car: string; by_transit: string; airport: string; parking: string; map_alt: string; file_path: string | null; file_name: string | null }>(
    `SELECT l.latitude, l.longitude, l.check_in_time, l.check_out_time, ${locationT.column('by_car')}, ${locationT.column('by_transit')}, ${locationT.column('airport')},
            ${locationT.column('parking')}, ${locationT.column('map_alt')}, ${locationT.lang()}, f.file_path, f.file_name
       FROM hotel_locations l ${locationT.join}
       LEFT JOIN files f ON f.file_seq = l.map_file_seq
      WHERE l.hotel_seq = $2`,
    [scope.lang_type, scope.hotel_seq],
  );
  const location = place
    ? {
        latitude: Number(place.latitude),
        longitude: Number(place.longitude),
        check_in_time: place.check_in_time,
        check_out_time: place.check_out_time,
        by_car: place.by_car,
        by_transit: place.by_transit,
        airport: place.airport,
        parking: place.parking,
        map_image: place.file_path && place.file_name ? { file_path: place.file_path, file_name: place.file_name, alt_text: place.map_alt } : null,
        content_lang_type: place.content_lang_type,
      }
    : null;
  return { intro: { ...intro, hero_image: file_path && file_name ? { file_path, file_name, alt_text } : null, location } };
}

const facilityColumns = `
  fa.facility_seq, fa.hotel_seq, h.hotel_name, h.hotel_name_en, fa.facility_type, ${facilityT.column('name')}, ${facilityT.column('summary')}, ${facilityT.lang()},
  fa.size_m2, fa.capacity_standard, fa.capacity_max`;

type FacilityRow = ContentLang & { facility_seq: number; hotel_seq: number; hotel_name: string; hotel_name_en: string; facility_type: (typeof S.facilityTypes)[number]; name: string; summary: string; size_m2: number | null; capacity_standard: number | null; capacity_max: number | null };

export async function listFacilities(db: Queryable, scope: BrandScope & { facility_type?: (typeof S.facilityTypes)[number] }): Promise<Out<typeof S.facilityListResult>> {
  const { hotelSeqs } = await hotelScope(db, scope);
  const rows = await db.query<FacilityRow>(
    `SELECT ${facilityColumns}
       FROM facilities fa JOIN hotels h ON h.hotel_seq = fa.hotel_seq ${facilityT.join}
      WHERE fa.hotel_seq = ANY($2::int[]) AND fa.is_active AND ($3::text IS NULL OR fa.facility_type = $3)
      ORDER BY h.sort_order, fa.facility_type, fa.sort_order, fa.facility_seq`,
    [scope.lang_type, hotelSeqs, scope.facility_type ?? null],
  );
  const images = await imagesOf(db, 'facility_images', 'facility_seq', rows.map((r) => r.facility_seq));
  return { facility_list: rows.map((r) => ({ ...r, images: images.get(r.facility_seq) ?? [] })) };
}

export async function getFacility(db: Queryable, scope: BrandScope & { facility_seq: number; facility_type?: (typeof S.facilityTypes)[number] }): Promise<Out<typeof S.facilityDetailResult>> {
  const { hotelSeqs } = await hotelScope(db, scope);
  const [row] = await db.query<FacilityRow & { description: string; location: string | null; view: string | null; amenities: string[]; notes: string[]; bed_type: string | null; check_in_time: string | null; check_out_time: string | null; open_time: string | null; close_time: string | null; phone: string | null }>(
    `SELECT ${facilityColumns}, ${facilityT.column('description')}, ${facilityT.column('location')}, ${facilityT.column('view')}, ${facilityT.column('amenities')}, ${facilityT.column('notes')},
            fa.bed_type, fa.check_in_time, fa.check_out_time, fa.open_time, fa.close_time, fa.phone
       FROM facilities fa JOIN hotels h ON h.hotel_seq = fa.hotel_seq ${facilityT.join}
      WHERE fa.facility_seq = $2 AND fa.hotel_seq = ANY($3::int[]) AND fa.is_active AND ($4::text IS NULL OR fa.facility_type = $4)`,
    [scope.lang_type, scope.facility_seq, hotelSeqs, scope.facility_type ?? null],
  );
  if (!row) throw new AppError('E404', `Hotel ${scope.hotel_seq} has no ${scope.facility_type ?? 'facility'} ${scope.facility_seq}.`);
  const images = await imagesOf(db, 'facility_images', 'facility_seq', [row.facility_seq]);
  return { facility: { ...row, images: images.get(row.facility_seq) ?? [] } };
}

type OfferKind = 'promotion' | 'package';
type OfferRow = ContentLang & { offer_seq: number; hotel_seq: number; hotel_name: string; hotel_name_en: string; title: string; summary: string; sale_start: string; sale_end: string; stay_start: string; stay_end: string; price_from: number | null; nights: number; is_ended: boolean };

const offerColumns = `
  o.offer_seq, o.hotel_seq, h.hotel_name, h.hotel_name_en, ${offerT.column('title')}, ${offerT.column('summary')}, ${offerT.lang()},
  to_char(o.sale_start, 'YYYY-MM-DD') AS sale_start, to_char(o.sale_end, 'YYYY-MM-DD') AS sale_end,
  to_char(o.stay_start, 'YYYY-MM-DD') AS stay_start, to_char(o.stay_end, 'YYYY-MM-DD') AS stay_end,
  o.price_from, o.nights, o.sale_end < (now() AT TIME ZONE 'Asia/Seoul')::date AS is_ended`;

export async function listOffers(db: Queryable, kind: OfferKind, scope: BrandScope & Paged & { status: 'ongoing' | 'ended' | 'all' }) {
  const { hotelSeqs } = await hotelScope(db, scope);
  const today = "(now() AT TIME ZONE 'Asia/Seoul')::date";
  const status = { ongoing: `o.sale_start <= ${today} AND o.sale_end >= ${today}`, ended: `o.sale_end < ${today}`, all: 'true' }[scope.status];
  const where = (kindParam: string, hotelsParam: string) => `o.kind = ${kindParam} AND o.hotel_seq = ANY(${hotelsParam}::int[]) AND o.is_active AND ${status}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM offers o WHERE ${where('$1', '$2')}`, [kind, hotelSeqs]);
  const rows = await db.query<OfferRow>(
    `SELECT ${offerColumns}
       FROM offers o JOIN hotels h ON h.hotel_seq = o.hotel_seq ${offerT.join}
      WHERE ${where('$2', '$3')}
      ORDER BY o.sale_end < ${today}, h.sort_order, o.sort_order, o.offer_seq
      LIMIT $4 OFFSET $5`,
    [scope.lang_type, kind, hotelSeqs, scope.page_size, (scope.page - 1) * scope.page_size],
  );
  const images = await imagesOf(db, 'offer_images', 'offer_seq', rows.map((r) => r.offer_seq));
  const list = rows.map((r) => ({ ...r, images: images.get(r.offer_seq) ?? [] }));
  return { list, total_count: count!.n, page: scope.page, page_size: scope.page_size };
}

export async function getOffer(db: Queryable, kind: OfferKind, scope: BrandScope & { offer_seq: number }) {
  const { hotelSeqs } = await hotelScope(db, scope);
  const [row] = await db.query<OfferRow & { description: string; benefits: string[]; notes: string[]; room_facility_seq: number | null; room_name: string | null; booking_hotel_code: string }>(
    `SELECT ${offerColumns}, ${offerT.column('description')}, ${offerT.column('benefits')}, ${offerT.column('notes')}, o.room_facility_seq, h.booking_hotel_code,
            ${roomT.column('name', 'room_name')}
       FROM offers o JOIN hotels h ON h.hotel_seq = o.hotel_seq ${offerT.join}
       ${roomT.join}
      WHERE o.kind = $2 AND o.offer_seq = $3 AND o.hotel_seq = ANY($4::int[]) AND o.is_active`,
    [scope.lang_type, kind, scope.offer_seq, hotelSeqs],
  );
  if (!row) throw new AppError('E404', `Hotel ${scope.hotel_seq} has no ${kind} ${scope.offer_seq}.`);
  const images = await imagesOf(db, 'offer_images', 'offer_seq', [row.offer_seq]);
  const { room_facility_seq, room_name, ...rest } = row;
  return {
    ...rest,
    images: images.get(row.offer_seq) ?? [],
    room: room_facility_seq && room_name ? { facility_seq: room_facility_seq, name: room_name } : null,
  };
}

/** Words of a search, escaped for LIKE. */
function likePattern(keyword: string | undefined): string | null {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

export async function listNotices(db: Queryable, scope: BrandScope & Paged & { keyword?: string }): Promise<Out<typeof S.noticeListResult>> {
  const { hotelSeqs } = await hotelScope(db, scope);
  const like = likePattern(scope.keyword);
  const from = `FROM notices n ${noticeT.join}
       LEFT JOIN hotels h ON h.hotel_seq = n.hotel_seq
      WHERE n.company_seq = $2 AND (n.hotel_seq IS NULL OR n.hotel_seq = ANY($3::int[]))
        AND ($4::text IS NULL OR ${noticeT.value('title')} ILIKE $4 OR ${noticeT.value('content')} ILIKE $4)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [scope.lang_type, scope.company_seq, hotelSeqs, like]);
  const rows = await db.query<ContentLang & { notice_seq: number; hotel_seq: number | null; hotel_name: string | null; hotel_name_en: string | null; title: string; content: string; is_pinned: boolean; posted_at: Date; view_count: number }>(
    `SELECT n.notice_seq, n.hotel_seq, h.hotel_name, h.hotel_name_en, ${noticeT.column('title')}, ${noticeT.column('content')}, ${noticeT.lang()}, n.is_pinned, n.posted_at, n.view_count ${from}
      ORDER BY n.is_pinned DESC, n.posted_at DESC, n.notice_seq DESC LIMIT $5 OFFSET $6`,
    [scope.lang_type, scope.company_seq, hotelSeqs, like, scope.page_size, (scope.page - 1) * scope.page_size],
  );
  return { notice_list: rows.map((r) => ({ ...r, posted_at: iso(r.posted_at) })), total_count: count!.n, page: scope.page, page_size: scope.page_size };
}

export async function listFaqs(db: Queryable, scope: BrandScope & { category_seq?: number; keyword?: string }): Promise<Out<typeof S.faqListResult>> {
  const { hotelSeqs } = await hotelScope(db, scope);
  const rows = await db.query<ContentLang & { faq_seq: number; category_seq: number; category_name: string; question: string; answer: string }>(
    `SELECT f.faq_seq, f.category_seq, ${categoryT.column('name', 'category_name')}, ${faqT.column('question')}, ${faqT.column('answer')}, ${faqT.lang()}
       FROM faqs f ${faqT.join}
       JOIN categories c ON c.category_seq = f.category_seq
       ${categoryT.join}
      WHERE f.company_seq = $2 AND (f.hotel_seq IS NULL OR f.hotel_seq = ANY($3::int[]))
        AND ($4::int IS NULL OR f.category_seq = $4)
        AND ($5::text IS NULL OR ${faqT.value('question')} ILIKE $5 OR ${faqT.value('answer')} ILIKE $5)
      ORDER BY c.sort_order, f.sort_order, f.faq_seq`,
    [scope.lang_type, scope.company_seq, hotelSeqs, scope.category_seq ?? null, likePattern(scope.keyword)],
  );
  return { faq_list: rows };
}

export async function listCategories(db: Queryable, scope: BrandScope & { category_type: (typeof S.categoryTypes)[number] }): Promise<Out<typeof S.categoryListResult>> {
  await hotelScope(db, scope);
  const rows = await db.query<ContentLang & { category_seq: number; category_type: 'faq' | 'voc'; category_key: string; name: string }>(
    `SELECT c.category_seq, c.category_type, c.category_key, ${categoryT.column('name')}, ${categoryT.lang()}
       FROM categories c ${categoryT.join}
      WHERE c.category_type = $2 ORDER BY c.sort_order, c.category_seq`,
    [scope.lang_type, scope.category_type],
  );
  return { category_list: rows };
}

/** The content version the web tier's page cache keys on (migration 004 moves it by trigger). */
export async function getContentVersion(db: Queryable): Promise<{ version: number; changed_at: string }> {
  const [row] = await db.query<{ version: string | number; changed_at: Date }>('SELECT version, changed_at FROM content_version');
  if (!row) throw new Error('content_version has no row: migration 004 was not applied');
  return { version: Number(row.version), changed_at: new Date(row.changed_at).toISOString() };
}
