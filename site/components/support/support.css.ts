import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';
import { outlineButton } from '@raon/design-system/styles/buttons.css.ts';

export const srOnlyText = style({ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });

// --- tabs (links with aria-current: each state has its own address) ---
// On a phone the four tabs share the width while their names fit on one line each (Korean,
// English); longer names (Japanese, Vietnamese) keep one line and the row scrolls sideways, as the
// hotel sub-navigation does, with the current tab scrolled into view (SupportPage).
export const tabs = style({
  position: 'relative',
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.brandMobile]: { overflowX: 'auto', scrollbarWidth: 'none' } },
});
export const tabItem = style({ flex: '1 0 auto', '@media': { [media.brandDesktop]: { flex: '0 0 auto' } } });
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 52,
  padding: `0 ${vars.space.lg}`,
  marginBottom: -1,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: 17,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
  '@media': { [media.brandMobile]: { padding: `0 ${vars.space.sm}`, fontSize: 15 } },
});
export const panel = style({ paddingTop: vars.space.lg });
export const formFallback = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl, minHeight: 480 });

// --- search ---
export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', padding: vars.space.md, background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
export const searchLabel = style({ fontWeight: 600, fontSize: 15, '@media': { [media.brandMobile]: { flexBasis: '100%' } } });
export const searchInput = style({
  flex: '1 1 240px',
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});
export const searchButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(1.1)' } },
});
export const clearLink = style({ fontSize: 15 });
export const count = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: 15 });
export const empty = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted, background: vars.color.surfaceMuted, borderRadius: vars.radius.md });

// --- chips ---
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: `${vars.space.md} 0`, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 15,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 },
  },
});

// --- accordion rows (notices, FAQ) ---
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `2px solid ${vars.color.text}` });
export const row = style({ borderBottom: `1px solid ${vars.color.border}` });
export const rowHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });
export const rowButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 64,
  padding: `${vars.space.md} ${vars.space.sm}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'left',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  '@media': { [media.brandMobile]: { flexWrap: 'wrap', gap: vars.space.xs, paddingRight: 40, position: 'relative' } },
});
globalStyle(`${row}[data-pinned] ${rowButton}`, { background: vars.color.surfaceMuted });
export const pinBadge = style({ flex: '0 0 auto', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.brand, color: vars.color.onBrand, fontSize: 13, fontWeight: 700 });
/** The property a notice concerns (issue 15 point 4): outlined, beside the brand-filled 중요 badge. */
export const hotelBadge = style({ flex: '0 0 auto', padding: `1px ${vars.space.sm}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.brand}`, color: vars.color.brand, fontSize: 13, fontWeight: 600 });
export const noticeHotel = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: 14 });
export const rowTitle = style({ flex: '1 1 auto', fontSize: 17, fontWeight: 600, '@media': { [media.brandMobile]: { flexBasis: '100%', fontSize: 16 } } });
export const rowMeta = style({ flex: '0 0 auto', color: vars.color.textMuted, fontSize: 14 });
export const chevron = style({
  flex: '0 0 auto',
  width: 10,
  height: 10,
  borderRight: `2px solid ${vars.color.textMuted}`,
  borderBottom: `2px solid ${vars.color.textMuted}`,
  transform: 'rotate(45deg)',
  transition: 'transform 0.2s ease',
  '@media': { [media.brandMobile]: { position: 'absolute', right: vars.space.md, top: 28 }, '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${rowButton}[aria-expanded="true"] ${chevron}`, { transform: 'rotate(-135deg)' });
export const rowContent = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`, background: vars.color.surfaceMuted, '@media': { [media.brandMobile]: { padding: vars.space.md } } });
export const prose = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.8 });
export const views = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: 14 });
export const qMark = style({ flex: '0 0 auto', color: vars.color.brand, fontWeight: 800, fontSize: 20, '@media': { [media.brandMobile]: { display: 'none' } } });
export const faqCategory = style({ display: 'block', color: vars.color.brand, fontSize: 13, fontWeight: 600 });
export const moreHelp = style({ marginTop: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
globalStyle(`${moreHelp} a`, { color: vars.color.brand, fontWeight: 600 });

// --- the inquiry form (styles ship with the page so the lazily loaded form never shows unstyled) ---
export const form = style({ position: 'relative', display: 'grid', gap: vars.space.lg, maxWidth: 880 });
export const formTitle = style({ margin: 0, fontSize: 24, fontWeight: 700 });
export const formIntro = style({ margin: 0, color: vars.color.textMuted });
export const requiredNote = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const requiredMark = style({ color: vars.color.critical });
export const summary = style({ padding: vars.space.md, border: `2px solid ${vars.color.critical}`, borderRadius: vars.radius.md, background: vars.color.surface });
// Empty, the alert region stays in the accessibility tree but takes no row of the form's grid.
export const summaryEmpty = style({ display: 'contents' });
export const summaryTitle = style({ margin: 0, fontWeight: 700, color: vars.color.critical });
export const summaryList = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.lg });
globalStyle(`${summaryList} a`, { color: vars.color.critical });
export const grid2 = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg, '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const label = style({ fontWeight: 600, fontSize: 15, padding: 0 });
const controlBase = {
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
} as const;
export const control = style({
  ...controlBase,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
    '&[readonly]': { background: vars.color.surfaceMuted },
  },
});
export const textarea = style({ ...controlBase, padding: vars.space.md, resize: 'vertical', lineHeight: 1.7, selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 } } });
export const hint = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const verified = style({ margin: 0, fontSize: 14, color: vars.color.brand, fontWeight: 600 });
export const counter = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, textAlign: 'right' });
export const fieldError = style({ margin: 0, fontSize: 14, color: vars.color.critical, fontWeight: 600 });
export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
globalStyle(`${inline} > button`, { flex: '0 0 auto', whiteSpace: 'nowrap' });
export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: vars.space.xs });
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, cursor: 'pointer' });
globalStyle(`${radio} input, ${radio} + input`, { width: 20, height: 20, accentColor: vars.color.brand });
export const file = style({ font: 'inherit', fontSize: 15 });
export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const fileItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}`, background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });
export const removeFile = style({ marginLeft: 'auto', minHeight: 36, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.surface, font: 'inherit', fontSize: 14, cursor: 'pointer', color: vars.color.text });
export const privacy = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const privacyTitle = style({ margin: 0, fontSize: 16 });
export const privacyList = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted, fontSize: 14 });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, fontWeight: 600, cursor: 'pointer' });
globalStyle(`${checkbox} input`, { width: 20, height: 20, flex: '0 0 auto', accentColor: vars.color.brand });
export const actions = style({ display: 'flex', justifyContent: 'center' });
export const success = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center', textAlign: 'center', padding: `${vars.space.xxl} ${vars.space.lg}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });
export const successTitle = style({ margin: 0, fontSize: 24 });
export const receipt = style({ margin: 0, fontSize: 22, fontWeight: 700, letterSpacing: '0.04em', color: vars.color.brand });

// --- the stay an inquiry is about (issue 15, point 7) ---
export const stay = style({ display: 'grid', gap: vars.space.xs });
export const stayFields = style({ margin: `${vars.space.sm} 0 0`, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const grid3 = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg, '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

// --- the file button: the page's words, not the browser's ---
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const fileButton = style([
  outlineButton,
  {
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
      '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

// --- receipt screen ---
export const successActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.1)' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// --- the inquiry lookup ---
export const lookupActions = style({ display: 'flex', justifyContent: 'flex-start' });
export const lookupResult = style({ display: 'grid', gap: vars.space.lg, maxWidth: 880 });
export const details = style({ margin: 0, display: 'grid', borderTop: `2px solid ${vars.color.text}` });
export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});
globalStyle(`${detailRow} dt`, { fontWeight: 600, color: vars.color.textMuted });
globalStyle(`${detailRow} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const statusBadge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: 14,
  selectors: { '&[data-status="ANSWERED"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const question = style({ display: 'grid', gap: vars.space.sm });
export const answer = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
