// @clock: the api's "today" at instants around Seoul midnight, with TZ=UTC and TZ=Asia/Seoul
// Issue 14, point 7: the api's "today" is Seoul's at any hour and in any host time zone. The api
// runs in this process over PGlite (which reads the same Date), so a fake clock moves both; the
// host's zone is set through TZ. The owner home's month-to-date range names the day it counts to.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const originalTz = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const instants = [
  { at: '2026-11-24T23:30:00Z', day: '2026-11-25' },
  { at: '2026-11-24T14:59:59Z', day: '2026-11-24' },
  { at: '2026-11-24T15:00:00Z', day: '2026-11-25' },
  { at: '2026-11-30T23:30:00Z', day: '2026-12-01' },
] as const;

describe('the api counts days in Seoul', () => {
  for (const zone of ['UTC', 'Asia/Seoul'] as const) {
    for (const { at, day } of instants) {
      it(`names ${day} as today at ${at} with TZ=${zone}`, async () => {
        process.env.TZ = zone;
        vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
        expect(seoulDay()).toBe(day);
        const token = await api.token('sokcho01');
        const res = await api.post('/client/api/home/main/info', sampleBody('/client/api/home/main/info'), { token });
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
        const range = (res.body.result_data as { data: { month_to_date: { from: string; to: string } } }).data.month_to_date;
        expect(range).toMatchObject({ from: `${day.slice(0, 7)}-01`, to: day });
      });
    }
  }
});
