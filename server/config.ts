import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the web and api processes: its environment variable, default and meaning.
 * The README's configuration table is written from this list (tests/unit/config.test.ts keeps
 * the two in step). An invalid value stops start-up with a message naming the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const hostList = z
  .string()
  .regex(/^[a-z0-9.:[\]-]+(,[a-z0-9.:[\]-]+)*$/i, 'must be host names (with :port where not 80/443), comma-separated')
  .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()));
const proxyList = z
  .string()
  .regex(/^[a-z0-9.:/]+(\s*,\s*[a-z0-9.:/]+)*$/i, 'must be addresses, subnets (a.b.c.d/n) or loopback/linklocal/uniquelocal, comma-separated')
  .transform((v) => v.split(',').map((p) => p.trim()));

export const settings = {
  NODE_ENV: { schema: z.enum(['production', 'development', 'test']).default('production'), doc: 'Run mode; production unless `npm run dev` or the tests set it.' },
  PORT: { schema: port.default(3000), doc: 'Port of the web app (brand site, owner portal, BFF).' },
  API_PORT: { schema: port.default(4000), doc: 'Port of the operator API when it runs in this machine.' },
  HOST: { schema: z.string().min(1).default('0.0.0.0'), doc: 'Interface both apps listen on.' },
  DATA_DIR: { schema: z.string().min(1).default('./data'), doc: 'Folder of the embedded PGlite database (used when DATABASE_URL is unset).' },
  DATABASE_URL: { schema: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(), doc: 'PostgreSQL server to use instead of the embedded database; a connection that does not open within 5 s, or a statement that runs 5 s, fails with a message naming the server.' },
  API_URL: { schema: url.optional(), doc: 'Operator API the web app calls; unset: the embedded api on API_PORT.' },
  API_TIMEOUT_MS: { schema: z.coerce.number().int().min(100).max(60000).default(3000), doc: 'Timeout of one web→api call, in milliseconds (the content-version poll: 1 s at most; sign-in: 5 s more; uploads: 1 s more per 512 KB).' },
  BOOKING_SITE_URL: { schema: url.optional(), doc: 'The external booking site (connect-login, logout, start); unset: a local stand-in at /booking-standin.' },
  CACHE_PURGE_URL: { schema: url.optional(), doc: 'Shared HTTP cache in front of the web processes (Varnish, deploy/varnish/default.vcl) that each web process tells of a new content version (PURGE with X-Content-Generation); unset: none.' },
  FILE_SERVER_URL: { schema: url.optional(), doc: 'File server of /crs/download/...; unset: the operator API serves its stored files.' },
  PUBLIC_ORIGIN: { schema: url.optional(), doc: 'Public origin of the site (canonical, hreflang, Open Graph and sitemap addresses); unset: the address `npm start` prints. Never taken from a request header.' },
  ALLOWED_HOSTS: { schema: hostList.optional(), doc: 'Other Host names the web app answers for, comma-separated (besides PUBLIC_ORIGIN\'s host and loopback on its port); any other Host gets 400.' },
  TRUST_PROXY: { schema: proxyList.default(['loopback']), doc: 'Proxies in front of the web app whose X-Forwarded-For/-Proto are believed (addresses, subnets or loopback, comma-separated): the visitor\'s address and TLS come from them only.' },
  API_TRUST_PROXY: { schema: proxyList.default(['loopback']), doc: 'Callers of the operator API whose X-Forwarded-For is believed (the web app\'s addresses): the visitor\'s address for log-in and SMS limits.' },
  LOGIN_ASSERTION_SECRET: { schema: z.string().min(32, 'must be at least 32 characters').optional(), doc: 'Key shared with the booking site to seal its log-in assertions (/login_success); unset: the session key (the local stand-in).' },
  AUTH_SECRET: { schema: z.string().min(32, 'must be at least 32 characters').optional(), doc: 'Key that signs owner access tokens; unset: a random key made once and kept in the database.' },
  SESSION_SECRET: { schema: z.string().min(32, 'must be at least 32 characters').optional(), doc: 'Key that seals the owner portal session cookie (bookingUserAuth); unset: a random key made once and kept in DATA_DIR/session.key.' },
  TOKEN_TTL_MINUTES: { schema: z.coerce.number().int().min(5).max(24 * 60).default(240), doc: 'Lifetime of an owner access token, in minutes.' },
  REDIS_URL: { schema: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(), doc: 'Redis for shared rate-limit counters (login, SMS); unset: counters in memory. While it is unreachable: an error in the log every minute, counters per process, blocks kept.' },
  SOLAPI_API_KEY: { schema: z.string().min(1).optional(), doc: 'SMS gateway (solapi) key; with SOLAPI_API_SECRET and SOLAPI_SENDER, verification codes go out by SMS instead of the outbox table.' },
  SOLAPI_API_SECRET: { schema: z.string().min(1).optional(), doc: 'SMS gateway (solapi) secret.' },
  SOLAPI_SENDER: { schema: z.string().regex(/^\d{8,11}$/, 'must be a registered sender number, digits only').optional(), doc: 'Registered SMS sender number, digits only.' },
  MEMBER_CALLS_PER_MINUTE: { schema: z.coerce.number().int().min(60).max(1_000_000).default(600), doc: 'Member calls (owner portal) one owner may make per minute, all together; beyond it 429 with Retry-After until the minute ends. A page makes about ten: a person never meets it.' },
  SMS_DAILY_BUDGET: { schema: z.coerce.number().int().min(1).max(1_000_000).default(1000), doc: 'Text messages (verification codes) the site may send per day, all numbers together (Seoul day); beyond it sending pauses until midnight.' },
  SMTP_URL: { schema: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(), doc: 'SMTP server for e-mail (VOC receipts); unset: e-mails go to the outbox table.' },
  MAIL_FROM: { schema: z.string().min(3).default('RAON Hotels & Resorts <no-reply@raonhotels.example>'), doc: 'Sender of e-mails.' },
  PAGE_CACHE_MB: { schema: z.coerce.number().int().min(0).max(4096).default(64), doc: 'Memory for pre-compressed public pages, in MB (a quarter more keeps the public pictures they show); 0 turns the page cache off.' },
  RENDER_THREADS: { schema: z.coerce.number().int().min(0).max(64).optional(), doc: 'Worker threads that render pages for the page cache; unset: one per CPU core; 0 renders on the main thread.' },
  LOG_LEVEL: { schema: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'), doc: 'Log level (SPEC §9).' },
} as const;

type Settings = typeof settings;
const schema = z.object(
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v.schema])) as { [K in keyof Settings]: Settings[K]['schema'] },
);
export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const input = Object.fromEntries(Object.keys(settings).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(input[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR) };
}

export function apiBaseUrl(config: Config): string {
  return config.API_URL ?? `http://127.0.0.1:${config.API_PORT}`;
}
