import { CONTENT_FALLBACKS } from '../../../locales/languages.ts';

/**
 * SQL of a translated entity: its *_translations row in the visitor's language, else English, else
 * Korean (locales/languages.ts contentLanguageChain; docs/decisions.md, issue 15 point 3). The
 * whole row is chosen, never column by column, so that a text and its `lang` attribute agree: an
 * entity is shown in one language, and content_lang_type says which.
 *
 * `ownerKey` is the owner's key column in the query (`fa.facility_seq`); `langParam` the
 * placeholder of the requested lang_type ($1 in the content queries).
 * Table, key and alias names are the code's own identifiers, never input.
 */
export function translation(table: string, key: string, ownerKey: string, opts: { prefix?: string; langParam?: string } = {}) {
  const prefix = opts.prefix ?? 't';
  const aliases = [`${prefix}_req`, ...CONTENT_FALLBACKS.map((l) => `${prefix}_${l.toLowerCase()}`)];
  const langs = [opts.langParam ?? '$1', ...CONTENT_FALLBACKS.map((l) => `'${l}'`)];
  const join = aliases.map((a, i) => `LEFT JOIN ${table} ${a} ON ${a}.${key} = ${ownerKey} AND ${a}.lang_type = ${langs[i]}`).join('\n  ');
  /** The column of the first translation row that exists. */
  const value = (column: string) => `CASE ${aliases.map((a) => `WHEN ${a}.${key} IS NOT NULL THEN ${a}.${column}`).join(' ')} END`;
  return {
    join,
    value,
    column: (column: string, as: string = column) => `${value(column)} AS ${as}`,
    /** For independent, nullable facts (a hotel's address, its CEO): the first translation that has this one. */
    firstOf: (column: string) => `COALESCE(${aliases.map((a) => `${a}.${column}`).join(', ')})`,
    /** The language of the chosen row. */
    lang: (as = 'content_lang_type') => `COALESCE(${aliases.map((a) => `${a}.lang_type`).join(', ')}) AS ${as}`,
  };
}
