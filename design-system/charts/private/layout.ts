// Layout helpers shared by the charts. Pure functions: the server has no text metrics, so
// widths are estimated from the characters (Hangul and CJK take a full em, digits and Latin
// about 0.6 em) with a small safety margin.

const wide = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;
const narrow = /[.,:;'!|il1 ]/;

/** Estimated width in px of a single line of text at a font size. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += wide.test(ch) ? 1 : narrow.test(ch) ? 0.35 : 0.62;
  return Math.ceil(em * fontSize);
}

/**
 * A round step of at least `raw` (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10^k), so that a value
 * axis with a fixed number of intervals has round ticks, two axes can share one set of
 * gridlines, and the largest bar still fills most of the height.
 */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const nice = STEPS.find((step) => unit <= step + 1e-9) ?? 10;
  return Math.round(nice * power * 1e6) / 1e6;
}

const STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The top of a value axis of `intervals` nice steps that holds `max`; at least one step. */
export function niceMax(max: number, intervals: number): number {
  return niceStep(max / intervals) * intervals;
}

/** Evenly spaced tick values from 0 to `top` inclusive. */
export function evenTicks(top: number, intervals: number): number[] {
  return Array.from({ length: intervals + 1 }, (_, i) => (top / intervals) * i);
}

/** Every nth item so that the labels fit: keeps the first and thins evenly. */
export function thin<T>(items: readonly T[], slotWidth: number, labelWidth: number): T[] {
  if (slotWidth <= 0) return [];
  const every = Math.max(1, Math.ceil((labelWidth + 6) / slotWidth));
  return items.filter((_, i) => i % every === 0);
}

export const TICK_FONT_SIZE = 12;
export const VALUE_FONT_SIZE = 12;
