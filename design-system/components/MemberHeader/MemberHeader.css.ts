import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const MOBILE_BAR = 60;
const shadow = `0 4px 16px color-mix(in srgb, ${vars.color.text} 12%, transparent)`;
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } as const;
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: 'transparent',
  borderBottom: '1px solid transparent',
  transition: 'background-color 0.2s, box-shadow 0.2s, border-color 0.2s',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** SPEC §2: the header takes a scrolled style once the page is scrolled. */
export const scrolled = style({ background: vars.color.surface, borderBottomColor: vars.color.border, boxShadow: shadow });

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

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 0 auto',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

// --- desktop ---

export const desktopHeader = style({});

export const desktopInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  height: vars.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const desktopNav = style({ flex: '1 1 auto', display: 'flex', justifyContent: 'center', height: '100%' });

export const desktopList = style({ display: 'flex', height: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const desktopItem = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const desktopLink = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  boxShadow: 'inset 0 -3px 0 transparent',
  transition: 'color 0.2s, box-shadow 0.2s',
  selectors: {
    '&:hover': { color: vars.color.brand },
    [`${desktopItem}[data-open] > &`]: { color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -6, borderRadius: vars.radius.md },
  },
  '@media': {
    // Between the portal breakpoint and the brand one, seven items need tighter spacing.
    [media.brandMobile]: { padding: `0 ${vars.space.sm}`, fontSize: 15 },
    [reducedMotion]: { transition: 'none' },
  },
});

export const desktopActive = style({ color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` });

export const dropdown = style({
  position: 'absolute',
  top: '100%',
  left: '50%',
  transform: 'translateX(-50%)',
  minWidth: 184,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: shadow,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  fontSize: 15,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

/** The desktop bar's logout: a quiet text button beside the booking-site button. */
export const logoutButton = style({
  flex: '0 0 auto',
  font: 'inherit',
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const bookingButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: 15,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { filter: 'brightness(1.1)' }, '&:focus-visible': focusRing },
});

// --- mobile ---

export const mobileHeader = style({ background: vars.color.surface });

export const mobileBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: MOBILE_BAR,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceMuted } },
});

export const mobilePanel = style({
  position: 'fixed',
  top: MOBILE_BAR,
  left: 0,
  right: 0,
  bottom: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const userCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const userName = style({ margin: 0, fontSize: 18, fontWeight: 700 });
export const userSuffix = style({ marginLeft: vars.space.xs, fontWeight: 500 });

export const memberNumbers = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.sm}`, margin: 0, fontSize: 14 });
export const memberNoLabel = style({ color: vars.color.textMuted, fontWeight: 600 });
export const memberNo = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const userActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, marginTop: vars.space.xs });

export const cardButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: 15,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
export const cardButtonSecondary = style({ background: vars.color.surface, color: vars.color.brand });

export const mobileList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const mobileItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 56,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 16,
  fontWeight: 600,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});
export const mobileActive = style({ color: vars.color.brand });
export const mobileTitle = style({ flex: '1 1 auto' });

export const chevron = style({ transition: 'transform 0.2s', '@media': { [reducedMotion]: { transition: 'none' } } });
globalStyle(`[aria-expanded="true"] > ${chevron}`, { transform: 'rotate(180deg)' });

export const mobileSubList = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const mobileSubLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md} 0 44px`,
  color: vars.color.text,
  fontSize: 15,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

/** The notifications bell: a 48 px target, the unread count on its corner. */
export const bell = style({
  position: 'relative',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginLeft: 'auto',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceMuted } },
});

export const bellCount = style({
  position: 'absolute',
  top: 4,
  right: 2,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  background: vars.color.critical,
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
