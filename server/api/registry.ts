import express, { Router, type Request } from 'express';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import type { Config } from '../config.ts';
import { ok, parseBody, SUCCESS_CODE } from './envelope.ts';
import { errorCatalogue } from './errors.ts';
import type { OwnerScope, Tokens } from './auth.ts';
import { consume, type Limiters } from './rate-limit.ts';
import type { Messenger } from './messaging.ts';
import type { PasswordVerifier } from './domain/password.ts';

export interface ApiServices {
  db: Db;
  config: Config;
  tokens: Tokens;
  limiters: Limiters;
  messenger: Messenger;
  /** Every password check of a log-in goes through this (password.ts verifyPassword). */
  verifyPassword: PasswordVerifier;
}

export interface HandlerContext<B> {
  body: B;
  req: Request;
  services: ApiServices;
  /** Present on owner routes: who is calling and what they may see. */
  owner: OwnerScope;
}

/**
 * One API call: its path, who may call it, the zod schemas of its body and of its result, and
 * the handler. The router and the OpenAPI document are both made from these definitions, so
 * they cannot disagree (DESIGN §4).
 */
export interface RouteDef<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  summary: string;
  tag: 'brand' | 'auth' | 'member' | 'member-area';
  /** 'owner': a valid bearer token of a MEMBERSHIP user (401 without, 403 for other users). */
  auth: 'public' | 'owner';
  body: B;
  /** Schema of result_data; with `bare`, of the whole success response. */
  result: R;
  /** The response is `{result, code, ...fields}` rather than `{result, code, result_data}` (owner login, SPEC §7). */
  bare?: boolean;
  /** Largest accepted body (express size string); default 100kb. */
  bodyLimit?: string;
  /** Extra error codes this call may answer, for the document. */
  errors?: (keyof typeof errorCatalogue)[];
  handler: (ctx: HandlerContext<z.output<B>>) => Promise<z.input<R>>;
}

export function defineRoute<B extends z.ZodType, R extends z.ZodType>(def: RouteDef<B, R>): RouteDef<B, R> {
  return def;
}

export function mountRoutes(defs: RouteDef[], services: ApiServices, authenticate: (req: Request) => Promise<OwnerScope>): Router {
  const router = Router();
  for (const def of defs) {
    router.post(def.path, express.json({ limit: def.bodyLimit ?? '100kb', type: ['application/json', 'application/*+json'] }), async (req, res) => {
      // Authentication comes before validation: an anonymous caller learns nothing about the body's shape.
      const owner = def.auth === 'owner' ? await authenticate(req) : (undefined as unknown as OwnerScope);
      // Issue 25, point 8: one owner's calls are bounded (one moved a notice's view count by a
      // thousand in ten seconds); counted before the body is checked.
      if (def.auth === 'owner') await consume(services.limiters.memberCalls, String(owner.userSeq), 'Too many portal requests from this account.');
      const body = parseBody(def.body, req.body);
      const result = await def.handler({ body, req, services, owner });
      if (def.auth === 'owner') res.set('Cache-Control', 'private, no-store');
      if (def.bare) res.json({ result: true, code: SUCCESS_CODE, ...(result as object) });
      else ok(res, result);
    });
  }
  return router;
}

const errorEnvelope = z.object({
  result: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The success envelope of a definition, for the document and for response checks in tests. */
export function successSchema(def: RouteDef): z.ZodType {
  return def.bare
    ? z.object({ result: z.literal(true), code: z.literal(SUCCESS_CODE) }).and(def.result)
    : z.object({ result: z.literal(true), code: z.literal(SUCCESS_CODE), result_data: def.result });
}

export { errorEnvelope };

/** OpenAPI 3.1 document of every call (served at /openapi.json, written to docs/api/openapi.json). */
export function openApiDocument(defs: RouteDef[]): Record<string, unknown> {
  const json = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  const paths: Record<string, unknown> = {};
  for (const def of defs) {
    const errorCodes = new Set<keyof typeof errorCatalogue>(['E400', 'E413', 'E500', 'E503', ...(def.auth === 'owner' ? (['E401', 'E403', 'E429'] as const) : []), ...(def.errors ?? [])]);
    const responses: Record<string, unknown> = {
      200: { description: 'Success (code S001)', content: { 'application/json': { schema: json(successSchema(def), 'output') } } },
    };
    for (const code of errorCodes) {
      responses[String(errorCatalogue[code].status)] = {
        description: `${code}: ${errorCatalogue[code].message}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    paths[def.path] = {
      post: {
        tags: [def.tag],
        summary: def.summary,
        operationId: def.path.replace(/^\//, '').replace(/[/{}]/g, '_'),
        ...(def.auth === 'owner' ? { security: [{ bearer: [] }] } : {}),
        requestBody: { required: true, content: { 'application/json': { schema: json(def.body, 'input') } } },
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RAON operator API',
      version: '1.0.0',
      description: 'Every call is POST with a JSON body and answers {result, code, result_data}; success code S001. Errors answer {result: false, code, message, errors?} with the HTTP status of their code.',
    },
    servers: [{ url: 'http://localhost:4000' }],
    tags: [
      { name: 'brand', description: 'Public brand-site calls (/brand/branding/...)' },
      { name: 'auth', description: 'Owner login' },
      { name: 'member', description: 'Owner portal calls (/client/api/...), bearer token' },
      { name: 'member-area', description: 'Owner my-page calls (/client/member/...), bearer token' },
    ],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: json(errorEnvelope, 'output') },
    },
    paths: { ...paths, ...fixedPaths },
  };
}

/** The routes that are not POST calls of the registry. */
const fixedPaths = {
  '/healthz': {
    get: { tags: ['ops'], summary: 'Liveness and database reachability', operationId: 'healthz', responses: { 200: { description: 'Up: {result: true, code: S001, result_data: {status, database}}' }, 503: { description: 'E503: the database did not answer within 2 s (the error envelope)' } } },
  },
  '/openapi.json': {
    get: { tags: ['ops'], summary: 'This document', operationId: 'openapi', responses: { 200: { description: 'OpenAPI 3.1 document' } } },
  },
  '/crs/download/{company_seq}/{hotel_seq}/{file}': {
    get: {
      tags: ['files'],
      summary: 'A stored file: public images to anyone; an owner\'s documents only with that owner\'s bearer token (404 to anyone else); inquiry attachments never',
      operationId: 'download',
      parameters: [
        { name: 'company_seq', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'hotel_seq', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'file', in: 'path', required: true, description: 'file_path followed by file_name, e.g. hotel/101/logo/sokcho.svg', schema: { type: 'string' } },
      ],
      security: [{}, { bearer: [] }],
      responses: {
        200: { description: 'The file, with its content type and Content-Length, sent in chunks as it is read (HEAD: the headers only)' },
        304: { description: 'Not modified since If-Modified-Since (stored files never change)' },
        400: { description: 'E400: the address has segments such as ..' },
        401: { description: 'E401: an owner document without a token' },
        404: { description: 'E404: no such file (or not yours)' },
        503: { description: 'E503 with Retry-After: too many downloads at once, or the database cannot answer' },
      },
    },
  },
};
