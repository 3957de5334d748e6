import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: 14,
  lineHeight: 1.6,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  boxSizing: 'content-box',
  '@media': { [media.brandMobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`, boxSizing: 'border-box' } },
});

export const logo = style({ display: 'block', height: 36, width: 'auto', marginBottom: vars.space.lg });

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) auto',
  gap: vars.space.xl,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: 15, fontWeight: 700, color: vars.color.text });

export const phone = style({
  display: 'inline-block',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontSize: 26,
  fontWeight: 800,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md, rowGap: 2, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const inlineLink = style({
  color: 'inherit',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const linkList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.brandMobile]: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` } },
});

export const supportLink = style([inlineLink, { display: 'inline-flex', alignItems: 'center', minHeight: 28, fontWeight: 500 }]);

export const social = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  transition: 'color 0.2s, border-color 0.2s',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand }, '&:focus-visible': focusRing },
});

export const socialIcon = style({ width: 22, height: 22 });

export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} 0`,
  margin: 0,
  padding: `${vars.space.md} 0`,
  listStyle: 'none',
  '@media': { [media.brandMobile]: { gap: `${vars.space.xs} ${vars.space.lg}` } },
});

export const termItem = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      width: 1,
      height: 12,
      margin: `0 ${vars.space.md}`,
      background: vars.color.border,
    },
  },
  // Wrapped lines on a phone would end in a stray divider: spacing alone separates them there.
  '@media': { [media.brandMobile]: { selectors: { '&:not(:last-child)::after': { display: 'none' } } } },
});

export const termLink = style([inlineLink, { fontWeight: 600 }]);

export const business = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontStyle: 'normal',
  color: vars.color.textMuted,
  '@media': { [media.brandMobile]: { flexDirection: 'column', gap: 2 } },
});

export const businessLabel = style({ marginRight: vars.space.sm, fontWeight: 600 });

export const copyright = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: 13 });
