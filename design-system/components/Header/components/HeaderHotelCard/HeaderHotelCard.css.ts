import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/theme.css.ts';

const base = style({
  display: 'flex',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: 'border-color 0.2s, background-color 0.2s',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // SPEC §2: the hotel of the current route is highlighted.
    '&[aria-current]': { borderColor: vars.color.brand, background: vars.color.brandHover, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const card = styleVariants({
  card: [base, { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, padding: vars.space.lg }],
  row: [base, { flexDirection: 'row', alignItems: 'center', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 64 }],
});

export const logo = styleVariants({
  card: { display: 'block', height: 40, width: 'auto', maxWidth: 200, flexShrink: 0, marginBottom: vars.space.sm },
  row: { display: 'block', height: 32, width: 'auto', maxWidth: 120, flexShrink: 0 },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const location = style({ color: vars.color.textMuted, fontSize: 13 });

export const name = style({
  fontSize: 16,
  fontWeight: 700,
  selectors: { [`${base}[aria-current] &`]: { color: vars.color.brand } },
});
