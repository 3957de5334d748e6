import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
});

/** The property the list is narrowed to, as a filter chip. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: 999,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: 15,
  fontWeight: 600,
});

export const chipLabel = style({ fontWeight: 400 });

export const all = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: 15,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
