import i18next, { type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslations } from '../../shared/i18n/translator.ts';
import { defaultLocale, locales, namespaces } from '../../locales/languages.ts';
import { loadResources } from '../../server/web/render/i18n.ts';

/**
 * The pages' translator (shared/i18n/translator.ts) answers every key of every locale as i18next
 * does with the options the pages used it with (shared/i18n/instance.ts before issue 16): one
 * language's store, default namespace 'common', no escaping.
 */
const resources = loadResources();

function reference(locale: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: { [locale]: resources[locale]! },
    defaultNS: 'common',
    ns: [...namespaces],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Every key path of a namespace, with plural suffixes folded into the base key. */
function keysOf(tree: unknown, prefix = ''): { key: string; object: boolean; plural?: boolean }[] {
  if (!tree || typeof tree !== 'object') return [];
  const out: { key: string; object: boolean; plural?: boolean }[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === 'object') {
      out.push({ key, object: true });
      if (!Array.isArray(value)) out.push(...keysOf(value, key));
    } else {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      out.push({ key: base, object: false, plural: base !== key });
    }
  }
  return out;
}

/** Values for every variable a text may name, including ones that look like paths. */
const variables = {
  year: 2026, month: 11, name: '김라온', hotel: '라온 리조트', max: 1000, value: '42', date: '2026-11-26', to: 'B', from: 'A',
  message: 'm', keyword: '바다', type: 't', seconds: 9, page: 3, minutes: 2, children: 1, amount: '1,000', adults: 2, checkOut: '11-28',
  checkIn: '11-26', what: 'w', title: 'T', start: 's', size: '2 MB', room: 'R', receipt: 'V-1', quarter: 4, price: '9,900', n: 7, field: 'f',
  end: 'e', formatted: 'F', units: 3, standard: 'S', rooms: 2, ratio: '50%', rate: '3%', provisional: 'P', provisionalNet: 'PN',
};

describe('the pages’ translator answers as i18next', () => {
  for (const locale of locales) {
    it(`every key of ${locale}, with and without options, counts 0, 1, 2, 5 and returnObjects`, () => {
      const ref = reference(locale);
      const ours = createTranslations(locale, resources[locale]!);
      let compared = 0;
      for (const ns of namespaces) {
        const refT = ref.getFixedT(null, ns);
        const ourT = ours.getFixedT(null, ns);
        const other = namespaces.find((n) => n !== ns)!;
        for (const { key, object, plural } of keysOf(resources[locale]![ns])) {
          const counts = plural ? [0, 1, 2, 5] : [1];
          const optionSets: Record<string, unknown>[] = object ? [{ returnObjects: true }, { returnObjects: true, ...variables }] : [{}, variables, ...counts.map((count) => ({ ...variables, count }))];
          for (const options of optionSets) {
            // The key in its own namespace, and named with its namespace from another one.
            expect(ourT(key, options), `${locale} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(refT(key, options));
            expect(ourT(`${ns}:${key}`, options)).toEqual(ref.getFixedT(null, other)(`${ns}:${key}`, options));
            compared += 2;
          }
        }
        // Missing keys: the key back (without its namespace), or the default value, interpolated.
        for (const missing of ['no.such.key', `${other}:no.such`, 'has:colon but no namespace']) {
          expect(ourT(missing)).toEqual(refT(missing));
          expect(ourT(missing, { defaultValue: 'x {{name}}', name: 'N' })).toEqual(refT(missing, { defaultValue: 'x {{name}}', name: 'N' }));
          compared += 2;
        }
        // An array of keys tries each in turn.
        expect(ourT(['no.such.key', keysOf(resources[locale]![ns]).find((k) => !k.object)!.key])).toEqual(refT(['no.such.key', keysOf(resources[locale]![ns]).find((k) => !k.object)!.key]));
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('leaves a variable that was not given as written, and reads nested values', () => {
    const store = { common: { a: 'Hello {{name}} and {{ who.first }}, {{missing}}' } };
    const ref = i18next.createInstance();
    void ref.init({ lng: 'en', resources: { en: store }, defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false });
    const ours = createTranslations('en', store);
    const options = { name: 'Ann', who: { first: 'Bo' } };
    expect(ours.t('a', options)).toBe(ref.t('a', options));
    expect(ours.t('a')).toBe(ref.t('a'));
  });
});
