import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, fontFamily: vars.font.body });
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const swatch = style({ width: 48, height: 32, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
