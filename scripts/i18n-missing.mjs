// Lists the interface strings a locale still lacks, compared with Korean (the source), with the
// Korean and English texts to translate from; and, with --prune, removes keys Korean no longer has.
// usage: node scripts/i18n-missing.mjs [locale …] [--prune]
import fs from 'node:fs';
import path from 'node:path';

const all = ['en', 'ja', 'zh-CN', 'zh-TW', 'es', 'pt', 'vi', 'th', 'mn'];
const args = process.argv.slice(2);
const prune = args.includes('--prune');
const wanted = args.filter((a) => !a.startsWith('--'));
const namespaces = ['common', 'ui', 'site', 'member'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const load = (locale, ns) => JSON.parse(fs.readFileSync(path.resolve('locales', locale, `${ns}.json`), 'utf8'));
const flat = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]));
const get = (obj, key) => key.split('.').reduce((o, p) => (o == null ? undefined : o[p]), obj);

const report = {};
for (const locale of wanted.length ? wanted : all) {
  for (const ns of namespaces) {
    const ko = load('ko', ns);
    const en = load('en', ns);
    const target = load(locale, ns);
    const targetBases = new Set(flat(target).map(([k]) => k.replace(PLURAL, '')));
    const koBases = new Set(flat(ko).map(([k]) => k.replace(PLURAL, '')));
    for (const [key, value] of flat(ko)) {
      const base = key.replace(PLURAL, '');
      if (!targetBases.has(base)) (report[`${locale}/${ns}.json`] ??= {})[key] = { ko: value, en: get(en, key) ?? get(en, `${base}_other`) ?? get(en, base) };
    }
    if (prune) {
      const stale = flat(target).filter(([k]) => !koBases.has(k.replace(PLURAL, '')));
      for (const [key] of stale) {
        const parts = key.split('.');
        const parent = parts.slice(0, -1).reduce((o, p) => o[p], target);
        Reflect.deleteProperty(parent, parts.at(-1));
      }
      if (stale.length) fs.writeFileSync(path.resolve('locales', locale, `${ns}.json`), JSON.stringify(target, null, 2) + '\n');
    }
  }
}
console.log(JSON.stringify(report, null, 2));
