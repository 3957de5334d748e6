import { z } from 'zod';

// zod compiles object parsers with new Function() when it may; a strict CSP (no 'unsafe-eval')
// forbids that, and even zod's probe would be reported as a violation.
z.config({ jitless: true });

/** Who the booking site says logged in (SPEC §3 user info). */
export const userInfoSchema = z.object({
  user_type: z.string().min(1).max(40),
  loginId: z.string().min(1).max(100),
  member_no_list: z.array(z.string().max(40)).max(100).default([]),
  hotel_code: z.coerce.number().int().nonnegative().nullable().default(null),
  user_name: z.string().max(100).default(''),
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
