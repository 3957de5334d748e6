import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/**
 * The chart palette: colours derived from the theme's tokens with color-mix(), so a hotel's
 * hotel_color re-themes the charts too and no hex value lives here. Every series colour keeps
 * at least 3:1 against the surface for each hotel colour (WCAG 1.4.11; palette.test.ts), and
 * neighbouring stacked segments are told apart by hue and a surface-coloured separator.
 */
export const chartColor = {
  /** Rooms, the first series: the brand colour. */
  series1: vars.color.brand,
  /** A coral red. */
  series2: `color-mix(in srgb, ${vars.color.critical} 75%, ${vars.color.surface})`,
  /** A bright blue, between the brand and the focus blue. */
  series3: `color-mix(in srgb, ${vars.color.brand} 35%, ${vars.color.focus})`,
  /** A violet. */
  series4: `color-mix(in srgb, ${vars.color.critical} 50%, ${vars.color.focus})`,
  /** A neutral grey, for 'other'. */
  series5: `color-mix(in srgb, ${vars.color.textMuted} 80%, ${vars.color.surface})`,
  /** Single-series bars: a softer brand tint. */
  bar: `color-mix(in srgb, ${vars.color.brand} 80%, ${vars.color.surface})`,
  /** Lines drawn over bars (with a halo of the surface colour). */
  line: vars.color.text,
  grid: vars.color.border,
  axis: vars.color.textMuted,
  surface: vars.color.surface,
} as const;

/** Series colours in the order stacks use them. */
export const chartSeries = ['series1', 'series2', 'series3', 'series4', 'series5'] as const;
export type ChartSeries = (typeof chartSeries)[number] | 'bar';

const seriesColors = {
  series1: chartColor.series1,
  series2: chartColor.series2,
  series3: chartColor.series3,
  series4: chartColor.series4,
  series5: chartColor.series5,
  bar: chartColor.bar,
} satisfies Record<ChartSeries, string>;

/** SVG fill per series (a class: presentation attributes cannot hold var()). */
export const seriesFill = styleVariants(seriesColors, (color) => ({ fill: color }));

/** Legend swatch background per series. */
export const seriesSwatch = styleVariants(seriesColors, (color) => ({ background: color }));

/** The line of a line series and its markers. */
export const lineStroke = style({ fill: 'none', stroke: chartColor.line, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const lineHalo = style({ fill: 'none', stroke: chartColor.surface, strokeWidth: 6, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const lineMarker = style({ fill: chartColor.surface, stroke: chartColor.line, strokeWidth: 2 });
export const lineSwatch = style({ background: chartColor.line });
