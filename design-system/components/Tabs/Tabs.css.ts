import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [media.portalMobile]: { gap: 0 } },
});

export const tab = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  marginBottom: -1,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: 16,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'color 0.2s, border-color 0.2s, background-color 0.2s',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.brandHover },
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 700 },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
  '@media': {
    [media.portalMobile]: { padding: `0 ${vars.space.sm}`, fontSize: 15 },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
