import crypto from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../../server/lib/logger.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { loginBurstTests } from '../helpers/login-bursts.ts';

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
    const from = { headers: { 'x-forwarded-for': '198.51.100.8' } };
    for (let i = 0; i < 10; i++) expect((await api.post('/client/user/login', body('gyeongju01', `wrong-${i}`), from)).status).toBe(401);
    const blocked = await api.post('/client/user/login', body('gyeongju01'), from);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('E429');
    expect(blocked.body.message).toMatch(/Try again in 15 minutes/);
    // The whole documented window (15 minutes) from the failure that caused the block.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // Another user from the same address is not affected.
    expect((await api.post('/client/user/login', body('naksan01'), from)).status).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const from = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    for (let i = 0; i < 9; i++) await api.post('/client/user/login', body('multi01', 'nope'), from);
    expect((await api.post('/client/user/login', body('multi01'), from)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await api.post('/client/user/login', body('multi01', 'nope'), from)).status).toBe(401);
    expect((await api.post('/client/user/login', body('multi01'), from)).status).toBe(200);
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
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
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

describe('tokens that can be taken back (issue 11, point 7)', () => {
  const call = '/client/api/home/oper/period';
  const signingKey = async () => {
    const [row] = await api.db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'auth_secret'");
    return new TextEncoder().encode(row!.value);
  };

  it('refuses a token we signed that has no expiry, or no version', async () => {
    await api.token('sokcho01'); // makes the signing key
    const [user] = await api.db.query<{ user_seq: number; token_version: number }>("SELECT user_seq, token_version FROM users WHERE login_id = 'sokcho01'");
    const base = () =>
      new SignJWT({ login_id: 'sokcho01', user_type: 'MEMBERSHIP' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user!.user_seq))
        .setIssuer('raon-operator-api')
        .setAudience('raon-owner-portal')
        .setIssuedAt()
        .setJti(crypto.randomUUID());
    const noExpiry = await new SignJWT({ login_id: 'sokcho01', user_type: 'MEMBERSHIP', ver: user!.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user!.user_seq))
      .setIssuer('raon-operator-api')
      .setAudience('raon-owner-portal')
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .sign(await signingKey());
    const noVersion = await base().setExpirationTime('1h').sign(await signingKey());
    const valid = await new SignJWT({ login_id: 'sokcho01', user_type: 'MEMBERSHIP', ver: user!.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user!.user_seq))
      .setIssuer('raon-operator-api')
      .setAudience('raon-owner-portal')
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(await signingKey());
    expect((await api.post(call, {}, { token: valid })).status).toBe(200);
    expect((await api.post(call, {}, { token: noExpiry })).status).toBe(401);
    expect((await api.post(call, {}, { token: noVersion })).status).toBe(401);
  });

  it('ends a token at log-out, for member calls and documents, and leaves the owner’s other sign-ins alone', async () => {
    const token = await api.token('sokcho02');
    const other = await api.token('sokcho02');
    const [doc] = await api.db.query<{ file_path: string; file_name: string }>("SELECT file_path, file_name FROM files WHERE visibility = 'owner' AND owner_user_seq = (SELECT user_seq FROM users WHERE login_id = 'sokcho02') LIMIT 1");
    const download = (t: string) => fetch(`${api.url}/crs/download/100/100/${doc!.file_path}${doc!.file_name}`, { headers: { authorization: `Bearer ${t}` } });
    expect((await download(token)).status).toBe(200);
    const out = await api.post('/client/user/logout', {}, { token });
    expect(out.status).toBe(200);
    expect(out.body.result_data).toEqual({ signed_out: true });
    expect((await api.post(call, {}, { token })).status).toBe(401);
    expect((await download(token)).status).toBe(404);
    expect((await api.post(call, {}, { token: other })).status).toBe(200);
    // Logging out without a token, or twice, answers the same.
    expect((await api.post('/client/user/logout', {})).status).toBe(200);
    expect((await api.post('/client/user/logout', {}, { token })).status).toBe(200);
  });

  it('ends every token of a deactivated owner, documents included, even after reactivation', async () => {
    const token = await api.token('naksan01');
    const [doc] = await api.db.query<{ file_path: string; file_name: string }>("SELECT file_path, file_name FROM files WHERE visibility = 'owner' AND owner_user_seq = (SELECT user_seq FROM users WHERE login_id = 'naksan01') LIMIT 1");
    const download = () => fetch(`${api.url}/crs/download/100/100/${doc!.file_path}${doc!.file_name}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await download()).status).toBe(200);
    await api.db.query("UPDATE users SET is_active = false WHERE login_id = 'naksan01'");
    expect((await download()).status).toBe(404);
    await api.db.query("UPDATE users SET is_active = true WHERE login_id = 'naksan01'");
    expect((await download()).status).toBe(404);
    expect((await api.post(call, {}, { token })).status).toBe(401);
    // A new sign-in works again.
    expect((await api.post(call, {}, { token: await api.token('naksan01') })).status).toBe(200);
  });
});

describe('no lock-out of owners by strangers (issue 11, point 1)', () => {
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it("lets the owner in from their own address while a stranger's address is blocked for the ID", async () => {
    for (let i = 0; i < 10; i++) expect((await api.post('/client/user/login', body('sokcho01', `guess-${i}`), from('203.0.113.5'))).status).toBe(401);
    expect((await api.post('/client/user/login', body('sokcho01'), from('203.0.113.5'))).status).toBe(429);
    expect((await api.post('/client/user/login', body('sokcho01'), from('203.0.113.77'))).status).toBe(200);
  });

  it('blocks for the whole documented 15 minutes from the tenth failure, however spread out the failures were', async () => {
    // The counters in memory read the clock through Date (with Redis the window is Redis's own).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 9; i++) expect((await api.post('/client/user/login', body('naksan01', `guess-${i}`), from('203.0.113.21'))).status).toBe(401);
      vi.setSystemTime(Date.now() + 120_000);
      expect((await api.post('/client/user/login', body('naksan01', 'guess-9'), from('203.0.113.21'))).status).toBe(401);
      const blocked = await api.post('/client/user/login', body('naksan01'), from('203.0.113.21'));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
    } finally {
      vi.useRealTimers();
    }
  });

  it('blocks an address that sprays wrong passwords over many IDs, and only that address', async () => {
    for (let i = 0; i < 30; i++) expect((await api.post('/client/user/login', body(`spray-${i}`, 'Winter2026!'), from('203.0.113.9'))).status).toBe(401);
    const blocked = await api.post('/client/user/login', body('naksan01'), from('203.0.113.9'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/from this address/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
    expect((await api.post('/client/user/login', body('naksan01'), from('203.0.113.10'))).status).toBe(200);
  });

  it('slows attempts on an ID that fails from many addresses, but never refuses the right password', async () => {
    for (let i = 0; i < 12; i++) expect((await api.post('/client/user/login', body('sokcho02', 'nope'), from(`192.0.2.${i + 1}`))).status).toBe(401);
    const started = performance.now();
    const owner = await api.post('/client/user/login', body('sokcho02'), from('192.0.2.200'));
    expect(owner.status).toBe(200);
    // 12 failures: the attempt waited 250 ms × 2² = 1 s.
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });
});

loginBurstTests('memory');

describe('device tokens: no rule of one address locks every owner out (issue 25, point 6)', () => {
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const withDevice = (loginId: string, deviceToken: string, password = 'demo1234!') => ({ ...body(loginId, password), deviceToken });
  const spray = async (address: string) => {
    for (let i = 0; i < 30; i++) expect((await api.post('/client/user/login', body(`proxy-spray-${i}`, 'Spring2026!'), from(address))).status).toBe(401);
    expect((await api.post('/client/user/login', body('sokcho01'), from(address))).status).toBe(429);
  };
  const deviceOf = async (loginId: string) => {
    const res = await api.post('/client/user/login', body(loginId), from('192.0.2.250'));
    expect(res.status).toBe(200);
    return res.body.device_token as string;
  };

  it('gives an owner a signed device token naming the ID (hashed) for 180 days, and a user who is not an owner none', async () => {
    const token = await deviceOf('sokcho01');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: 'raon-operator-api', aud: 'raon-login-device' });
    expect(claims.exp! - claims.iat!).toBe(180 * 24 * 60 * 60);
    expect(JSON.stringify(claims)).not.toContain('sokcho01');
    expect((await api.post('/client/user/login', body('guest01'))).body.device_token).toBeUndefined();
  });

  it('lets an owner whose browser has the device token in from an address blocked by spraying; the owner without it, and the sprayer, stay refused', async () => {
    const token = await deviceOf('naksan01');
    await spray('203.0.113.150');
    expect((await api.post('/client/user/login', withDevice('naksan01', token), from('203.0.113.150'))).status).toBe(200);
    expect((await api.post('/client/user/login', body('naksan01'), from('203.0.113.150'))).status).toBe(429);
    expect((await api.post('/client/user/login', body('proxy-spray-31', 'Spring2026!'), from('203.0.113.150'))).status).toBe(429);
  });

  it('still holds a device-token log-in to the block of its ID at its address', async () => {
    const token = await deviceOf('multi01');
    for (let i = 0; i < 10; i++) expect((await api.post('/client/user/login', withDevice('multi01', token, `wrong-${i}`), from('203.0.113.151'))).status).toBe(401);
    const refused = await api.post('/client/user/login', withDevice('multi01', token), from('203.0.113.151'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/for this ID/);
  });

  it('does not exempt a forged, another ID’s, an expired or a foreign token, and ignores one that is not a token at all', async () => {
    const token = await deviceOf('gyeongju01');
    await spray('203.0.113.152');
    const [row] = await api.db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'auth_secret'");
    const key = new TextEncoder().encode(row!.value);
    const claims = decodeJwt(token);
    const signed = (exp: number, audience = 'raon-login-device') =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub!).setIssuer('raon-operator-api').setAudience(audience).setIssuedAt(exp - 3600).setJti(crypto.randomUUID()).setExpirationTime(exp).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const [h, p] = token.split('.');
    const refusedTokens = {
      forged: `${h}.${p}.${'A'.repeat(43)}`,
      'another ID’s': await deviceOf('sokcho02'),
      expired: await signed(now - 60),
      'of another purpose': await signed(now + 3600, 'raon-owner-portal'),
      'an access token': await api.token('gyeongju01'),
      'not a token': 'nonsense',
    };
    // A token signed the same way and still valid does exempt: the refusals below are the token's.
    expect((await api.post('/client/user/login', withDevice('gyeongju01', await signed(now + 3600)), from('203.0.113.152'))).status).toBe(200);
    for (const [what, t] of Object.entries(refusedTokens)) {
      const res = await api.post('/client/user/login', withDevice('gyeongju01', t), from('203.0.113.152'));
      expect(res.status, what).toBe(429);
      expect(res.body.message, what).toMatch(/from this address/);
    }
  });
});

describe('X-Forwarded-For from a caller API_TRUST_PROXY does not name (issue 25, point 6)', () => {
  it('is said once, as a warning with the setting to make, and the header is not believed', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const untrusting = await startApi({ env: { API_TRUST_PROXY: '192.0.2.1' } });
    try {
      // Without the header there is nothing to say.
      await untrusting.post('/client/user/login', body('sokcho01', 'nope'));
      expect(warnings.mock.calls.filter(([msg]) => /X-Forwarded-For/.test(msg))).toHaveLength(0);
      // Failures sent "from" many addresses all count as the caller's own: the 10th blocks it.
      for (let i = 0; i < 12; i++) await untrusting.post('/client/user/login', body('naksan01', `nope-${i}`), { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      expect((await untrusting.post('/client/user/login', body('naksan01'), { headers: { 'x-forwarded-for': '198.51.100.99' } })).status).toBe(429);
      const said = warnings.mock.calls.filter(([msg]) => /X-Forwarded-For/.test(msg));
      expect(said).toHaveLength(1);
      expect(said[0]![0]).toMatch(/came from 127\.0\.0\.1, which API_TRUST_PROXY does not name/);
      expect(said[0]![1]).toMatchObject({ peer: '127.0.0.1', variable: 'API_TRUST_PROXY', fix: 'API_TRUST_PROXY=192.0.2.1,127.0.0.1' });
    } finally {
      warnings.mockRestore();
      await untrusting.close();
    }
  });

  it('is not said for a caller it names (loopback by default)', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      await api.post('/client/user/login', body('sokcho01', 'nope'), { headers: { 'x-forwarded-for': '198.51.100.200' } });
      expect(warnings.mock.calls.filter(([msg]) => /X-Forwarded-For/.test(msg))).toHaveLength(0);
    } finally {
      warnings.mockRestore();
    }
  });
});
