import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const shadow = `0 4px 16px color-mix(in srgb, ${vars.color.text} 10%, transparent)`;
const noMotion = { '(prefers-reduced-motion: reduce)': { transition: 'none' } } as const;

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
  position: 'sticky',
  top: 0,
  zIndex: 100,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: 'box-shadow 0.2s, border-color 0.2s',
  '@media': noMotion,
  selectors: {
    // SPEC §2: scrolled past 20 px the header lifts off the page.
    '&[data-scrolled="true"]': { borderBottomColor: 'transparent', boxShadow: shadow },
    // The page under an open mobile menu is fixed in place (useScrollLock), so the header stays
    // in view by being fixed too.
    '&[data-menu-open="true"]': { position: 'fixed', left: 0, right: 0 },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  boxSizing: 'content-box',
  '@media': { [media.brandMobile]: { gap: vars.space.sm, padding: `0 ${vars.space.md}`, boxSizing: 'border-box' } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const logo = style({
  display: 'block',
  height: 40,
  width: 'auto',
  '@media': { [media.brandMobile]: { height: 32 } },
});

export const nav = style({ display: 'flex', alignSelf: 'stretch' });

export const menu = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const menuItem = style({ display: 'flex', alignItems: 'stretch' });

export const menuItemRelative = style([menuItem, { position: 'relative' }]);

export const menuControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 17,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&[aria-expanded="true"], &[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const chevron = style({
  width: 14,
  height: 14,
  flexShrink: 0,
  transition: 'transform 0.2s',
  '@media': noMotion,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

const dropdownBase = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: shadow,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The Hotel & Resort panel: as wide as the header, under it. */
export const hotelPanel = style([dropdownBase, { position: 'absolute', top: '100%', left: 0, right: 0 }]);

export const hotelPanelInner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`, boxSizing: 'content-box' });

export const hotelPanelTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: 15, fontWeight: 700, color: vars.color.textMuted });

export const hotelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The Introduce list: a small box under its button. */
export const subList = style([
  dropdownBase,
  {
    position: 'absolute',
    top: '100%',
    left: 0,
    minWidth: 200,
    margin: 0,
    padding: vars.space.sm,
    listStyle: 'none',
    border: `1px solid ${vars.color.border}`,
    borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  },
]);

export const subLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.brandHover, color: vars.color.brand },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 },
  },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandHover },
    '&:focus-visible': focusRing,
  },
});

export const allotteeLink = style([
  textButton,
  {
    border: `1px solid ${vars.color.brand}`,
    color: vars.color.brand,
    fontWeight: 600,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.lg,
  },
]);

export const externalIcon = style({ width: 14, height: 14, flexShrink: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:focus-visible': focusRing },
});

export const toggleIcon = style({ width: 26, height: 26 });

/** The open mobile menu: everything under the header bar. */
export const mobileMenu = style({
  position: 'fixed',
  top: vars.layout.headerHeight,
  left: 0,
  right: 0,
  bottom: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const mobileTop = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
});

export const mobileAccount = style([account, { justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.sm }]);

export const mobileTextButton = style([textButton, { minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: 15, color: vars.color.text }]);

export const mobileList = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.xl}`, listStyle: 'none' });

export const mobileItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const mobileControl = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 56,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 18,
  fontWeight: 700,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&[aria-expanded="true"], &[aria-current="page"]': { color: vars.color.brand },
  },
});

export const mobileSub = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: `0 0 ${vars.space.md}`,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const mobileSubLink = style([subLink, { minHeight: 48, fontSize: 16, background: vars.color.surfaceMuted }]);
