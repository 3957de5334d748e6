import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { daysBetween } from '../../../contracts/seoul-clock.ts';
import { formatDate } from '../../../design-system/format/format.ts';
import { defaultLocale, languages, locales, type Locale } from '../../../locales/languages.ts';
import type { Config } from '../../config.ts';
import { siteOrigin } from '../../web/middleware/origin.ts';

// The texts that leave the system for a visitor (the inquiry's receipt e-mail, the lookup's text
// message) in the inquiry's language (issue 15, point 7), from locales/<locale>/mail.json: a
// namespace of its own, read only here, so that no page carries it.
export const MAIL_NAMESPACE = 'mail';
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');

let instance: Promise<TFunction[]> | null = null;

function translators(): Promise<TFunction[]> {
  instance ??= (async () => {
    const resources = Object.fromEntries(
      locales.map((locale) => [locale, { [MAIL_NAMESPACE]: JSON.parse(fs.readFileSync(path.join(localesDir, locale, `${MAIL_NAMESPACE}.json`), 'utf8')) as Record<string, unknown> }]),
    );
    const i18n = i18next.createInstance();
    await i18n.init({ resources, supportedLngs: [...locales], fallbackLng: defaultLocale, ns: [MAIL_NAMESPACE], defaultNS: MAIL_NAMESPACE, interpolation: { escapeValue: false }, initAsync: false });
    return locales.map((locale) => i18n.getFixedT(locale, MAIL_NAMESPACE));
  })();
  return instance;
}

/** The locale of an API lang_type (KOR → ko …); Korean for anything else. */
export function localeOf(langType: string): Locale {
  return languages.find((l) => l.langType === langType)?.locale ?? defaultLocale;
}

async function tFor(langType: string): Promise<TFunction> {
  return (await translators())[locales.indexOf(localeOf(langType))]!;
}

/** The mail texts' translator for an API lang_type (the owner notifications' messages use it too). */
export const mailTranslator = tFor;

/** The address of the inquiry lookup, in the inquiry's language, with its receipt number filled in. */
export function lookupUrl(config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'ALLOWED_HOSTS' | 'PORT'>, receiptNo: string, langType: string): string {
  const origin = siteOrigin(config).originFor(config.PORT);
  return `${origin}/support?${new URLSearchParams({ state: '4', receipt: receiptNo, lang: localeOf(langType) }).toString()}`;
}

export interface ReceiptMail {
  langType: string;
  receiptNo: string;
  name: string;
  hotelName: string;
  categoryName: string;
  title: string;
  replyMethod: 'email' | 'sms' | 'phone';
  stay: { check_in: string; check_out: string; room_count: number; adults: number; children: number } | null;
  lookupUrl: string;
}

/** The receipt e-mail of an inquiry: subject and plain text, every label and value in words of the inquiry's language. */
export async function receiptMail(m: ReceiptMail): Promise<{ subject: string; text: string }> {
  const t = await tFor(m.langType);
  const line = (label: string, value: string) => t('receipt.line', { label: t(`receipt.labels.${label}`), value });
  const lines = [
    t('receipt.greeting', { name: m.name }),
    '',
    t('receipt.intro'),
    '',
    line('receiptNo', m.receiptNo),
    line('hotel', m.hotelName),
    line('category', m.categoryName),
    line('title', m.title),
    ...(m.stay
      ? [
          line('stay', t('receipt.stayDates', { checkIn: formatDate(m.stay.check_in), checkOut: formatDate(m.stay.check_out), count: daysBetween(m.stay.check_in, m.stay.check_out) })),
          line('rooms', t('receipt.roomCount', { count: m.stay.room_count })),
          line('guests', t('receipt.guests', { adults: m.stay.adults, children: m.stay.children })),
        ]
      : []),
    line('replyMethod', t(`receipt.methods.${m.replyMethod}`)),
    '',
    t(`receipt.reply.${m.replyMethod}`),
    '',
    t('receipt.lookup'),
    m.lookupUrl,
    '',
    t('receipt.signature'),
  ];
  return { subject: t('receipt.subject', { hotel: m.hotelName, receipt: m.receiptNo }), text: lines.join('\n') };
}

/** The text message with an inquiry lookup code (the [123456] form of every code the site texts). */
export async function lookupCodeText(langType: string, code: string, minutes: number): Promise<string> {
  return (await tFor(langType))('lookupCode', { code, minutes });
}

/** The text message with an inquiry form's verification code, in the page's language (issue 29). */
export async function verifyCodeText(langType: string, code: string, minutes: number): Promise<string> {
  return (await tFor(langType))('verifyCode', { code, minutes });
}
