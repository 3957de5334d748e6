import http from 'node:http';
import https from 'node:https';
import got, { type Got } from 'got';
import { z } from 'zod';
import type { LangType } from '../../locales/languages.ts';
import { loginResult } from '../api/schemas/auth.ts';
import { brandMainResponse, termListResponse } from '../api/schemas/brand.ts';
import { log } from '../lib/logger.ts';

export type BrandMain = z.infer<typeof brandMainResponse>['result_data'];
export type BrandTermList = z.infer<typeof termListResponse>['result_data']['brand_term_list'];

export interface BrandScope {
  company_seq: number;
  hotel_seq: number;
  lang_type: LangType;
}

/**
 * The web app's client of the operator API: keep-alive connections, a timeout on every call,
 * one retry of brand reads (they change nothing), and every answer checked against its schema.
 */
export function createApiClient(baseUrl: string, timeoutMs: number) {
  const client: Got = got.extend({
    prefixUrl: baseUrl,
    timeout: { request: timeoutMs },
    retry: { limit: 1, backoffLimit: 200, methods: ['POST'], statusCodes: [502, 503, 504], errorCodes: ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE'] },
    agent: { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) },
    throwHttpErrors: false,
    responseType: 'json',
  });

  /** A brand read; null when the call fails or answers result false (SPEC §8: nothing shown). */
  async function brandRead<S extends z.ZodType<{ result_data: unknown }>>(path: string, schema: S, body: BrandScope): Promise<z.output<S>['result_data'] | null> {
    try {
      const res = await client.post(path, { json: body });
      const parsed = schema.safeParse(res.body);
      if (parsed.success) return parsed.data.result_data;
      const envelope = res.body as { result?: unknown; code?: unknown } | undefined;
      if (envelope?.result === false) log.info('brand call answered result false', { path, code: envelope.code, status: res.statusCode });
      else log.warn('brand call answered an unexpected shape', { path, status: res.statusCode, issues: parsed.error.issues.slice(0, 3) });
      return null;
    } catch (err) {
      log.warn('brand call failed', { path, error: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  return {
    brandMain: (body: BrandScope) => brandRead('brand/branding/main', brandMainResponse, body) as Promise<BrandMain | null>,
    termList: (body: BrandScope) => brandRead('brand/branding/term/list', termListResponse, body) as Promise<{ brand_term_list: BrandTermList } | null>,
    /** Owner login through the operator API (the booking stand-in's sign-in); null when refused. */
    async ownerLogin(body: { loginId: string; password: string }): Promise<z.infer<typeof loginResult> | null> {
      const res = await client.post('client/user/login', { json: { ...body, joinType: 'NORMAL', hotelCode: 13 }, retry: { limit: 0 } });
      const parsed = loginResult.safeParse(res.body);
      return parsed.success ? parsed.data : null;
    },
    /** Raw GET passthrough (stored files). */
    stream: (path: string) => client.stream.get(path, { responseType: undefined, retry: { limit: 0 } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
