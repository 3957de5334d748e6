import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { storeFiles } from './files.ts';
import type { Db, Queryable } from './index.ts';
import { companies, hotels, terms } from './seed-data/brand.ts';
import { seedFacilities } from './seed-facilities.ts';
import { seedLocations } from './seed-maps.ts';
import { seedOffers } from './seed-offers.ts';
import { seedOwners } from './seed-owners.ts';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-assets');

/**
 * The demo seed, in named steps. Each step runs once per database (recorded in seed_runs) inside
 * one transaction, so a restart reuses the data and never overwrites what was changed since.
 * Every step places its dates relative to the same `today`: read once per seed, so a seed that
 * runs across Seoul's midnight does not write operations up to one day and notices from the next.
 */
const steps: { name: string; run: (tx: Queryable, today: string) => Promise<void> }[] = [
  { name: '001-brand', run: seedBrand },
  { name: '002-facilities', run: seedFacilities },
  { name: '003-owners', run: seedOwners },
  { name: '004-offers', run: seedOffers },
  { name: '005-locations', run: seedLocations },
];

/** Today in Asia/Seoul as 'YYYY-MM-DD' (the demo data runs up to it), from the one clock; SEED_TODAY overrides it. */
export function seedToday(): string {
  return process.env.SEED_TODAY || seoulDay();
}

/** Seeds what this database has not received yet, with dates relative to `today` (the seed's day, Seoul). */
export async function seed(db: Db, today: string = seedToday()): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      const inserted = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name', [step.name]);
      if (inserted.length === 0) return false;
      await step.run(tx, today);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

async function storeFile(tx: Queryable, filePath: string, fileName: string, contentType: string, content: Buffer): Promise<number> {
  const [fileSeq] = await storeFiles(tx, [{ filePath, fileName, contentType, content }], { reuse: true });
  return fileSeq!;
}

async function seedBrand(tx: Queryable): Promise<void> {
  for (const c of companies) {
    await tx.query('INSERT INTO companies (company_seq, company_name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [c.company_seq, c.company_name]);
  }
  for (const h of hotels) {
    await tx.query(
      `INSERT INTO hotels (hotel_seq, company_seq, kind, hotel_name, hotel_name_en, hotel_address, booking_hotel_code,
         owner_hotel_code, hotel_color, main_tel, main_email, fax_number, main_name, business_registration,
         mail_order_report, instagram, facebook, youtube, kakao, sort_order)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20) ON CONFLICT DO NOTHING`,
      [h.hotel_seq, h.company_seq, h.kind, h.hotel_name, h.hotel_name_en, h.hotel_address, h.booking_hotel_code,
        h.owner_hotel_code, h.hotel_color, h.main_tel, h.main_email, h.fax_number, h.main_name, h.business_registration,
        h.mail_order_report, h.instagram, h.facebook, h.youtube, h.kakao, h.sort_order],
    );
    for (const [lang, t] of Object.entries(h.translations)) {
      await tx.query(
        'INSERT INTO hotel_translations (hotel_seq, lang_type, hotel_address, main_name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [h.hotel_seq, lang, t.hotel_address, t.main_name],
      );
    }
    const content = await fs.readFile(path.join(assets, 'logos', h.logo));
    const fileSeq = await storeFile(tx, `hotel/${h.hotel_seq}/logo/`, h.logo, 'image/svg+xml', content);
    await tx.query('INSERT INTO hotel_logo_files (hotel_seq, file_seq, sort_order) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [h.hotel_seq, fileSeq]);
  }
  for (const term of terms) {
    const [row] = await tx.query<{ term_seq: number }>(
      `INSERT INTO terms (company_seq, hotel_seq, term_key, sort_order, effective_date) VALUES ($1, NULL, $2, $3, $4) RETURNING term_seq`,
      [term.company_seq, term.term_key, term.sort_order, term.effective_date],
    );
    for (const [lang, t] of Object.entries(term.translations)) {
      await tx.query('INSERT INTO term_translations (term_seq, lang_type, title, content) VALUES ($1, $2, $3, $4)', [row!.term_seq, lang, t.title, t.content]);
    }
  }
}
