import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The share after a line's amount (textMuted on the surface: ≥ 4.5:1). */
export const share = style({ fill: vars.color.textMuted, fontWeight: 400 });

export const bar = style({ shapeRendering: 'crispEdges' });
