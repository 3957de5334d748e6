import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';
import { memberFilterPaths, memberPaths, owners, sampleBody } from '../helpers/samples.ts';
import { storeFile } from '../../server/db/files.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startApi();
  for (const id of ['sokcho01', 'sokcho02', 'naksan01', 'guest01']) tokens[id] = await api.token(id);
});
afterAll(async () => {
  await api?.close();
});

// Owner B's identifiers: the other Sokcho owner (same property) and the Naksan owner (other property).
const foreignMemberNos = [...owners.sokcho02.memberNos, ...owners.naksan01.memberNos];

describe('access matrix: every member call', () => {
  it('covers at least the member calls of SPEC §7', () => {
    expect(memberPaths.length).toBeGreaterThanOrEqual(24);
    expect(memberFilterPaths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(memberPaths)('%s: 401 without a token', async (path) => {
    const res = await api.post(path, sampleBody(path));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: false, code: 'E401' });
  });

  it.each(memberPaths)('%s: 403 for guest01, who is not an owner', async (path) => {
    const res = await api.post(path, sampleBody(path), { token: tokens.guest01 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('E403');
  });

  it.each(memberPaths.filter((p) => p !== '/client/api/voc/delete'))('%s: S001 for the owner, with none of another owner\'s member numbers in the answer', async (path) => {
    const res = await api.post(path, sampleBody(path), { token: tokens.sokcho01 });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.code).toBe('S001');
    const text = JSON.stringify(res.body);
    for (const m of foreignMemberNos) expect(text).not.toContain(m);
  });

  it.each(memberPaths)('%s: 403 when asking for another property', async (path) => {
    const res = await api.post(path, { ...sampleBody(path), hotel_seq: owners.naksan01.hotelSeq }, { token: tokens.sokcho01 });
    expect(res.status).toBe(403);
  });

  it.each(memberFilterPaths)('%s: 403 and none of B\'s data when asking for B\'s member numbers', async (path) => {
    for (const foreign of foreignMemberNos) {
      const res = await api.post(path, { ...sampleBody(path), member_no_list: [foreign] }, { token: tokens.sokcho01 });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/distribution|net_amount|supply_amount/);
    }
    const mixed = await api.post(path, { ...sampleBody(path), member_no_list: [...owners.sokcho01.memberNos, foreignMemberNos[0]] }, { token: tokens.sokcho01 });
    expect(mixed.status).toBe(403);
  });
});

describe('ids that belong to other owners', () => {
  it('does not show, or let delete, another owner\'s inquiry', async () => {
    const theirs = await api.post('/client/api/voc/list', sampleBody('/client/api/voc/list'), { token: tokens.sokcho02 });
    const vocSeq = theirs.body.result_data.data[0].voc_seq as number;
    const base = sampleBody('/client/api/voc/detail');
    expect((await api.post('/client/api/voc/detail', { ...base, voc_seq: vocSeq }, { token: tokens.sokcho01 })).status).toBe(404);
    expect((await api.post('/client/api/voc/delete', { ...base, voc_seq: vocSeq }, { token: tokens.sokcho01 })).status).toBe(404);
    expect((await api.post('/client/api/voc/detail', { ...base, voc_seq: vocSeq }, { token: tokens.sokcho02 })).status).toBe(200);
  });

  it('does not show a notice of another property, but shows company-wide ones', async () => {
    const [naksanNotice] = await api.db.query<{ notice_seq: number }>('SELECT notice_seq FROM member_notices WHERE hotel_seq = 102 LIMIT 1');
    const [allNotice] = await api.db.query<{ notice_seq: number }>('SELECT notice_seq FROM member_notices WHERE hotel_seq IS NULL LIMIT 1');
    const base = sampleBody('/client/api/notice/detail');
    expect((await api.post('/client/api/notice/detail', { ...base, notice_seq: naksanNotice!.notice_seq }, { token: tokens.sokcho01 })).status).toBe(404);
    expect((await api.post('/client/api/notice/detail', { ...base, notice_seq: naksanNotice!.notice_seq }, { token: tokens.naksan01 })).status).toBe(200);
    expect((await api.post('/client/api/notice/detail', { ...base, notice_seq: allNotice!.notice_seq }, { token: tokens.sokcho01 })).status).toBe(200);
    const list = await api.post('/client/api/notice/list', { ...sampleBody('/client/api/notice/list'), page_size: 50 }, { token: tokens.sokcho01 });
    expect(list.body.result_data.data.every((n: { hotel_seq: number | null }) => n.hotel_seq === null || n.hotel_seq === 101)).toBe(true);
  });

  it('lists only the caller\'s own units, inquiries and documents', async () => {
    const info = await api.post('/client/api/home/my-page/main/info', sampleBody('/client/api/home/my-page/main/info'), { token: tokens.sokcho01 });
    expect(info.body.result_data.data.members.map((m: { member_no: string }) => m.member_no)).toEqual(owners.sokcho01.memberNos);
    const vocs = await api.post('/client/api/voc/list', sampleBody('/client/api/voc/list'), { token: tokens.sokcho01 });
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_vocs WHERE user_seq = 1 AND deleted_at IS NULL');
    expect(vocs.body.result_data.total_count).toBe(row!.n);
  });
});

describe('owner documents through /crs/download', () => {
  const get = (path: string, token?: string) => fetch(`${api.url}/crs/download/100/100/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives a dividend statement to its owner only', async () => {
    const [doc] = await api.db.query<{ file_path: string; file_name: string }>("SELECT file_path, file_name FROM files WHERE visibility = 'owner' AND owner_user_seq = 6 LIMIT 1");
    const path = `${doc!.file_path}${doc!.file_name}`;
    const mine = await get(path, tokens.sokcho02);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await mine.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(path, tokens.sokcho01)).status).toBe(404);
    // Without a token, an owner's document and a name never stored answer alike (issue 11).
    const anonymous = await get(path);
    const never = await get(`${doc!.file_path}no-such-statement.pdf`);
    expect([anonymous.status, never.status]).toEqual([404, 404]);
    expect((await anonymous.json()).code).toBe('E404');
  });

  it('never serves inquiry attachments', async () => {
    await storeFile(api.db, { filePath: 'voc/202611/', fileName: 'private-test.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-'), visibility: 'private' });
    expect((await get('voc/202611/private-test.pdf', tokens.sokcho01)).status).toBe(404);
    expect((await get('voc/202611/private-test.pdf')).status).toBe(404);
  });
});
