import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION, runRetention } from '../../server/api/retention.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

// Issue 25, point 8: a withdrawn owner inquiry's files stop being downloadable at once, and the
// inquiry and its files are deleted by the retention job a week after the withdrawal.
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token('sokcho01');
});
afterAll(async () => {
  await api?.close();
});

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

async function call(path: string, extra: Record<string, unknown> = {}) {
  const res = await api.post(path, { ...sampleBody(path), ...extra }, { token });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.result_data;
}

/** An owner inquiry with two files; their download addresses. */
async function inquiryWithFiles(): Promise<{ vocSeq: number; addresses: string[] }> {
  const created = await call('/client/api/voc/create', {
    attachments: [
      { file_name: '누수 사진.png', content_type: 'image/png', data_base64: png.toString('base64') },
      { file_name: '견적서.pdf', content_type: 'application/pdf', data_base64: pdf.toString('base64') },
    ],
  });
  const detail = await call('/client/api/voc/detail', { voc_seq: created.data.voc_seq });
  const addresses = (detail.data.attachments as { file_path: string; file_name: string }[]).map((a) => `${api.url}/crs/download/100/101/${a.file_path}${a.file_name}`);
  expect(addresses).toHaveLength(2);
  return { vocSeq: created.data.voc_seq, addresses };
}

const download = (address: string) => fetch(address, { headers: { authorization: `Bearer ${token}` } });
const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params))[0]!.n;

describe('a withdrawn owner inquiry', () => {
  it('has files nobody can download from the moment it is withdrawn, answered as a missing file', async () => {
    const { vocSeq, addresses } = await inquiryWithFiles();
    for (const address of addresses) expect((await download(address)).status).toBe(200);
    await call('/client/api/voc/delete', { voc_seq: vocSeq });
    for (const address of addresses) {
      const res = await download(address);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ result: false, code: 'E404' });
    }
    // Another inquiry of the same owner keeps its files.
    const kept = await inquiryWithFiles();
    for (const address of kept.addresses) expect((await download(address)).status).toBe(200);
  });

  it(`is deleted with its files ${RETENTION.withdrawnDays} days after the withdrawal, and not before`, async () => {
    const { vocSeq } = await inquiryWithFiles();
    const live = await inquiryWithFiles();
    await call('/client/api/voc/delete', { voc_seq: vocSeq });
    const fileSeqs = (await api.db.query<{ file_seq: number }>('SELECT file_seq FROM member_voc_attachments WHERE voc_seq = $1', [vocSeq])).map((r) => r.file_seq);
    expect(fileSeqs).toHaveLength(2);
    const [{ withdrawn_at: withdrawnAt }] = (await api.db.query<{ withdrawn_at: Date }>('SELECT deleted_at AS withdrawn_at FROM member_vocs WHERE voc_seq = $1', [vocSeq])) as [{ withdrawn_at: Date }];
    const day = 24 * 3600_000;

    const early = await runRetention(api.db, new Date(withdrawnAt.getTime() + (RETENTION.withdrawnDays - 1) * day));
    expect(early).toMatchObject({ withdrawnInquiries: 0, withdrawnAttachments: 0 });
    expect(await count('SELECT count(*)::int AS n FROM member_vocs WHERE voc_seq = $1', [vocSeq])).toBe(1);

    const due = await runRetention(api.db, new Date(withdrawnAt.getTime() + RETENTION.withdrawnDays * day + 60_000));
    // Withdrawn inquiries of the seed (older ones) may go in the same run.
    expect(due.withdrawnInquiries).toBeGreaterThanOrEqual(1);
    expect(due.withdrawnAttachments).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(*)::int AS n FROM member_vocs WHERE voc_seq = $1', [vocSeq])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM member_voc_attachments WHERE voc_seq = $1', [vocSeq])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM files WHERE file_seq = ANY($1::int[])', [fileSeqs])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM file_chunks WHERE file_seq = ANY($1::int[])', [fileSeqs])).toBe(0);
    // An inquiry not withdrawn stays, with its files, however old.
    expect(await count('SELECT count(*)::int AS n FROM member_voc_attachments WHERE voc_seq = $1', [live.vocSeq])).toBe(2);
    for (const address of live.addresses) expect((await download(address)).status).toBe(200);
    // Nothing public went, and nothing is left to delete.
    expect(await count("SELECT count(*)::int AS n FROM files WHERE visibility = 'public'", [])).toBeGreaterThan(0);
    expect(await runRetention(api.db, new Date(withdrawnAt.getTime() + RETENTION.withdrawnDays * day + 60_000))).toMatchObject({ withdrawnInquiries: 0, withdrawnAttachments: 0 });
  });
});
