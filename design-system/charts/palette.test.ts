import { describe, expect, it } from 'vitest';

// WCAG 1.4.11: graphical objects need 3:1 against what they sit on. The palette mixes theme
// tokens with color-mix(in srgb, …), which interpolates the encoded sRGB channels; this checks
// the result for the default theme and each hotel's brand colour (tokens/Tokens.stories.tsx).
const theme = { critical: '#B91C1C', focus: '#2563EB', textMuted: '#4B5563', text: '#111827', surface: '#FFFFFF' };
const hotelBrands = ['#1F4E79', '#0B6E8A', '#2E7D5B', '#8A5A2B'];

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (a: Rgb, pa: number, b: Rgb): Rgb => a.map((v, i) => v * pa + b[i]! * (1 - pa)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// The same recipes as palette.css.ts.
function palette(brand: string) {
  const c = { brand: rgb(brand), critical: rgb(theme.critical), focus: rgb(theme.focus), textMuted: rgb(theme.textMuted), surface: rgb(theme.surface) };
  return {
    series1: c.brand,
    series2: mix(c.critical, 0.75, c.surface),
    series3: mix(c.brand, 0.35, c.focus),
    series4: mix(c.critical, 0.5, c.focus),
    series5: mix(c.textMuted, 0.8, c.surface),
    bar: mix(c.brand, 0.8, c.surface),
    line: rgb(theme.text),
  };
}

describe('chart palette', () => {
  it.each(hotelBrands)('keeps every series at 3:1 or more on the surface with brand %s', (brand) => {
    for (const [name, colour] of Object.entries(palette(brand))) {
      expect(contrast(colour, rgb(theme.surface)), name).toBeGreaterThanOrEqual(3);
    }
  });
});
