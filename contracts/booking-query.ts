// The booking site's start query read back (issue 29, point 1): what the local stand-in of the
// booking site shows it received, and what an api test checks the site's hand-offs against. The
// full zod is fine here: the page bundle never imports this module (contracts/booking.ts writes
// the query without a validator).
import { z } from 'zod';
import { BOOKING_LIMITS, ROOM_LIMITS, isDay, nightsBetween } from './booking.ts';

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const perRoom = (min: number, max: number) =>
  z
    .string()
    .max(60)
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => count(min, max).safeParse(part.trim()));
      if (parts.some((p) => !p.success)) {
        ctx.addIssue({ code: 'custom', message: `each room's number must be ${min} to ${max}` });
        return z.NEVER;
      }
      return parts.map((p) => p.data as number);
    });
const day = z.string().refine(isDay, 'a date written YYYY-MM-DD');

/** The start page's query read back (the stand-in); every part but hotel_code is optional, as the booking site's own links send only hotel_code. */
export const bookingQuerySchema = z
  .object({
    hotel_code: z.string().trim().min(1).max(20),
    check_in: day.optional(),
    check_out: day.optional(),
    rooms: count(1, BOOKING_LIMITS.maxRooms).optional(),
    adults: perRoom(ROOM_LIMITS.minAdults, ROOM_LIMITS.maxAdults).optional(),
    children: perRoom(0, ROOM_LIMITS.maxChildren).optional(),
    room_seq: count(1, 2_147_483_647).optional(),
    promotion_seq: count(1, 2_147_483_647).optional(),
    package_seq: count(1, 2_147_483_647).optional(),
    p: z.string().max(20).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.check_in === undefined) !== (q.check_out === undefined)) ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'check_in and check_out come together' });
    if (q.check_in && q.check_out && !(nightsBetween(q.check_in, q.check_out) >= BOOKING_LIMITS.minNights)) ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'check_out must be at least one night after check_in' });
    const rooms = q.rooms ?? q.adults?.length;
    if (q.adults && q.adults.length !== rooms) ctx.addIssue({ code: 'custom', path: ['adults'], message: `one number of adults per room (${rooms})` });
    if (q.children && q.children.length !== (q.adults?.length ?? rooms)) ctx.addIssue({ code: 'custom', path: ['children'], message: 'one number of children per room' });
    if (q.promotion_seq && q.package_seq) ctx.addIssue({ code: 'custom', path: ['package_seq'], message: 'a promotion or a package, not both' });
  });
export type BookingQuery = z.output<typeof bookingQuerySchema>;
