import type { LangType } from '../../../locales/languages.ts';
import type { Queryable } from '../../db/index.ts';
import { AppError } from '../errors.ts';
import { translation } from './translation.ts';
import type { BrandingData, BrandTerm, PropertyHotel } from '../../../contracts/brand.ts';

interface Scope {
  company_seq: number;
  hotel_seq: number;
  lang_type: LangType;
}

type FileRef = { file_path: string; file_name: string };

// Translated columns: the requested language, else English, else Korean (translation.ts), else
// the base row. The address and the CEO's name are separate facts, so each takes its own first
// translation that has it.
const hotelT = translation('hotel_translations', 'hotel_seq', 'h.hotel_seq', { langParam: '$2' });
const hotelColumns = `
  h.hotel_seq, h.company_seq, h.hotel_name, h.hotel_name_en,
  COALESCE(${hotelT.firstOf('hotel_address')}, h.hotel_address) AS hotel_address,
  h.booking_hotel_code, h.hotel_color, h.main_tel, h.main_email, h.fax_number,
  COALESCE(${hotelT.firstOf('main_name')}, h.main_name) AS main_name,
  h.business_registration, h.mail_order_report, h.instagram, h.facebook, h.youtube, h.kakao`;

const hotelJoins = `
  FROM hotels h
  ${hotelT.join}`;

const termT = translation('term_translations', 'term_seq', 't.term_seq', { prefix: 'tt', langParam: '$3' });

type HotelRow = Omit<BrandingData, 'hotel_logo_file_list'>;

async function logosOf(db: Queryable, hotelSeqs: number[]): Promise<Map<number, FileRef[]>> {
  const rows = await db.query<FileRef & { hotel_seq: number }>(
    `SELECT l.hotel_seq, f.file_path, f.file_name FROM hotel_logo_files l JOIN files f ON f.file_seq = l.file_seq
     WHERE l.hotel_seq = ANY($1::int[]) ORDER BY l.hotel_seq, l.sort_order, f.file_seq`,
    [hotelSeqs],
  );
  const byHotel = new Map<number, FileRef[]>();
  for (const { hotel_seq, ...file } of rows) byHotel.set(hotel_seq, [...(byHotel.get(hotel_seq) ?? []), file]);
  return byHotel;
}

export async function getBrandMain(db: Queryable, scope: Scope): Promise<{ branding_data: BrandingData; property_hotel_list: PropertyHotel[] }> {
  const [hotel] = await db.query<HotelRow>(
    `SELECT ${hotelColumns} ${hotelJoins} WHERE h.company_seq = $1 AND h.hotel_seq = $3`,
    [scope.company_seq, scope.lang_type, scope.hotel_seq],
  );
  if (!hotel) throw new AppError('E404', `Hotel ${scope.hotel_seq} of company ${scope.company_seq} does not exist.`);
  // The property list is the operator's real properties; the brand and test hotels are not in it.
  const properties = await db.query<HotelRow>(
    `SELECT ${hotelColumns} ${hotelJoins} WHERE h.company_seq = $1 AND h.kind = 'property' ORDER BY h.sort_order, h.hotel_seq`,
    [scope.company_seq, scope.lang_type],
  );
  const logos = await logosOf(db, [hotel.hotel_seq, ...properties.map((p) => p.hotel_seq)]);
  return {
    branding_data: { ...hotel, hotel_logo_file_list: logos.get(hotel.hotel_seq) ?? [] },
    property_hotel_list: properties.map((p) => ({
      hotel_seq: p.hotel_seq,
      hotel_name: p.hotel_name,
      hotel_name_en: p.hotel_name_en,
      hotel_address: p.hotel_address,
      hotel_logo_file_list: logos.get(p.hotel_seq) ?? [],
      booking_hotel_code: p.booking_hotel_code,
    })),
  };
}

export async function listTerms(db: Queryable, scope: Scope): Promise<{ brand_term_list: BrandTerm[] }> {
  const hotel = await db.query('SELECT 1 FROM hotels WHERE company_seq = $1 AND hotel_seq = $2', [scope.company_seq, scope.hotel_seq]);
  if (hotel.length === 0) throw new AppError('E404', `Hotel ${scope.hotel_seq} of company ${scope.company_seq} does not exist.`);
  const terms = await db.query<BrandTerm>(
    `SELECT t.term_seq, ${termT.column('title')}, ${termT.column('content')}, ${termT.lang()},
            to_char(t.effective_date, 'YYYY-MM-DD') AS effective_date
       FROM terms t
       ${termT.join}
      WHERE t.company_seq = $1 AND (t.hotel_seq IS NULL OR t.hotel_seq = $2)
      ORDER BY t.sort_order, t.term_seq`,
    [scope.company_seq, scope.hotel_seq, scope.lang_type],
  );
  return { brand_term_list: terms };
}
