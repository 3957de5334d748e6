/**
 * Fills '{name}' placeholders of a translated template (no concatenated sentences: the whole
 * sentence, word order included, comes from the locale file). Unknown placeholders stay as they are.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}
