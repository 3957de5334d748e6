import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLoginAssertions } from '../../server/web/bff/login-assertion.ts';
import { createSealer, sessionSecret } from '../../server/web/middleware/owner-session.ts';
import { isSameOriginRequest } from '../../server/web/bff/member-bff.ts';
import { safeNext } from '../../server/web/render/portal.ts';
import type { Request } from 'express';

const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: '김민준' };
/** A sealed value (version.iv.body.tag) with its GCM tag kept to its first `bytes` bytes. */
const withTagCut = (value: string, bytes: number) => {
  const parts = value.split('.');
  return [...parts.slice(0, 3), Buffer.from(parts[3]!, 'base64url').subarray(0, bytes).toString('base64url')].join('.');
};
/** The same bytes spelt otherwise: the last character of a part with its unused low bits set (A → B, Q → R, …). */
const respelt = (part: string) => part.slice(0, -1) + String.fromCharCode(part.charCodeAt(part.length - 1) + 1);
const session = { token: 'header.payload.signature-of-enough-length', expiresAt: Date.now() + 60_000, user };

describe('the sealed portal session (DESIGN §1)', () => {
  const sealer = createSealer('a'.repeat(40));

  it('opens what it sealed, and nothing of the token is readable in the cookie', () => {
    const value = sealer.seal(session);
    expect(value).not.toContain('header.payload');
    expect(Buffer.from(value.split('.')[2]!, 'base64url').toString('latin1')).not.toContain('sokcho01');
    expect(sealer.open(value)).toEqual(session);
  });

  it('refuses a value altered in any part, sealed with another key, or expired', () => {
    const value = sealer.seal(session);
    const parts = value.split('.');
    for (let i = 1; i < 4; i++) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[i]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      altered[i] = bytes.toString('base64url');
      expect(sealer.open(altered.join('.'))).toBeNull();
    }
    expect(createSealer('b'.repeat(40)).open(value)).toBeNull();
    expect(sealer.open(value, session.expiresAt + 1)).toBeNull();
    // The same bytes under another spelling (the tag's unused low bits set) are not the value.
    expect(sealer.open([...parts.slice(0, 3), respelt(parts[3]!)].join('.'))).toBeNull();
    expect(sealer.open('garbage')).toBeNull();
    expect(sealer.open(undefined)).toBeNull();
  });

  it('refuses a value whose GCM tag was cut short, which Node would otherwise check on its first bytes only (issue 25, point 8)', () => {
    const value = sealer.seal(session);
    for (const bytes of [4, 8, 12, 15]) expect(sealer.open(withTagCut(value, bytes)), `${bytes}-byte tag`).toBeNull();
    // The whole tag still opens, and a longer one does not.
    expect(sealer.open(withTagCut(value, 16))).toEqual(session);
    const parts = value.split('.');
    expect(sealer.open([...parts.slice(0, 3), Buffer.concat([Buffer.from(parts[3]!, 'base64url'), Buffer.alloc(1)]).toString('base64url')].join('.'))).toBeNull();
  });

  it('makes a random key once in DATA_DIR and reuses it; SESSION_SECRET wins when set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raon-key-'));
    try {
      const first = sessionSecret({ DATA_DIR: dir, SESSION_SECRET: undefined });
      expect(sessionSecret({ DATA_DIR: dir, SESSION_SECRET: undefined })).toEqual(first);
      expect(fs.statSync(path.join(dir, 'session.key')).mode & 0o777).toBe(0o600);
      expect(sessionSecret({ DATA_DIR: dir, SESSION_SECRET: 'c'.repeat(32) }).toString()).toBe('c'.repeat(32));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the booking site\'s sealed log-in assertion (issue 11, point 3)', () => {
  const assertions = createLoginAssertions('d'.repeat(40));

  it('refuses an assertion whose GCM tag was cut short (issue 25, point 8)', () => {
    for (const bytes of [4, 8, 12, 15]) expect(assertions.redeem(withTagCut(assertions.issue(user), bytes)), `${bytes}-byte tag`).toBeNull();
    expect(assertions.redeem(assertions.issue(user))).toEqual(user);
  });

  it('opens an assertion under its one spelling only: the same bytes spelt otherwise are refused, and the assertion is still taken once', () => {
    const value = assertions.issue(user);
    const parts = value.split('.');
    // The 16-byte tag leaves 4 unused bits in its last character: Node decodes the respelt tag to the same bytes.
    const tag = respelt(parts[3]!);
    expect(Buffer.from(tag, 'base64url')).toEqual(Buffer.from(parts[3]!, 'base64url'));
    expect(assertions.redeem([...parts.slice(0, 3), tag].join('.'))).toBeNull();
    expect(assertions.redeem(`${value}.`)).toBeNull();
    expect(assertions.redeem(value)).toEqual(user);
    expect(assertions.redeem(value)).toBeNull();
  });
});

describe('cross-site requests to the member BFF', () => {
  const req = (headers: Record<string, string>) =>
    ({ protocol: 'https', get: (name: string) => (name.toLowerCase() === 'host' ? 'raon.example' : headers[name.toLowerCase()]) }) as unknown as Request;

  it('accepts this origin and refuses any other', () => {
    expect(isSameOriginRequest(req({ origin: 'https://raon.example' }), undefined)).toBe(true);
    expect(isSameOriginRequest(req({ origin: 'https://evil.example' }), undefined)).toBe(false);
    expect(isSameOriginRequest(req({ origin: 'null' }), undefined)).toBe(false);
    expect(isSameOriginRequest(req({ 'sec-fetch-site': 'cross-site' }), undefined)).toBe(false);
    expect(isSameOriginRequest(req({ 'sec-fetch-site': 'same-origin' }), undefined)).toBe(true);
    expect(isSameOriginRequest(req({ referer: 'https://evil.example/x' }), undefined)).toBe(false);
    expect(isSameOriginRequest(req({ origin: 'https://www.raon.example' }), 'https://www.raon.example')).toBe(true);
  });
});

describe('the address after signing in', () => {
  it('is a portal address of this site, never another site', () => {
    expect(safeNext('/member/operation?x=1')).toBe('/member/operation?x=1');
    expect(safeNext('/member')).toBe('/member');
    expect(safeNext('//evil.example/member')).toBeNull();
    expect(safeNext('/membership-evil')).toBeNull();
    expect(safeNext('/login-member')).toBeNull();
  });
});
