import type { Resource, TFunction } from 'i18next';

/**
 * The page's translations (issue 16): the part of i18next the pages use, in a few hundred bytes
 * instead of i18next's 14 KB (brotli) in every page's first load. A page holds one language and
 * never changes it in place (choosing another reloads), so there is no language detection,
 * loading, events or fallback language to carry. What it does, as i18next 26 does with this
 * project's options (tests/unit/translator.test.ts compares the two on every key of every locale):
 * - keys `ns:a.b.c` (or `a.b.c` in the translator's namespace), an array of keys tries each;
 * - plurals by `count` with Intl.PluralRules (`key_zero` first for 0, then `key_one`/`key_other`…);
 * - `{{name}}` and `{{ a.b }}` interpolation, values not escaped (React escapes); a variable not
 *   given is left as written;
 * - `returnObjects` returns the object (its strings interpolated), `defaultValue` for a missing key,
 *   and a missing key returns the key without its namespace.
 * Server-only texts (e-mails, callback pages) keep i18next (server/web/render/i18n.ts).
 */
export interface Translations {
  readonly language: string;
  getFixedT(lng: null, ns: string): TFunction;
  t: TFunction;
}

type Tree = Resource[string];
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; returnObjects?: boolean };

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';

function lookup(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function valueAt(options: Options, path: string): unknown {
  if (path in options) return options[path];
  return lookup(options, path);
}

function interpolate(text: string, options: Options | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{([^{}]+)\}\}/g, (match, name: string) => {
    const value = valueAt(options, name.trim());
    if (value === undefined || value === null) return match;
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  });
}

function interpolateDeep(value: unknown, options: Options | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]));
  }
  return value;
}

export function createTranslations(language: string, store: Tree, defaultNs = 'common'): Translations {
  const plurals = new Intl.PluralRules(language);

  function resolve(key: string, ns: string, options: Options | undefined): { found: boolean; value: unknown; bare: string } {
    let namespace = ns;
    let path = key;
    const at = key.indexOf(NS_SEPARATOR);
    if (at > 0 && Object.prototype.hasOwnProperty.call(store, key.slice(0, at))) {
      namespace = key.slice(0, at);
      path = key.slice(at + 1);
    }
    const tree = store[namespace];
    const count = options?.count;
    if (typeof count === 'number') {
      const candidates = count === 0 ? [`${path}_zero`, `${path}_${plurals.select(count)}`] : [`${path}_${plurals.select(count)}`];
      for (const candidate of candidates) {
        const value = lookup(tree, candidate);
        if (value !== undefined) return { found: true, value, bare: path };
      }
    }
    const value = lookup(tree, path);
    return { found: value !== undefined, value, bare: path };
  }

  function fixed(ns: string): TFunction {
    const t = (keys: string | string[], options?: Options): unknown => {
      const list = Array.isArray(keys) ? keys : [keys];
      let bare = '';
      for (const key of list) {
        const hit = resolve(key, ns, options);
        if (!hit.found) {
          bare ||= hit.bare;
          continue;
        }
        if (typeof hit.value === 'string') return interpolate(hit.value, options);
        if (options?.returnObjects) return interpolateDeep(hit.value, options);
        // As i18next: an object asked for as a string is a mistake in the caller, said in the text.
        return `key '${hit.bare} (${language})' returned an object instead of string.`;
      }
      if (options && typeof options.defaultValue === 'string') return interpolate(options.defaultValue, options);
      return bare;
    };
    // The call signatures of i18next's TFunction (the key types are not checked in this project).
    return t as unknown as TFunction;
  }

  const byNs = new Map<string, TFunction>();
  return {
    language,
    getFixedT(_lng: null, ns: string) {
      let t = byNs.get(ns);
      if (!t) byNs.set(ns, (t = fixed(ns)));
      return t;
    },
    t: fixed(defaultNs),
  };
}
