// Shapes that cross from the booking site through the browser. zod/mini keeps the validator
// small in the page bundle (DESIGN §6 budget) with the same zod core as the server.
import * as z from 'zod/mini';

// zod compiles object parsers with new Function() when it may; a strict CSP (no 'unsafe-eval')
// forbids that, and even zod's probe would be reported as a violation.
z.config({ jitless: true });

/** Who the booking site says logged in (SPEC §3 user info). */
export const userInfoSchema = z.object({
  user_type: z.string().check(z.minLength(1), z.maxLength(40)),
  loginId: z.string().check(z.minLength(1), z.maxLength(100)),
  member_no_list: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(100)), []),
  hotel_code: z._default(z.nullable(z.coerce.number().check(z.int(), z.nonnegative())), null),
  user_name: z._default(z.string().check(z.maxLength(100)), ''),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Cross-window messages of the booking pop-up (SPEC §7 cross-window messaging). */
export const PAYMENT_CHANNEL = 'payment';

export const paymentMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), data: userInfoSchema }),
  z.object({ type: z.literal('logout'), data: z.null() }),
  z.object({ type: z.literal('paySuccess'), data: z.record(z.string(), z.string()) }),
]);
export type PaymentMessage = z.infer<typeof paymentMessageSchema>;
