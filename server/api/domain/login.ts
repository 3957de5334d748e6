import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { loadScope, type Tokens } from '../auth.ts';
import { AppError } from '../errors.ts';
import { LOGIN_MAX_FAILURES, tooMany, type Limiters } from '../rate-limit.ts';
import type { loginBody, loginResult } from '../schemas/auth.ts';
import { decoyHash, verifyPassword } from './password.ts';

const WRONG = 'The login ID or password is not correct.';

/**
 * Owner login (SPEC §7). An unknown id and a wrong password answer alike, and take as long
 * (no enumeration). Ten consecutive failures for one id from one address block the eleventh
 * attempt, right or wrong, until the window passes; a success clears the count.
 */
export async function login(deps: { db: Db; tokens: Tokens; limiters: Limiters }, body: z.output<typeof loginBody>, address: string): Promise<z.input<typeof loginResult>> {
  const key = `${body.loginId.toLowerCase()}|${address}`;
  const failures = await deps.limiters.loginFailures.get(key);
  if (failures && failures.consumedPoints >= LOGIN_MAX_FAILURES) throw tooMany(failures.msBeforeNext, 'Too many failed log-ins for this ID.');

  const [user] = await deps.db.query<{ user_seq: number; password_hash: string; is_active: boolean }>(
    'SELECT user_seq, password_hash, is_active FROM users WHERE lower(login_id) = lower($1)',
    [body.loginId],
  );
  const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !matches || !user.is_active) {
    await deps.limiters.loginFailures.penalty(key, 1);
    throw new AppError('E401', WRONG);
  }
  await deps.limiters.loginFailures.delete(key);

  const scope = (await loadScope(deps.db, user.user_seq))!;
  const { token, expiresAt } = await deps.tokens.issue({ userSeq: scope.userSeq, loginId: scope.loginId, userType: scope.userType });
  return {
    userInfo: { user_type: scope.userType, loginId: scope.loginId, member_no_list: scope.memberNos, hotel_code: scope.hotelCode, user_name: scope.userName },
    loginId: scope.loginId,
    token,
    token_expires_at: expiresAt.toISOString(),
  };
}
