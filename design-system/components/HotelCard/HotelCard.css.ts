import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const card = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '100%',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  transition: 'border-color 0.2s, background-color 0.2s, box-shadow 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const interactive = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const selected = style({
  borderColor: vars.color.brand,
  background: vars.color.brandHover,
  boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: 64,
  marginBottom: vars.space.xs,
});

export const logoImage = style({
  display: 'block',
  maxWidth: '100%',
  height: 48,
  width: 'auto',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const logoPlaceholder = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const location = style({
  fontSize: 13,
  lineHeight: 1.4,
  color: vars.color.textMuted,
});

export const name = style({
  fontSize: 16,
  lineHeight: 1.4,
  fontWeight: 700,
  wordBreak: 'keep-all',
});

/** A check mark on the chosen card, so the state is not told by colour alone (WCAG 1.4.1). */
export const check = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
});
