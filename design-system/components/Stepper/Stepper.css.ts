import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
/** The label above the buttons (a form laid out in columns). */
export const stacked = style({ flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', gap: vars.space.sm });
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });
export const label = style({ fontWeight: 600, color: vars.color.text });
export const hint = style({ fontSize: 13, color: vars.color.textMuted, margin: 0 });
export const controls = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const button = style({
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const value = style({ minWidth: 32, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
