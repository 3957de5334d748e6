/**
 * A notice's text in parts, with each Korean telephone number found as a part of its own (issue
 * 29: a guest on a phone taps a number to call it). Numbers as Korean notices write them: an area
 * or mobile prefix (02-123-4567, 033-670-2000, 010-1234-5678) or a nationwide number (1588-2040).
 */
export type TextPart = { text: string } | { phone: string; tel: string };

const PHONE = /(?<!\d)(?:0\d{1,2}-\d{3,4}-\d{4}|1[5-9]\d{2}-\d{4})(?!\d)/g;

export function phoneParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ phone: match[0], tel: `tel:${match[0].replace(/-/g, '')}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
