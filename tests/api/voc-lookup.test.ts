// @clock: stays counted from today in Seoul
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { LOOKUP_MISMATCH_MESSAGE } from '../../contracts/voc.ts';
import { VOC_LOOKUP_RECEIPT_HOURLY_CAP } from '../../server/api/rate-limit.ts';
import { startApi, type TestApi } from '../helpers/api.ts';

// Issue 15, point 7: the receipt e-mail in the visitor's language, and the inquiry lookup by
// receipt number + phone verification (status and answer), with no enumeration.

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
/** A fresh number and a visitor address of its own per use: the caps of one test never touch another. */
const next = () => {
  counter += 1;
  return { phone: `010-6${String(counter).padStart(3, '0')}-${2000 + counter}`, visitor: { headers: { 'x-forwarded-for': `198.19.${counter}.1` } } };
};
const digits = (p: string) => p.replace(/-/g, '');
const base = (lang_type = 'KOR') => ({ company_seq: 100, hotel_seq: 100, lang_type });

/** The last text to a number, from the outbox (no SMS gateway in tests). */
async function lastText(phone: string): Promise<string | null> {
  const [row] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY message_seq DESC LIMIT 1", [digits(phone)]);
  return row?.body ?? null;
}
const codeOf = (text: string | null) => /\[(\d{6})\]/.exec(text ?? '')?.[1] ?? null;
const texts = async (phone: string) => (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND recipient = $1", [digits(phone)]))[0]!.n;
/** Steps past the 60 s wait between texts to one number without waiting. */
const age = (phone: string) => api.db.query("UPDATE sms_verifications SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [digits(phone)]);

async function category(key: string): Promise<number> {
  const [row] = await api.db.query<{ category_seq: number }>("SELECT category_seq FROM categories WHERE category_type = 'voc' AND category_key = $1", [key]);
  return row!.category_seq;
}

/** Registers an inquiry the way the form does (verified phone), in `lang_type`; answers its receipt number. */
async function register(who: ReturnType<typeof next>, lang_type: string, extra: Record<string, unknown> = {}): Promise<string> {
  const b = base(lang_type);
  expect((await api.post('/brand/branding/mobile/auth_code/send', { ...b, phone: who.phone }, who.visitor)).status).toBe(200);
  const proof = await api.post('/brand/branding/mobile/auth_code/validate', { ...b, phone: who.phone, code: codeOf(await lastText(who.phone)) }, who.visitor);
  expect(proof.status).toBe(200);
  const res = await api.post(
    '/brand/branding/voc/register',
    {
      ...b, voc_hotel_seq: 101, category_seq: await category('reservation'), name: 'Aiko', phone: who.phone, email: `guest${counter}@example.com`, reply_method: 'email',
      title: 'Extra bed', content: 'Can we have an extra bed?', agree_privacy: true, verification_token: proof.body.result_data.verification_token, ...extra,
    },
    who.visitor,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await age(who.phone);
  return res.body.result_data.receipt_no as string;
}

async function receiptMail(receiptNo: string) {
  await expect.poll(async () => (await api.db.query("SELECT 1 FROM outbox WHERE channel = 'email' AND subject LIKE '%' || $1 || '%'", [receiptNo])).length).toBe(1);
  const [row] = await api.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE channel = 'email' AND subject LIKE '%' || $1 || '%'", [receiptNo]);
  return row!;
}

describe('the receipt e-mail (issue 15, point 7)', () => {
  const checkIn = addDays(seoulDay(), 30);
  const stay = { check_in: checkIn, check_out: addDays(checkIn, 2), room_count: 2, adults: 3, children: 1 };
  const dotted = (d: string) => d.replace(/-/g, '.');

  it('is written in the inquiry\'s language, labels and values in words, with the lookup address', async () => {
    const receipt = await register(next(), 'JAN', { stay, reply_method: 'sms' });
    const mail = await receiptMail(receipt);
    expect(mail.subject).toBe(`[RAON Resort Sokcho] お問い合わせを受け付けました（${receipt}）`);
    expect(mail.body).toContain('Aiko様、お問い合わせいただきありがとうございます。');
    expect(mail.body).toContain(`受付番号：${receipt}`);
    expect(mail.body).toContain(`ご宿泊日程：${dotted(stay.check_in)}～${dotted(stay.check_out)}（2泊）`);
    expect(mail.body).toContain('客室数：2室');
    expect(mail.body).toContain('人数：大人3名、子ども1名');
    expect(mail.body).toContain('ご返答方法：SMS');
    expect(mail.body).toContain('担当者が確認のうえ、SMSでご返答いたします。');
    expect(mail.body).toMatch(new RegExp(`https?://[^\\s]+/support\\?state=4&receipt=${receipt}&lang=ja`));
    // Nothing of the old Korean-only template, no raw enum value.
    expect(mail.body).not.toMatch(/[\uAC00-\uD7AF]/);
    expect(mail.body).not.toContain('(sms)');
  });

  it('is in English for an English page, the hotel by its English name and the category translated', async () => {
    const receipt = await register(next(), 'ENG');
    const mail = await receiptMail(receipt);
    expect(mail.subject).toBe(`[RAON Resort Sokcho] We have received your inquiry (${receipt})`);
    expect(mail.body).toContain('Type of inquiry: Reservations');
    expect(mail.body).toContain('Reply by: E-mail');
    expect(mail.body).toContain('We will look into it and reply by e-mail.');
    expect(mail.body).not.toContain('Stay:');
  });

  it('is in Korean for a Korean page', async () => {
    const receipt = await register(next(), 'KOR', { stay: { ...stay, room_count: 1 } });
    const mail = await receiptMail(receipt);
    expect(mail.subject).toBe(`[라온 리조트 속초] 문의가 접수되었습니다 (${receipt})`);
    expect(mail.body).toContain('문의 유형: 예약 문의');
    expect(mail.body).toContain(`숙박 일정: ${dotted(stay.check_in)} ~ ${dotted(stay.check_out)} (2박)`);
    expect(mail.body).toContain('답변 방법: 이메일');
    expect(mail.body).not.toContain('선택하신 방법(email)');
    expect(mail.body).toContain('&lang=ko');
  });
});

describe('POST /brand/branding/voc/lookup/send and /validate', () => {
  const send = (who: ReturnType<typeof next>, receipt_no: string, phone = who.phone, lang = 'KOR') => api.post('/brand/branding/voc/lookup/send', { ...base(lang), receipt_no, phone }, who.visitor);
  const validate = (who: ReturnType<typeof next>, receipt_no: string, code: string, phone = who.phone, lang = 'KOR') =>
    api.post('/brand/branding/voc/lookup/validate', { ...base(lang), receipt_no, phone, code }, who.visitor);
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('texts the inquiry form\'s verification code in the page\'s language (issue 29)', async () => {
    const expected: Record<string, RegExp> = {
      KOR: /^\[라온 호텔앤리조트\] 인증번호 \[\d{6}\]를 입력해 주세요\. 10분 동안 유효합니다\.$/,
      ENG: /^\[RAON Hotels & Resorts\] Your verification code is \[\d{6}\]\. It is valid for 10 minutes\.$/,
      JAN: /^\[RAON ホテルズ＆リゾーツ\] 認証番号は\[\d{6}\]です。10分間有効です。$/,
    };
    for (const [lang, text] of Object.entries(expected)) {
      const who = next();
      expect((await api.post('/brand/branding/mobile/auth_code/send', { ...base(lang), phone: who.phone }, who.visitor)).status).toBe(200);
      expect(await lastText(who.phone), lang).toMatch(text);
    }
  });

  it('texts a code to the inquiry\'s number in its language and shows the status, then the answer once written', async () => {
    const who = next();
    const receipt = await register(who, 'ENG');
    const sent = await send(who, receipt);
    expect(sent.status).toBe(200);
    expect(sent.body.result_data).toEqual({ expires_in_seconds: 600, resend_after_seconds: 60 });
    const text = await lastText(who.phone);
    expect(text).toMatch(/^\[RAON Hotels & Resorts\] Your inquiry lookup code is \[\d{6}\]\. It is valid for 10 minutes\.$/);

    // A lower-case receipt number and a number with dashes are the same inquiry.
    const seen = await validate(who, receipt.toLowerCase(), codeOf(text)!, who.phone, 'JAN');
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.result_data).toMatchObject({ receipt_no: receipt, status: 'RECEIVED', hotel_name: 'RAON Resort Sokcho', title: 'Extra bed', answer: null, answered_at: null, stay: null });
    // The code is spent.
    const again = await validate(who, receipt, codeOf(text)!);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LOOKUP_MISMATCH_MESSAGE);

    // The back office takes it up, then answers.
    await age(who.phone);
    await api.db.query("UPDATE vocs SET status = 'IN_PROGRESS', answer = 'draft' WHERE receipt_no = $1", [receipt]);
    await send(who, receipt);
    const inProgress = await validate(who, receipt, codeOf(await lastText(who.phone))!);
    expect(inProgress.body.result_data).toMatchObject({ status: 'IN_PROGRESS', answer: null });
    await age(who.phone);
    await api.db.query("UPDATE vocs SET status = 'ANSWERED', answer = 'An extra bed is 30,000 won a night.', answered_at = now() WHERE receipt_no = $1", [receipt]);
    await send(who, receipt);
    const answered = await validate(who, receipt, codeOf(await lastText(who.phone))!, who.phone, 'KOR');
    expect(answered.body.result_data).toMatchObject({ status: 'ANSWERED', answer: 'An extra bed is 30,000 won a night.', hotel_name: '라온 리조트 속초', category_name: '예약 문의' });
    expect(Date.parse(answered.body.result_data.answered_at)).not.toBeNaN();
  });

  it('shows the stay the inquiry is about', async () => {
    const who = next();
    const checkIn = addDays(seoulDay(), 10);
    const receipt = await register(who, 'KOR', { stay: { check_in: checkIn, check_out: addDays(checkIn, 1), room_count: 1, adults: 2, children: 0 } });
    await send(who, receipt);
    const seen = await validate(who, receipt, codeOf(await lastText(who.phone))!);
    expect(seen.body.result_data.stay).toEqual({ check_in: checkIn, check_out: addDays(checkIn, 1), room_count: 1, adults: 2, children: 0 });
  });

  it('answers a wrong number or an unknown receipt exactly as a right one, and texts nobody', async () => {
    const who = next();
    const receipt = await register(who, 'KOR');
    const before = await texts(who.phone);
    const stranger = next();
    const right = await send(who, receipt);
    await age(who.phone);
    const otherNumber = await send(stranger, receipt, stranger.phone);
    const unknownReceipt = await send(stranger, 'V20260101-0000ABCD', who.phone);
    for (const res of [otherNumber, unknownReceipt]) {
      expect(res.status).toBe(right.status);
      expect(res.body).toEqual(right.body);
    }
    expect(await texts(who.phone)).toBe(before + 1);
    expect(await texts(stranger.phone)).toBe(0);

    // Every failed check reads the same: no inquiry, another number, a wrong code, an expired code.
    const code = codeOf(await lastText(who.phone))!;
    const failures = [
      await validate(stranger, 'V20260101-0000ABCD', code, who.phone),
      await validate(stranger, receipt, code, stranger.phone),
      await validate(who, receipt, wrong(code)),
    ];
    await api.db.query("UPDATE sms_verifications SET expires_at = now() - interval '1 second' WHERE phone = $1 AND purpose = 'voc_lookup'", [digits(who.phone)]);
    failures.push(await validate(who, receipt, code));
    for (const res of failures) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ result: false, code: 'E400', message: LOOKUP_MISMATCH_MESSAGE, errors: [{ path: 'code', message: 'does not match' }] });
    }
  });

  it('allows at most 5 checks of a code, then even the right code is refused', async () => {
    const who = next();
    const receipt = await register(who, 'KOR');
    await send(who, receipt);
    const code = codeOf(await lastText(who.phone))!;
    for (let i = 0; i < 5; i++) expect((await validate(who, receipt, wrong(code))).status).toBe(400);
    const right = await validate(who, receipt, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(LOOKUP_MISMATCH_MESSAGE);
  });

  it(`limits lookups of one receipt number to ${VOC_LOOKUP_RECEIPT_HOURLY_CAP} an hour from any address, matching or not`, async () => {
    const receipt = 'V20260101-FFFF0000';
    for (let i = 0; i < VOC_LOOKUP_RECEIPT_HOURLY_CAP; i++) {
      const res = i % 2 === 0 ? await send(next(), receipt) : await validate(next(), receipt, '123456');
      expect(res.status).toBeLessThan(429);
    }
    const over = await send(next(), receipt);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sends one text per number per 60 s, answering the same', async () => {
    const who = next();
    const receipt = await register(who, 'KOR');
    const before = await texts(who.phone);
    const first = await send(who, receipt);
    const second = await send(who, receipt);
    expect(second.body).toEqual(first.body);
    expect(await texts(who.phone)).toBe(before + 1);
  });

  it('keeps lookup codes apart from the inquiry form\'s codes', async () => {
    const who = next();
    const receipt = await register(who, 'KOR');
    // A registration code, then a lookup code to the same number: each checks against its own.
    await api.post('/brand/branding/mobile/auth_code/send', { ...base(), phone: who.phone }, who.visitor);
    const formCode = codeOf(await lastText(who.phone))!;
    await age(who.phone);
    await send(who, receipt);
    const lookupCode = codeOf(await lastText(who.phone))!;
    expect((await api.post('/brand/branding/mobile/auth_code/validate', { ...base(), phone: who.phone, code: formCode }, who.visitor)).status).toBe(200);
    expect((await validate(who, receipt, lookupCode)).status).toBe(200);
  });

  it('refuses a receipt number of another shape naming the field', async () => {
    const who = next();
    const res = await send(who, 'ABC-123');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('receipt_no');
  });
});
