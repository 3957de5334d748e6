import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const footer = style({
  fontFamily: vars.font.body,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: 14,
  lineHeight: 1.6,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [media.portalMobile]: { padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.portalMobile]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const termsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} 0`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.portalMobile]: { gap: `${vars.space.xs} ${vars.space.md}` } },
});

export const termsItem = style({});
// Dividers between the links on one line; on narrow screens the links wrap, so gaps replace them.
globalStyle(`${termsItem} + ${termsItem}::before`, {
  content: '""',
  display: 'inline-block',
  width: 1,
  height: 12,
  margin: `0 ${vars.space.sm}`,
  background: vars.color.border,
  verticalAlign: 'middle',
  '@media': { [media.portalMobile]: { display: 'none' } },
});

export const termsLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
/** The privacy policy is set apart, as Korean privacy guidance expects. */
export const termsLinkStrong = style({ fontWeight: 700 });

export const socialList = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  transition: 'color 0.2s, border-color 0.2s',
  selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand }, '&:focus-visible': focusRing },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

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

export const infoList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const infoItem = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': { [media.portalMobile]: { flexBasis: '100%' } },
});
export const infoLabel = style({ flex: '0 0 auto', fontWeight: 600, color: vars.color.text });
export const infoValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const telLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing } });

export const copyright = style({ margin: 0, fontSize: 13 });
