import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandCall, startApi, type TestApi } from '../helpers/api.ts';

/**
 * Content in the visitor's language, else English, else Korean (issue 15 point 3; docs/decisions.md):
 * a Spanish visitor reads English, never Korean, while English exists; each entity says which
 * language it came in (content_lang_type), so that the page can mark a fallback block with `lang`.
 * The seed has Korean and English; this file adds Japanese rows and removes English ones.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const call = brandCall(() => api);
const hangul = /[가-힣]/;

interface Notice {
  notice_seq: number;
  hotel_seq: number | null;
  hotel_name: string | null;
  hotel_name_en: string | null;
  title: string;
  content_lang_type: string;
}

describe('the fallback chain: visitor language → English → Korean', () => {
  it('serves every content call in English to a language without its own content', async () => {
    for (const lang_type of ['SPA', 'JAN', 'CHT', 'TH', 'VI', 'MN', 'PTR', 'CHS']) {
      const { intro } = await call('intro/main', { lang_type });
      expect(intro.title, lang_type).not.toMatch(hangul);
      expect(intro.content_lang_type).toBe('ENG');
      const { facility_list } = await call('facility/list', { lang_type });
      expect(facility_list.every((f: { name: string; content_lang_type: string }) => !hangul.test(f.name) && f.content_lang_type === 'ENG')).toBe(true);
    }
    const es = { lang_type: 'SPA' };
    const { promotion_list } = await call('promotion/list', { ...es, status: 'all' });
    expect(promotion_list.length).toBeGreaterThan(0);
    for (const p of promotion_list) expect([p.title, p.content_lang_type]).toEqual([expect.not.stringMatching(hangul), 'ENG']);
    const { notice_list } = await call('notice/list', es);
    for (const n of notice_list) expect([n.title, n.content_lang_type]).toEqual([expect.not.stringMatching(hangul), 'ENG']);
    const { faq_list } = await call('faq/list', es);
    for (const f of faq_list) expect([f.question, f.category_name, f.content_lang_type]).toEqual([expect.not.stringMatching(hangul), expect.not.stringMatching(hangul), 'ENG']);
    const { category_list } = await call('category_info/list', { ...es, category_type: 'voc' });
    for (const c of category_list) expect([c.name, c.content_lang_type]).toEqual([expect.not.stringMatching(hangul), 'ENG']);
    const { event_popup_list } = await call('event_popup/list', es);
    for (const p of event_popup_list) expect([p.title, p.content_lang_type]).toEqual([expect.not.stringMatching(hangul), 'ENG']);
    const { brand_term_list } = await call('term/list', es);
    for (const t of brand_term_list) expect([t.title, t.content_lang_type]).toEqual([expect.not.stringMatching(hangul), 'ENG']);
    const { branding_data } = await call('main', es);
    expect(branding_data.hotel_address).not.toMatch(hangul);
  });

  it('prefers the visitor\'s own translation, whole: no column of it is filled from another language', async () => {
    const { facility_list } = await call('facility/list', { facility_type: 'room' });
    const room = facility_list[0] as { facility_seq: number };
    const en = (await call('facility/detail', { lang_type: 'ENG', facility_seq: room.facility_seq })).facility;
    expect(en.location).not.toBeNull();
    await api.db.query(
      `INSERT INTO facility_translations (facility_seq, lang_type, name, summary, description, location, view, amenities, notes)
       VALUES ($1, 'JAN', 'デラックスダブル', 'テスト用の概要', 'テスト用の説明', NULL, NULL, '[]', '[]')`,
      [room.facility_seq],
    );
    const ja = (await call('facility/detail', { lang_type: 'JAN', facility_seq: room.facility_seq })).facility;
    expect(ja).toMatchObject({ name: 'デラックスダブル', content_lang_type: 'JAN', location: null, view: null, amenities: [] });
    // Spanish still falls back to English, and English and Korean are untouched.
    expect((await call('facility/detail', { lang_type: 'SPA', facility_seq: room.facility_seq })).facility).toMatchObject({ name: en.name, content_lang_type: 'ENG' });
    expect((await call('facility/detail', { lang_type: 'KOR', facility_seq: room.facility_seq })).facility.content_lang_type).toBe('KOR');
  });

  it('falls back to Korean where English is missing too, and a search finds the text the visitor is shown', async () => {
    const { notice_list } = await call('notice/list', { page_size: 50 });
    const notice = notice_list[0] as Notice;
    await api.db.query(`DELETE FROM notice_translations WHERE notice_seq = $1 AND lang_type = 'ENG'`, [notice.notice_seq]);
    const es = ((await call('notice/list', { lang_type: 'SPA', page_size: 50 })).notice_list as Notice[]).find((n) => n.notice_seq === notice.notice_seq)!;
    expect(es).toMatchObject({ title: notice.title, content_lang_type: 'KOR' });
    const en = ((await call('notice/list', { lang_type: 'ENG', page_size: 50 })).notice_list as Notice[]).find((n) => n.notice_seq === notice.notice_seq)!;
    expect(en.content_lang_type).toBe('KOR');
    const other = ((await call('notice/list', { lang_type: 'SPA', page_size: 50 })).notice_list as Notice[]).find((n) => n.notice_seq !== notice.notice_seq)!;
    expect(other.content_lang_type).toBe('ENG');
    const word = other.title.split(' ').find((w) => w.length >= 5)!;
    const found = (await call('notice/list', { lang_type: 'SPA', keyword: word, page_size: 50 })).notice_list as Notice[];
    expect(found.map((n) => n.notice_seq)).toContain(other.notice_seq);
  });
});

describe('notices name the property they concern (issue 15 point 4)', () => {
  it('carries the hotel names of a property\'s notice, and none for a notice of every property', async () => {
    const { notice_list } = await call('notice/list', { hotel_seq: 100, page_size: 50 });
    const tied = (notice_list as Notice[]).filter((n) => n.hotel_seq !== null);
    const everyone = (notice_list as Notice[]).filter((n) => n.hotel_seq === null);
    expect(tied.length).toBeGreaterThan(0);
    expect(everyone.length).toBeGreaterThan(0);
    const names: Record<number, [string, string]> = { 101: ['라온 리조트 속초', 'RAON Resort Sokcho'], 102: ['라온 호텔 낙산', 'RAON Hotel Naksan'] };
    for (const n of tied) if (names[n.hotel_seq!]) expect([n.hotel_name, n.hotel_name_en]).toEqual(names[n.hotel_seq!]);
    for (const n of everyone) expect([n.hotel_name, n.hotel_name_en]).toEqual([null, null]);
  });
});
