// One clock: the portal's business dates are Asia/Seoul (UTC+9 all year, no daylight saving),
// the same module the api, the seed and the tests read (contracts/seoul-clock.ts).
import { seoulDay } from '../contracts/seoul-clock.ts';

export { addDays } from '../contracts/seoul-clock.ts';

/** Today in Seoul as YYYY-MM-DD (one clock: business dates are Asia/Seoul). */
export function seoulToday(now: Date = new Date()): string {
  return seoulDay(now);
}
