import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { chartColor } from '../palette.css.ts';
import { TICK_FONT_SIZE, VALUE_FONT_SIZE } from './layout.ts';

// Shared SVG styles of the plots. Text is textMuted or text on the surface (≥ 4.5:1).

export const grid = style({ color: chartColor.grid });
export const axis = style({ color: chartColor.axis });
export const baseline = style({ stroke: chartColor.axis, strokeWidth: 1 });

export const tick = style({
  fill: chartColor.axis,
  fontFamily: vars.font.body,
  fontSize: TICK_FONT_SIZE,
  fontVariantNumeric: 'tabular-nums',
});

export const value = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: VALUE_FONT_SIZE,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: VALUE_FONT_SIZE,
});

/** Separates stacked segments by a thin line of the surface colour. */
export const segment = style({ stroke: chartColor.surface, strokeWidth: 1 });
