import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMainResponse, termListResponse } from '../../contracts/brand.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const base = { company_seq: 100, hotel_seq: 100, lang_type: 'KOR' };

describe('POST /brand/branding/main', () => {
  it('answers the brand hotel with the property list in the envelope', async () => {
    const res = await api.post('/brand/branding/main', base);
    expect(res.status).toBe(200);
    const body = brandMainResponse.parse(res.body);
    expect(body.code).toBe('S001');
    expect(body.result_data.branding_data).toMatchObject({ hotel_seq: 100, hotel_name: '라온 호텔앤리조트', hotel_color: '#1F4E79', booking_hotel_code: 'RAON' });
    expect(body.result_data.branding_data.hotel_logo_file_list[0]).toEqual({ file_path: 'hotel/100/logo/', file_name: 'raon.svg' });
    expect(body.result_data.property_hotel_list.map((h) => h.hotel_seq)).toEqual([101, 102, 103]);
  });

  it('answers each property with its own business data', async () => {
    const res = await api.post('/brand/branding/main', { ...base, hotel_seq: 102 });
    const data = brandMainResponse.parse(res.body).result_data.branding_data;
    expect(data).toMatchObject({ hotel_seq: 102, hotel_name: '라온 호텔 낙산', hotel_name_en: 'RAON Hotel Naksan', youtube: null });
    expect(data.hotel_address.split(' ').slice(1, 3).join(' ')).toBe('양양군 강현면');
  });

  it('serves English content for ENG and falls back to English for a language without content (issue 15 point 3)', async () => {
    const en = brandMainResponse.parse((await api.post('/brand/branding/main', { ...base, hotel_seq: 101, lang_type: 'ENG' })).body);
    expect(en.result_data.branding_data.hotel_address).toBe('Gangwon-do Sokcho-si Daepo-dong 35 Daepohang-gil');
    expect(en.result_data.branding_data.main_name).toBe('Seoyun Han');
    const ja = brandMainResponse.parse((await api.post('/brand/branding/main', { ...base, hotel_seq: 101, lang_type: 'JAN' })).body);
    expect(ja.result_data.branding_data.hotel_address).toBe('Gangwon-do Sokcho-si Daepo-dong 35 Daepohang-gil');
    expect(ja.result_data.branding_data.main_name).toBe('Seoyun Han');
    const ko = brandMainResponse.parse((await api.post('/brand/branding/main', { ...base, hotel_seq: 101, lang_type: 'KOR' })).body);
    expect(ko.result_data.branding_data.hotel_address).toBe('강원특별자치도 속초시 대포동 대포항길 35');
  });

  it('accepts ids sent as strings of digits', async () => {
    const res = await api.post('/brand/branding/main', { company_seq: '100', hotel_seq: '8000', lang_type: 'KOR' });
    expect(brandMainResponse.parse(res.body).result_data.branding_data.hotel_name).toBe('라온 테스트 호텔');
  });

  it('defaults lang_type to KOR', async () => {
    const res = await api.post('/brand/branding/main', { company_seq: 100, hotel_seq: 101 });
    expect(res.body.result_data.branding_data.hotel_address).toContain('속초시');
  });

  it('answers result false with E404 for a hotel that does not exist', async () => {
    const res = await api.post('/brand/branding/main', { ...base, hotel_seq: 999 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: false, code: 'E404' });
    expect(res.body.message).toContain('999');
  });

  it('answers E404 when the hotel belongs to another company', async () => {
    const res = await api.post('/brand/branding/main', { ...base, company_seq: 200 });
    expect(res.status).toBe(404);
  });
});

describe('POST /brand/branding/term/list', () => {
  it('lists the company terms in order, in Korean', async () => {
    const res = await api.post('/brand/branding/term/list', { ...base, hotel_seq: 101 });
    const body = termListResponse.parse(res.body);
    expect(body.result_data.brand_term_list.map((t) => t.title)).toEqual(['이용약관', '개인정보처리방침', '영상정보처리기기 운영·관리 방침', '이메일무단수집거부']);
    expect(body.result_data.brand_term_list[0]!.effective_date).toBe('2025-01-01');
  });

  it('lists them in English for ENG', async () => {
    const res = await api.post('/brand/branding/term/list', { ...base, lang_type: 'ENG' });
    expect(termListResponse.parse(res.body).result_data.brand_term_list[1]!.title).toBe('Privacy Policy');
  });
});

describe('bad input', () => {
  it.each([
    ['a missing hotel_seq', { company_seq: 100, lang_type: 'KOR' }, 'hotel_seq'],
    ['a negative id', { ...base, hotel_seq: -1 }, 'hotel_seq'],
    ['an unknown language', { ...base, lang_type: 'FRA' }, 'lang_type'],
    ['a float id', { ...base, company_seq: 1.5 }, 'company_seq'],
    ['an unknown field', { ...base, admin: true }, '(body)'],
    ['an empty-string id', { ...base, hotel_seq: '' }, 'hotel_seq'],
  ])('answers 400 with field errors for %s', async (_name, body, field) => {
    const res = await api.post('/brand/branding/main', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: 'E400' });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await api.post('/brand/branding/main', '{"company_seq": 100,', { raw: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, code: 'E400', message: 'The body is not valid JSON.' });
  });

  it('answers 400 for a JSON array or a body that is not JSON', async () => {
    expect((await api.post('/brand/branding/main', [base])).status).toBe(400);
    expect((await api.post('/brand/branding/main', 'company_seq=100', { raw: true, headers: { 'content-type': 'text/plain' } })).status).toBe(400);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await api.post('/brand/branding/main', { ...base, padding: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ result: false, code: 'E413' });
  });

  it('answers 404 in the envelope for an unknown route, never a stack trace', async () => {
    const res = await api.post('/brand/branding/nothing', base);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: false, code: 'E404' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('files and health', () => {
  it('serves a stored logo with its content type', async () => {
    const res = await fetch(`${api.url}/crs/download/100/100/hotel/101/logo/sokcho.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it.each(['hotel/101/logo/..%2F..%2Fsecret', 'hotel/..%2e/logo/x.svg', '..%2F..%2Fetc/passwd', 'hotel/%2e%2e/x.svg', 'hotel/%252e%252e/%252e%252e/x.svg', 'hotel/..%5C..%5Cx.svg', 'hotel/101/logo/sokcho.svg%00.png'])('refuses the traversal %s', async (p) => {
    const res = await fetch(`${api.url}/crs/download/100/100/${p}`);
    expect([400, 404]).toContain(res.status);
    expect(await res.json()).toMatchObject({ result: false });
  });

  it('answers 404 for a file that does not exist', async () => {
    const res = await fetch(`${api.url}/crs/download/100/100/hotel/101/logo/none.svg`);
    expect(res.status).toBe(404);
  });

  it('reports health with the database kind', async () => {
    const res = await fetch(`${api.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: true, code: 'S001', result_data: { status: 'ok' } });
  });
});
