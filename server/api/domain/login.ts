import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { loadScope, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_BLOCK_SECONDS, LOGIN_MAX_FAILURES, loginSlowdownMs, tooMany, type Limiters } from '../rate-limit.ts';
import type { loginBody, loginResult } from '../schemas/auth.ts';
import { decoyHash, verifyPassword } from './password.ts';

const WRONG = 'The login ID or password is not correct.';

/**
 * Owner login (SPEC §7). An unknown id and a wrong password answer alike, and take as long
 * (no enumeration). Throttling (rate-limit.ts): ten consecutive failures for one id from one
 * address block that pair for 15 minutes from the tenth (Retry-After says so); an address with
 * too many failures across ids is blocked the same way; failures on one id from everywhere slow
 * every attempt on it down, but never refuse it, so strangers cannot lock a real owner out.
 */
export async function login(deps: { db: Db; tokens: Tokens; limiters: Limiters }, body: z.output<typeof loginBody>, address: string): Promise<z.input<typeof loginResult>> {
  const id = body.loginId.toLowerCase();
  const key = `${id}|${address}`;
  const { limiters } = deps;
  const [pair, fromAddress, onAccount] = await Promise.all([limiters.loginFailures.get(key), limiters.loginAddressFailures.get(address), limiters.loginAccountFailures.get(id)]);
  if (pair && pair.consumedPoints >= LOGIN_MAX_FAILURES) throw tooMany(pair.msBeforeNext, 'Too many failed log-ins for this ID.');
  if (fromAddress && fromAddress.consumedPoints >= LOGIN_ADDRESS_MAX_FAILURES) throw tooMany(fromAddress.msBeforeNext, 'Too many failed log-ins from this address.');
  const wait = loginSlowdownMs(onAccount?.consumedPoints ?? 0);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

  const [user] = await deps.db.query<{ user_seq: number; password_hash: string; is_active: boolean; token_version: number }>(
    'SELECT user_seq, password_hash, is_active, token_version FROM users WHERE lower(login_id) = lower($1)',
    [body.loginId],
  );
  const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !matches || !user.is_active) {
    const [pairCount, addressCount] = await Promise.all([limiters.loginFailures.penalty(key, 1), limiters.loginAddressFailures.penalty(address, 1), limiters.loginAccountFailures.penalty(id, 1)]);
    // The block lasts the whole window from the failure that causes it, as documented.
    if (pairCount.consumedPoints === LOGIN_MAX_FAILURES) await limiters.loginFailures.block(key, LOGIN_BLOCK_SECONDS);
    if (addressCount.consumedPoints === LOGIN_ADDRESS_MAX_FAILURES) await limiters.loginAddressFailures.block(address, LOGIN_BLOCK_SECONDS);
    throw new AppError('E401', WRONG);
  }
  await Promise.all([limiters.loginFailures.delete(key), limiters.loginAccountFailures.delete(id)]);

  const scope = (await loadScope(deps.db, user.user_seq))!;
  const { token, expiresAt } = await deps.tokens.issue({ userSeq: scope.userSeq, loginId: scope.loginId, userType: scope.userType, tokenVersion: user.token_version });
  return {
    userInfo: { user_type: scope.userType, loginId: scope.loginId, member_no_list: scope.memberNos, hotel_code: scope.hotelCode, user_name: scope.userName },
    loginId: scope.loginId,
    token,
    token_expires_at: expiresAt.toISOString(),
  };
}
