// @clock: ongoing and ended offers and running pop-ups, seeded around today, checked against now
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_SCOPE, brandCall, startApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const call = brandCall(() => api);
const hangul = /[가-힣]/;

describe('introduction', () => {
  it('introduces a property in Korean and in English', async () => {
    const ko = await call('intro/main');
    const en = await call('intro/main', { lang_type: 'ENG' });
    expect(ko.intro.title).toMatch(hangul);
    expect(en.intro.title).not.toMatch(hangul);
    expect(ko.intro.total_rooms).toBe(412);
    expect(ko.intro.highlights.length).toBeGreaterThanOrEqual(3);
    expect(ko.intro.hero_image.file_name).toMatch(/\.svg$/);
  });
  it('falls back to English, not Korean, for a language without content, and says so (issue 15 point 3)', async () => {
    const ja = (await call('intro/main', { lang_type: 'JAN' })).intro;
    expect(ja.title).toBe((await call('intro/main', { lang_type: 'ENG' })).intro.title);
    expect(ja.content_lang_type).toBe('ENG');
    expect((await call('intro/main')).intro.content_lang_type).toBe('KOR');
  });
});

describe('where a property is (issue 29, point 2)', () => {
  it('gives its position, check-in and check-out, the ways there and its map, in the language asked for', async () => {
    const ko = (await call('intro/main')).intro.location;
    const en = (await call('intro/main', { lang_type: 'ENG' })).intro.location;
    expect(ko).toMatchObject({ check_in_time: '15:00', check_out_time: '11:00', content_lang_type: 'KOR', map_image: { file_path: 'hotel/101/location/', file_name: 'map.svg' } });
    // Sokcho, on the east coast of Gangwon.
    expect(ko.latitude).toBeCloseTo(38.18, 1);
    expect(ko.longitude).toBeCloseTo(128.6, 1);
    for (const field of ['by_car', 'by_transit', 'airport', 'parking'] as const) {
      expect(ko[field], field).toMatch(hangul);
      expect(en[field], field).not.toMatch(hangul);
    }
    expect(en.map_image.alt_text).toContain('RAON Resort Sokcho');
    expect((await call('intro/main', { lang_type: 'JAN' })).intro.location.content_lang_type).toBe('ENG');
  });

  it('has none for the brand, which is no one place', async () => {
    expect((await call('intro/main', { hotel_seq: 100 })).intro.location).toBeNull();
  });
});

describe('facilities and rooms', () => {
  it('lists the rooms of a property with images', async () => {
    const { facility_list } = await call('facility/list', { facility_type: 'room' });
    expect(facility_list).toHaveLength(4);
    for (const f of facility_list) {
      expect(f).toMatchObject({ hotel_seq: 101, facility_type: 'room' });
      expect(f.images.length).toBeGreaterThan(0);
      expect(f.capacity_max).toBeLessThanOrEqual(6);
    }
  });
  it('lists every property\'s facilities on the brand hotel\'s site', async () => {
    const { facility_list } = await call('facility/list', { hotel_seq: 100, facility_type: 'room' });
    expect(new Set(facility_list.map((f: { hotel_seq: number }) => f.hotel_seq))).toEqual(new Set([101, 102, 103]));
  });
  it('answers a room for /room/{id}/{detailId}, and 404 for a room of another hotel or a facility that is not a room', async () => {
    const { facility_list } = await call('facility/list', { facility_type: 'room' });
    const room = facility_list[0];
    const detail = await call('facility/detail', { facility_seq: room.facility_seq, facility_type: 'room' });
    expect(detail.facility).toMatchObject({ facility_seq: room.facility_seq, check_in_time: '15:00', check_out_time: '11:00' });
    expect(detail.facility.amenities.length).toBeGreaterThan(3);
    expect((await api.post('/brand/branding/facility/detail', { ...BRAND_SCOPE, hotel_seq: 102, facility_seq: room.facility_seq })).status).toBe(404);
    const golf = (await call('facility/list', { facility_type: 'golf' })).facility_list[0];
    expect((await api.post('/brand/branding/facility/detail', { ...BRAND_SCOPE, facility_seq: golf.facility_seq, facility_type: 'room' })).status).toBe(404);
  });
});

describe('promotions and packages', () => {
  it('lists the ongoing promotions by default, the ended ones on request', async () => {
    const ongoing = await call('promotion/list');
    const ended = await call('promotion/list', { status: 'ended' });
    expect(ongoing.promotion_list.length).toBeGreaterThan(0);
    expect(ongoing.promotion_list.every((p: { is_ended: boolean }) => !p.is_ended)).toBe(true);
    expect(ended.promotion_list.length).toBeGreaterThan(0);
    expect(ended.promotion_list.every((p: { is_ended: boolean }) => p.is_ended)).toBe(true);
    const all = await call('promotion/list', { status: 'all' });
    expect(all.total_count).toBe(ongoing.total_count + ended.total_count);
  });
  it('pages the list', async () => {
    const page1 = await call('package/list', { hotel_seq: 100, status: 'all', page: 1, page_size: 2 });
    const page2 = await call('package/list', { hotel_seq: 100, status: 'all', page: 2, page_size: 2 });
    expect(page1.package_list).toHaveLength(2);
    expect(page1.total_count).toBe(9);
    expect(page2.package_list[0].package_seq).not.toBe(page1.package_list[0].package_seq);
  });
  it('details a package with its room and booking code, in English too', async () => {
    const { package_list } = await call('package/list');
    const detail = await call('package/detail', { package_seq: package_list[0].package_seq, lang_type: 'ENG' });
    expect(detail.package.booking_hotel_code).toBe('RAONSC');
    expect(detail.package.benefits.length).toBeGreaterThanOrEqual(3);
    expect(detail.package.title).not.toMatch(hangul);
  });
  it('does not detail a promotion as a package', async () => {
    const { promotion_list } = await call('promotion/list');
    expect((await api.post('/brand/branding/package/detail', { ...BRAND_SCOPE, package_seq: promotion_list[0].promotion_seq })).status).toBe(404);
  });
});

describe('support: notices, FAQ, categories, pop-ups', () => {
  it('lists the property\'s and the company\'s notices, pinned first, never another property\'s', async () => {
    const { notice_list, total_count } = await call('notice/list', { page_size: 50 });
    expect(notice_list).toHaveLength(total_count);
    expect(notice_list.every((n: { hotel_seq: number | null }) => n.hotel_seq === null || n.hotel_seq === 101)).toBe(true);
    const pinned = notice_list.filter((n: { is_pinned: boolean }) => n.is_pinned).length;
    expect(notice_list.slice(0, pinned).every((n: { is_pinned: boolean }) => n.is_pinned)).toBe(true);
  });
  it('finds notices by a word, treating % and _ literally', async () => {
    const all = await call('notice/list', { page_size: 50 });
    const word = all.notice_list[0].title.split(' ')[0];
    const found = await call('notice/list', { keyword: word, page_size: 50 });
    expect(found.total_count).toBeGreaterThan(0);
    expect(found.notice_list.every((n: { title: string; content: string }) => `${n.title} ${n.content}`.includes(word))).toBe(true);
    expect((await call('notice/list', { keyword: '%' })).total_count).toBe(0);
  });
  it('lists FAQs by category', async () => {
    const { category_list } = await call('category_info/list', { category_type: 'faq' });
    expect(category_list.length).toBe(5);
    const { faq_list } = await call('faq/list', { category_seq: category_list[0].category_seq });
    expect(faq_list.length).toBeGreaterThan(0);
    expect(faq_list.every((f: { category_seq: number }) => f.category_seq === category_list[0].category_seq)).toBe(true);
  });
  it('names the inquiry categories in the visitor\'s language', async () => {
    const ko = await call('category_info/list', { category_type: 'voc' });
    const en = await call('category_info/list', { category_type: 'voc', lang_type: 'ENG' });
    expect(ko.category_list).toHaveLength(8);
    expect(ko.category_list[0].name).toMatch(hangul);
    expect(en.category_list[0].name).not.toMatch(hangul);
  });
  it('shows the pop-ups running now: the company\'s and the hotel\'s, not ended ones', async () => {
    const { event_popup_list } = await call('event_popup/list');
    expect(event_popup_list.length).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    for (const p of event_popup_list) {
      expect([null, 101]).toContain(p.hotel_seq);
      expect(new Date(p.start_at).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(p.end_at).getTime()).toBeGreaterThan(now);
    }
  });
});
