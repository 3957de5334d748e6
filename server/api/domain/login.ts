import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { loadScope, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_BLOCK_SECONDS, LOGIN_MAX_FAILURES, loginSlowdownMs, tooMany, type Limiter, type Limiters } from '../rate-limit.ts';
import type { loginBody, loginResult } from '../schemas/auth.ts';
import { decoyHash, type PasswordVerifier } from './password.ts';

const WRONG = 'The login ID or password is not correct.';

/** One point on `limiter` for this attempt, or E429 with the wait when the limit is reached. */
async function reserve(limiter: Limiter, key: string, what: string): Promise<RateLimiterRes> {
  try {
    return await limiter.reserve(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext, what);
    throw err;
  }
}

/**
 * Owner login (SPEC §7). An unknown id and a wrong password answer alike, and take as long
 * (no enumeration). Throttling (rate-limit.ts): ten consecutive failures for one id from one
 * address block that pair for 15 minutes from the tenth (Retry-After says so); an address with
 * too many failures across ids is blocked the same way; failures on one id from everywhere slow
 * every attempt on it down, but never refuse it, so strangers cannot lock a real owner out.
 *
 * Issue 25, point 2: the limits are counted by reservation. An attempt first takes its point on
 * the pair's and the address's counters (one atomic step each); one that finds the limit reached
 * is refused there, before the slowdown and without a password check. A failure keeps its point,
 * a success gives the address's back and clears the pair. Reading the counts first and charging
 * them after the check let 100 guesses sent at once all be checked.
 */
export async function login(
  deps: { db: Db; tokens: Tokens; limiters: Limiters; verifyPassword: PasswordVerifier },
  body: z.output<typeof loginBody>,
  address: string,
): Promise<z.input<typeof loginResult>> {
  const id = body.loginId.toLowerCase();
  const key = `${id}|${address}`;
  const { limiters } = deps;
  // Issue 25, point 6: a browser this ID has signed in from before is not held to its address's
  // block, so that everyone behind one address (a proxy the API does not know of) cannot be locked
  // out at once by failures from that address. The pair's block and the ID's slowdown still apply.
  const knownDevice = body.deviceToken !== undefined && (await deps.tokens.verifyDevice(body.deviceToken, id));
  const pair = await reserve(limiters.loginFailures, key, 'Too many failed log-ins for this ID.');
  let fromAddress: RateLimiterRes | null = null;
  try {
    if (!knownDevice) fromAddress = await reserve(limiters.loginAddressFailures, address, 'Too many failed log-ins from this address.');
  } catch (err) {
    // Not attempted: the pair's point goes back.
    await limiters.loginFailures.reward(key);
    throw err;
  }
  const giveBackAddress = () => (fromAddress ? limiters.loginAddressFailures.reward(address) : null);

  let user: { user_seq: number; password_hash: string; is_active: boolean; token_version: number } | undefined;
  let matches: boolean;
  try {
    const onAccount = await limiters.loginAccountFailures.get(id);
    const wait = loginSlowdownMs(onAccount?.consumedPoints ?? 0);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    [user] = await deps.db.query<{ user_seq: number; password_hash: string; is_active: boolean; token_version: number }>(
      'SELECT user_seq, password_hash, is_active, token_version FROM users WHERE lower(login_id) = lower($1)',
      [body.loginId],
    );
    matches = await deps.verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
  } catch (err) {
    // No password was judged (the database failed): the attempt does not count.
    await Promise.all([limiters.loginFailures.reward(key), giveBackAddress()]).catch(() => undefined);
    throw err;
  }
  if (!user || !matches || !user.is_active) {
    await limiters.loginAccountFailures.penalty(id, 1);
    // The failure that reaches a limit blocks for the whole window from itself, as documented.
    await Promise.all([
      pair.consumedPoints >= LOGIN_MAX_FAILURES ? limiters.loginFailures.block(key, LOGIN_BLOCK_SECONDS) : null,
      fromAddress && fromAddress.consumedPoints >= LOGIN_ADDRESS_MAX_FAILURES ? limiters.loginAddressFailures.block(address, LOGIN_BLOCK_SECONDS) : null,
    ]);
    throw new AppError('E401', WRONG);
  }
  await Promise.all([limiters.loginFailures.delete(key), limiters.loginAccountFailures.delete(id), giveBackAddress()]);

  const scope = (await loadScope(deps.db, user.user_seq))!;
  const { token, expiresAt } = await deps.tokens.issue({ userSeq: scope.userSeq, loginId: scope.loginId, userType: scope.userType, tokenVersion: user.token_version });
  return {
    userInfo: { user_type: scope.userType, loginId: scope.loginId, member_no_list: scope.memberNos, hotel_code: scope.hotelCode, user_name: scope.userName },
    loginId: scope.loginId,
    token,
    token_expires_at: expiresAt.toISOString(),
    ...(scope.userType === 'MEMBERSHIP' ? { device_token: await deps.tokens.issueDevice(scope.loginId) } : {}),
  };
}
