import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

// --- page frame (shared by the offer, support and terms pages) ---
// Its own width and spacing rather than global `container`: two single-class rules setting padding would race on CSS order.
// The same edges as the header's and the footer's rows (global `container`, issue 15, point 9).
export const page = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.space.lg})`,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [media.brandMobile]: { maxWidth: vars.layout.maxWidth, padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` } },
});
export const pageHead = style({ marginBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.lg });
export const pageTitle = style({ margin: 0, fontSize: 36, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.3, '@media': { [media.brandMobile]: { fontSize: 26 } } });
export const pageLead = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: 17, '@media': { [media.brandMobile]: { fontSize: 15 } } });
export const srOnly = style({ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
export const visuallyHiddenHeading = srOnly;

// --- status tabs, chips ---
export const statusTabs = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' });
export const statusTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});
export const total = style({ margin: `${vars.space.lg} 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: 15 });
export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

// --- cards ---
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: vars.space.md } },
});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: 'box-shadow 0.2s ease, transform 0.2s ease',
  selectors: {
    '&:hover': { boxShadow: '0 12px 32px rgba(17, 24, 39, 0.10)' },
    '&:focus-within': { boxShadow: '0 12px 32px rgba(17, 24, 39, 0.10)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
// Exactly 16:10 whatever the picture's own proportions: a box with an aspect ratio grows to fit its
// content when its overflow is visible (CSS's automatic minimum size), so a 3:2 picture made the
// cards 16 px taller as it loaded, a layout shift on every load of /promotion (DESIGN §6: CLS 0).
export const cardMedia = style({ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden', background: vars.color.surfaceMuted });
export const cardImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const endedBadge = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(17, 24, 39, 0.85)',
  color: '#FFFFFF',
  fontSize: 13,
  fontWeight: 600,
});
export const inlineBadge = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: 14,
  fontWeight: 600,
  verticalAlign: 'middle',
});
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg, flex: 1 });
export const cardHotel = style({ margin: 0, color: vars.color.brand, fontSize: 14, fontWeight: 600 });
export const cardTitle = style({ margin: 0, fontSize: 20, lineHeight: 1.4, fontWeight: 700 });
// The whole card is the link's target area; the link itself stays the title text.
export const cardLink = style({
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const cardSummary = style({ margin: 0, color: vars.color.textMuted, fontSize: 15, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const cardFacts = style({ margin: `${vars.space.sm} 0 0`, display: 'grid', gap: 2, fontSize: 14 });
export const fact = style({ display: 'flex', gap: vars.space.sm });
globalStyle(`${fact} > dt`, { flex: '0 0 auto', minWidth: 72, color: vars.color.textMuted });
globalStyle(`${fact} > dd`, { margin: 0 });
export const cardFoot = style({ margin: `auto 0 0`, paddingTop: vars.space.md, display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const nights = style({ fontSize: 14, color: vars.color.textMuted });
export const price = style({ fontSize: 18, fontWeight: 700 });

// --- pagination ---
export const pagination = style({ marginTop: vars.space.xl, display: 'flex', justifyContent: 'center' });
export const pageList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' });
const pageBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
} as const;
export const pageLink = style({
  ...pageBox,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 },
  },
});
export const pageArrow = style({ ...pageBox, fontSize: 24, selectors: { '&:hover': { background: vars.color.surfaceMuted } } });

// --- detail ---
export const breadcrumb = style({ margin: `0 0 ${vars.space.md}`, fontSize: 14, color: vars.color.textMuted });
globalStyle(`${breadcrumb} a`, { color: vars.color.textMuted });
export const detailTop = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const gallery = style({ display: 'grid', gap: vars.space.sm });
/** Each picture opens the lightbox (issue 29, point 4). */
export const photoButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const heroImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });
export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: vars.radius.md });
export const summaryBox = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.brandDesktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` } },
});
export const detailTitle = style({ margin: 0, fontSize: 30, lineHeight: 1.35, letterSpacing: '-0.02em', '@media': { [media.brandMobile]: { fontSize: 24 } } });
export const detailSummary = style({ margin: 0, color: vars.color.textMuted });
export const detailFacts = style({ margin: 0, display: 'grid', gap: vars.space.sm, paddingBlock: vars.space.md, borderBlock: `1px solid ${vars.color.border}` });
export const detailPrice = style({ fontSize: 22 });
export const priceNote = style({ display: 'block', color: vars.color.textMuted, fontSize: 13 });
export const textLink = style({ color: vars.color.brand, fontWeight: 600 });
export const endedNotice = style({ margin: 0, padding: vars.space.md, background: vars.color.surfaceMuted, borderRadius: vars.radius.md, color: vars.color.text });
export const detailBody = style({ maxWidth: 800, marginTop: vars.space.xl });
export const detailSection = style({ marginBottom: vars.space.xl });
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: 22, fontWeight: 700 });
export const prose = style({ margin: 0, whiteSpace: 'pre-line', fontSize: 16, lineHeight: 1.8 });
export const benefits = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const notes = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, color: vars.color.textMuted, fontSize: 15 });
export const backLink = style({ color: vars.color.text, fontWeight: 600 });
