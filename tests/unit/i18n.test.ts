import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { langTypeOf, locales, namespaces } from '../../locales/languages.ts';
import { MAIL_NAMESPACE } from '../../server/api/domain/voc-mail.ts';
import { detectLocale } from '../../server/web/render/i18n.ts';

describe('detectLocale (SPEC §4 language rule)', () => {
  it('prefers the saved preference cookie', () => {
    expect(detectLocale('en', 'ko-KR,ko;q=0.9')).toBe('en');
    expect(detectLocale('ja', 'ko')).toBe('ja');
  });
  it('ignores a cookie that is not one of the ten locales', () => {
    expect(detectLocale('fr', 'ko-KR')).toBe('ko');
  });
  it('chooses Korean when Accept-Language names Korean anywhere', () => {
    expect(detectLocale(undefined, 'ko-KR,ko;q=0.9,en;q=0.8')).toBe('ko');
    expect(detectLocale(undefined, 'en-US,en;q=0.9,ko;q=0.5')).toBe('ko');
  });
  it('chooses English for any other browser language', () => {
    expect(detectLocale(undefined, 'en-US')).toBe('en');
    expect(detectLocale(undefined, 'ja-JP,ja;q=0.9')).toBe('en');
    expect(detectLocale(undefined, 'kok-IN')).toBe('en');
  });
  it('falls back to Korean without any hint', () => {
    expect(detectLocale(undefined, undefined)).toBe('ko');
    expect(detectLocale(undefined, '')).toBe('ko');
  });
});

describe('locales', () => {
  const keysOf = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const load = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.resolve('locales', locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;

  // i18next plural forms: Korean has one form, English '_one' and '_other', and so on; keys are
  // compared without the suffix, and every plural key must have its '_other' form (or a bare key).
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const bases = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort();

  it.each(locales.filter((l) => l !== 'ko'))('%s has exactly the keys of Korean, with no Korean text left', (locale) => {
    // The pages' namespaces and the server-only one of the texts that leave by e-mail or SMS.
    for (const ns of [...namespaces, MAIL_NAMESPACE]) {
      const source = load('ko', ns);
      const target = load(locale, ns);
      expect(bases(keysOf(target)), `${locale}/${ns}.json`).toEqual(bases(keysOf(source)));
      const targetKeys = new Set(keysOf(target));
      for (const key of targetKeys) {
        const base = key.replace(PLURAL, '');
        if (key !== base) expect(targetKeys.has(`${base}_other`) || targetKeys.has(base), `${locale}/${ns}.json ${base}_other`).toBe(true);
        const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        if (key !== base) expect(forms, `${locale} has no plural form ${key}`).toContain(key.match(PLURAL)![1]);
      }
      const values = keysOf(target).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], target) as string);
      expect(values.filter((v) => /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/.test(v))).toEqual([]);
    }
  });

  it('maps locales to the API language codes', () => {
    expect(langTypeOf('ko')).toBe('KOR');
    expect(langTypeOf('en')).toBe('ENG');
    expect(langTypeOf('zh-TW')).toBe('CHT');
    expect(langTypeOf('xx')).toBe('KOR');
  });
});

describe('counted texts', () => {
  it('says "1 adult · 1 child" and "2 adults · 0 children" in English, as the owner home lists a booking (issue 28)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { member: JSON.parse(fs.readFileSync(path.resolve('locales/en/member.json'), 'utf8')) } } });
    const guests = (adults: number, children: number) =>
      i18n.t('member:home.res.guestsValue', { adults: i18n.t('member:home.res.adultCount', { count: adults }), children: i18n.t('member:home.res.childCount', { count: children }) });
    expect(guests(1, 1)).toBe('1 adult · 1 child');
    expect(guests(2, 0)).toBe('2 adults · 0 children');
  });
});
