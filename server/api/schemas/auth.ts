import { z } from 'zod';

export const OWNER_HOTEL_CODES = [13, 14, 15] as const;

export const loginBody = z.strictObject({
  loginId: z.string().trim().min(1, 'is required').max(100),
  password: z.string().min(1, 'is required').max(200),
  joinType: z.literal('NORMAL').describe('Always NORMAL (SPEC §3).'),
  hotelCode: z
    .union([z.number().int(), z.string().regex(/^\d{1,3}$/).transform(Number)])
    .pipe(z.number().refine((v) => (OWNER_HOTEL_CODES as readonly number[]).includes(v), 'must be an owner hotel code: 13, 14 or 15'))
    .describe('The portal the owner signs in to (13 Sokcho, 14 Naksan, 15 Gyeongju).'),
  deviceToken: z
    .string()
    .max(2048)
    .optional()
    .describe('The device token an earlier sign-in of this ID gave the browser (device_token): a valid one exempts the attempt from its address\'s block, never from the ID\'s. Anything else is ignored.'),
});

export const userInfo = z.object({
  user_type: z.enum(['MEMBERSHIP', 'GENERAL']),
  loginId: z.string(),
  member_no_list: z.array(z.string()),
  hotel_code: z.number().int().nullable(),
  user_name: z.string(),
});

export const loginResult = z.object({
  userInfo,
  loginId: z.string(),
  token: z.string().describe('Bearer access token (JWT, HS256) for the member calls.'),
  token_expires_at: z.string().describe('ISO 8601'),
  device_token: z.string().optional().describe('For an owner (MEMBERSHIP): a token naming this ID and this browser, to send as deviceToken with later sign-ins of the ID (180 days).'),
});
