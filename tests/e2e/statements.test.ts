// @clock: which months are settled by the Seoul day of the run; the open month answers 404
// An owner's statements (issue 28, point 2: server/web/statements.ts) through the web app of the
// e2e stack, with each owner's saved session: the monthly statement of a settled month and the
// year's summary, Korean or English; an open month is a 404 that says why; a visitor without a
// session is sent to the log-in page; a session only ever gets its own owner's statement.
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';
import { ownerState } from '../helpers/portal-session.ts';

const web = e2eServer().webUrl;
const db = inject('portalDb');

/** The Cookie header of an owner's saved session (Playwright storage state). */
function cookieOf(loginId: string): string {
  const state = JSON.parse(fs.readFileSync(ownerState(loginId), 'utf8')) as { cookies: { name: string; value: string }[] };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

async function get(path: string, loginId?: string) {
  const res = await fetch(web + path, { headers: loginId ? { cookie: cookieOf(loginId) } : {}, redirect: 'manual' });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** A PDF literal string (with its escapes), decoded from UTF-16BE when it starts with a byte-order mark. */
function literal(bytes: Buffer, start: number): string {
  const out: number[] = [];
  let depth = 1;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x5c) {
      const n = bytes[++i]!;
      const escapes: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
      if (n >= 0x30 && n <= 0x37) {
        let octal = String.fromCharCode(n);
        while (octal.length < 3 && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37) octal += String.fromCharCode(bytes[++i]!);
        out.push(parseInt(octal, 8));
      } else out.push(escapes[n] ?? n);
      continue;
    }
    if (b === 0x28) depth++;
    if (b === 0x29 && --depth === 0) break;
    out.push(b);
  }
  const raw = Buffer.from(out);
  return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : raw.toString('latin1');
}

/** The document's Title and Keywords (its Info dictionary, which PDF never compresses). */
function pdfInfo(pdf: Buffer): { title: string; keywords: string } {
  const text = pdf.toString('latin1');
  const field = (name: string) => {
    const ref = new RegExp(`/${name} (\\d+) 0 R`).exec(text);
    if (!ref) return '';
    const at = text.indexOf(`\n${ref[1]} 0 obj\n(`);
    return literal(pdf, at + `\n${ref[1]} 0 obj\n(`.length);
  };
  return { title: field('Title'), keywords: field('Keywords') };
}

const unitsOf = (loginId: string) => db.units.filter((u) => u.login_id === loginId).map((u) => u.member_no);
const hotelOf = (loginId: string) => db.units.find((u) => u.login_id === loginId)!.hotel_seq;
const lastClosed = (loginId: string) => db.closed.find((c) => c.hotel_seq === hotelOf(loginId))!.std_month;
const after = (ym: string) => (ym.endsWith('12') ? `${Number(ym.slice(0, 4)) + 1}01` : String(Number(ym) + 1));

describe('owner statements (issue 28, point 2)', () => {
  it.each(['sokcho01', 'multi01'])('%s gets the monthly statement of the last settled month, covering its own units only', async (owner) => {
    const ym = lastClosed(owner);
    const { res, body } = await get(`/member/statements/${ym}.pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const info = pdfInfo(body);
    expect(info.title).toBe(`${ym.slice(0, 4)}.${ym.slice(4)} 월별 정산서 – ${info.title.split(' – ')[1]} – ${owner}`);
    const own = unitsOf(owner).filter((no) => db.ledger.some((l) => l.member_no === no && l.std_month === ym));
    expect(info.keywords.split(' ').sort()).toEqual([owner, ...own].sort());
    // Another owner's session at the same address gets that owner's statement, never this one's.
    const other = owner === 'sokcho01' ? 'multi01' : 'sokcho01';
    const theirs = pdfInfo((await get(`/member/statements/${ym}.pdf`, other)).body);
    for (const no of own) expect(theirs.keywords.split(' ')).not.toContain(no);
    expect(theirs.keywords.split(' ')).toContain(other);
  });

  it('speaks English on request and gives the year’s summary for the income tax return', async () => {
    const ym = lastClosed('multi01');
    const en = pdfInfo((await get(`/member/statements/${ym}.pdf?lang=en`, 'multi01')).body);
    expect(en.title).toMatch(new RegExp(`^Monthly owner statement, ${ym.slice(0, 4)}-${ym.slice(4)} – .+ – multi01$`));
    const year = String(Number(ym.slice(0, 4)) - 1);
    const { res, body } = await get(`/member/statements/${year}.pdf`, 'multi01');
    expect(res.status).toBe(200);
    const summary = pdfInfo(body);
    expect(summary.title).toMatch(new RegExp(`^${year}년 연간 정산 요약 \\(종합소득세 신고용\\) – .+ – multi01$`));
    expect(summary.keywords.split(' ').sort()).toEqual(['multi01', ...unitsOf('multi01')].sort());
  });

  it('answers 404 saying why for a month not settled yet, a year with nothing settled and an address of another shape', async () => {
    const open = after(lastClosed('sokcho01'));
    const ko = await get(`/member/statements/${open}.pdf`, 'sokcho01');
    expect(ko.res.status).toBe(404);
    expect(ko.body.toString()).toBe(`${open.slice(0, 4)}.${open.slice(4)}은(는) 아직 정산되지 않았습니다. 월별 정산서는 그 달이 마감된 뒤(다음 달 10일경) 발행됩니다.`);
    const en = await get(`/member/statements/${open}.pdf?lang=en`, 'sokcho01');
    expect(en.body.toString()).toMatch(/^\d{4}-\d{2} is not settled yet/);
    expect((await get('/member/statements/2019.pdf', 'sokcho01')).body.toString()).toBe('2019년에는 정산된 달이 없습니다.');
    const odd = await get('/member/statements/2026-09.pdf', 'sokcho01');
    expect(odd.res.status).toBe(404);
    expect(odd.body.toString()).toContain('/member/statements/202609.pdf');
  });

  it('sends a visitor without a session to the log-in page and back', async () => {
    const { res } = await get('/member/statements/202401.pdf');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login-member?next=%2Fmember%2Fstatements%2F202401.pdf');
  });
});
