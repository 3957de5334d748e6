import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const body = (loginId: string, password = 'demo1234!') => ({ loginId, password, joinType: 'NORMAL', hotelCode: 13 });

describe('POST /client/user/login', () => {
  it.each([
    ['sokcho01', 13, 1],
    ['naksan01', 14, 1],
    ['gyeongju01', 15, 1],
    ['multi01', 13, 3],
  ])('logs the owner %s in with hotel code %i and %i unit(s)', async (loginId, hotelCode, units) => {
    const res = await api.post('/client/user/login', body(loginId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: true, code: 'S001', loginId, userInfo: { user_type: 'MEMBERSHIP', loginId, hotel_code: hotelCode } });
    expect(res.body.userInfo.member_no_list).toHaveLength(units);
    expect(res.body.userInfo.user_name).not.toBe('');
  });

  it('answers a signed, expiring token about the user', async () => {
    const res = await api.post('/client/user/login', body('sokcho01'));
    const claims = decodeJwt(res.body.token);
    expect(claims).toMatchObject({ iss: 'raon-operator-api', aud: 'raon-owner-portal', login_id: 'sokcho01', user_type: 'MEMBERSHIP' });
    expect(claims.exp! - claims.iat!).toBe(240 * 60);
    expect(new Date(res.body.token_expires_at).getTime()).toBe(claims.exp! * 1000);
  });

  it('logs in a user who is not an owner, whose token the member calls then refuse', async () => {
    const res = await api.post('/client/user/login', body('guest01'));
    expect(res.body.userInfo).toMatchObject({ user_type: 'GENERAL', member_no_list: [], hotel_code: null });
  });

  it('matches the login id without regard to case', async () => {
    expect((await api.post('/client/user/login', body('SOKCHO01'))).status).toBe(200);
  });

  it('answers an unknown id and a wrong password alike', async () => {
    const unknown = await api.post('/client/user/login', body('nobody-here'));
    const wrong = await api.post('/client/user/login', body('naksan01', 'demo1234?'));
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ result: false, code: 'E401', message: 'The login ID or password is not correct.' });
  });

  it('refuses a body without joinType NORMAL or with an unknown hotel code', async () => {
    expect((await api.post('/client/user/login', { ...body('sokcho01'), joinType: 'KAKAO' })).status).toBe(400);
    const res = await api.post('/client/user/login', { ...body('sokcho01'), hotelCode: 99 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('hotelCode');
  });

  it('blocks the 11th attempt after 10 consecutive failures, even with the right password, and tells when to retry', async () => {
    for (let i = 0; i < 10; i++) expect((await api.post('/client/user/login', body('gyeongju01', `wrong-${i}`))).status).toBe(401);
    const blocked = await api.post('/client/user/login', body('gyeongju01'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('E429');
    expect(blocked.body.message).toMatch(/Try again in \d+ minutes/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another user from the same address is not affected.
    expect((await api.post('/client/user/login', body('naksan01'))).status).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    for (let i = 0; i < 9; i++) await api.post('/client/user/login', body('multi01', 'nope'));
    expect((await api.post('/client/user/login', body('multi01'))).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await api.post('/client/user/login', body('multi01', 'nope'))).status).toBe(401);
    expect((await api.post('/client/user/login', body('multi01'))).status).toBe(200);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const rows = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('member calls and tokens', () => {
  const call = '/client/api/home/profit/fix';
  it('answers 401 in the envelope without a token, with a malformed one and with a forged one', async () => {
    expect((await api.post(call, {})).status).toBe(401);
    expect((await api.post(call, {}, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);
    const token = await api.token('sokcho01');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await api.post(call, {}, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: false, code: 'E401' });
  });

  it('answers S001 with a valid token, and is never cached', async () => {
    const res = await api.post(call, {}, { token: await api.token('sokcho01') });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('S001');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 403 to a user who is not an owner', async () => {
    const res = await api.post(call, {}, { token: await api.token('guest01') });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('E403');
  });

  it('stops accepting the token of a user who was deactivated', async () => {
    const token = await api.token('sokcho02');
    await api.db.query("UPDATE users SET is_active = false WHERE login_id = 'sokcho02'");
    expect((await api.post(call, {}, { token })).status).toBe(401);
    await api.db.query("UPDATE users SET is_active = true WHERE login_id = 'sokcho02'");
  });
});
