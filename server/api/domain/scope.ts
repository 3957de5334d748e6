import type { LangType } from '../../../locales/languages.ts';
import type { Queryable } from '../../db/index.ts';
import { AppError } from '../errors.ts';

export interface BrandScope {
  company_seq: number;
  hotel_seq: number;
  lang_type: LangType;
}

export interface HotelScope {
  kind: 'brand' | 'property' | 'test';
  /** The hotels whose content this site shows: the hotel itself, or every property for the brand hotel. */
  hotelSeqs: number[];
}

/** The brand site of hotel 100 shows the content of every property; a property's site its own (decisions.md). */
export async function hotelScope(db: Queryable, scope: BrandScope): Promise<HotelScope> {
  const [hotel] = await db.query<{ kind: HotelScope['kind'] }>('SELECT kind FROM hotels WHERE company_seq = $1 AND hotel_seq = $2', [scope.company_seq, scope.hotel_seq]);
  if (!hotel) throw new AppError('E404', `Hotel ${scope.hotel_seq} of company ${scope.company_seq} does not exist.`);
  if (hotel.kind !== 'brand') return { kind: hotel.kind, hotelSeqs: [scope.hotel_seq] };
  const properties = await db.query<{ hotel_seq: number }>("SELECT hotel_seq FROM hotels WHERE company_seq = $1 AND kind IN ('brand', 'property') ORDER BY sort_order", [scope.company_seq]);
  return { kind: 'brand', hotelSeqs: properties.map((p) => p.hotel_seq) };
}

export interface Image {
  file_path: string;
  file_name: string;
  alt_text: string | null;
}

/** Images of many owners at once: `link` is the join table, `key` its owner column. */
export async function imagesOf(db: Queryable, link: 'facility_images' | 'offer_images', key: 'facility_seq' | 'offer_seq', ids: number[]): Promise<Map<number, Image[]>> {
  const byOwner = new Map<number, Image[]>();
  if (ids.length === 0) return byOwner;
  const rows = await db.query<Image & { owner: number }>(
    `SELECT l.${key} AS owner, f.file_path, f.file_name, f.alt_text FROM ${link} l JOIN files f ON f.file_seq = l.file_seq
      WHERE l.${key} = ANY($1::int[]) ORDER BY l.${key}, l.sort_order, f.file_seq`,
    [ids],
  );
  for (const { owner, ...image } of rows) byOwner.set(owner, [...(byOwner.get(owner) ?? []), image]);
  return byOwner;
}

export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
