import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

// Shared by the property pages (/brand, /facility, /room, /hotel/{id}): page headers, image-led
// cards, detail layout and the intro hero. Tokens only: a hotel's colour re-themes all of it.

const narrow = 'screen and (max-width: 640px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

// --- page header (list pages) ---
export const pageHeader = style({
  paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
  textAlign: 'center',
  '@media': { [media.brandMobile]: { paddingBlock: `${vars.space.xl} ${vars.space.lg}` } },
});

export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
});

export const pageTitle = style({
  margin: 0,
  fontSize: 44,
  fontWeight: 700,
  lineHeight: 1.25,
  letterSpacing: '-0.02em',
  '@media': { [media.brandMobile]: { fontSize: 30 } },
});

export const lead = style({
  maxWidth: 680,
  margin: `${vars.space.md} auto 0`,
  color: vars.color.textMuted,
  fontSize: 18,
  '@media': { [media.brandMobile]: { fontSize: 16 } },
});

// --- sections ---
export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [media.brandMobile]: { paddingBlock: vars.space.xl } },
});

/** A full-bleed tinted band around a section. */
export const band = style({ background: vars.color.surfaceMuted });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: 30,
  fontWeight: 700,
  lineHeight: 1.3,
  letterSpacing: '-0.01em',
  '@media': { [media.brandMobile]: { fontSize: 24 } },
});

export const sectionLead = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 } },
});

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  transition: 'background-color 0.2s',
  selectors: { '&:hover': { background: vars.color.brandHover } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const centred = style({ marginTop: vars.space.xl, textAlign: 'center' });

export const count = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: 15 });

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
});

// --- cards ---
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.brandMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%', margin: 0 });

export const cardMedia = style({
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.border,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 0.6s ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingTop: vars.space.md });

export const cardEyebrow = style({ margin: 0, color: vars.color.brand, fontSize: 13, fontWeight: 700, letterSpacing: '0.06em' });

export const cardTitle = style({
  margin: 0,
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.4,
  '@media': { [media.brandMobile]: { fontSize: 18 } },
});

/** The card's one link, stretched over the whole card (its name is the item's name only). */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 },
  },
});

export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });

export const cardSummary = style({
  display: '-webkit-box',
  margin: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: 15,
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
});

// --- intro hero (/brand, /hotel/{id}) ---
export const heroMedia = style({
  aspectRatio: '12 / 5',
  maxHeight: 640,
  width: '100%',
  overflow: 'hidden',
  background: vars.color.border,
  '@media': { [media.brandMobile]: { aspectRatio: '3 / 2' } },
});

export const heroImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const heroCard = style({
  position: 'relative',
  maxWidth: 960,
  margin: '-120px auto 0',
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: '0 24px 48px -24px rgb(17 24 39 / 0.25)',
  textAlign: 'center',
  '@media': { [media.brandMobile]: { margin: 0, padding: `${vars.space.xl} 0 0`, boxShadow: 'none' } },
});

export const heroTitle = style({
  margin: 0,
  fontSize: 48,
  fontWeight: 700,
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  '@media': { [media.brandMobile]: { fontSize: 30 } },
});

export const heroSubtitle = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: 20,
  '@media': { [media.brandMobile]: { fontSize: 17 } },
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.md} ${vars.space.xxl}`,
  margin: `${vars.space.xl} 0 0`,
  '@media': { [media.brandMobile]: { gap: `${vars.space.md} ${vars.space.xl}` } },
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: vars.space.xs });
export const statLabel = style({ color: vars.color.textMuted, fontSize: 14 });
export const statValue = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: 28,
  fontWeight: 700,
  lineHeight: 1.2,
  '@media': { [media.brandMobile]: { fontSize: 22 } },
});

export const story = style({ maxWidth: 760, margin: '0 auto' });

export const storyText = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: 18,
  lineHeight: 1.9,
  whiteSpace: 'pre-line',
  '@media': { [media.brandMobile]: { fontSize: 16 } },
});

export const highlights = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'highlight',
});

export const highlight = style({
  paddingTop: vars.space.md,
  borderTop: `2px solid ${vars.color.brand}`,
  counterIncrement: 'highlight',
  selectors: {
    '&::before': {
      content: 'counter(highlight, decimal-leading-zero)',
      display: 'block',
      marginBottom: vars.space.sm,
      color: vars.color.brand,
      fontSize: 14,
      fontWeight: 700,
      letterSpacing: '0.1em',
    },
  },
});

export const highlightTitle = style({ margin: 0, fontSize: 19, fontWeight: 700, lineHeight: 1.4 });
export const highlightText = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: 15 });

// --- detail pages (/facility/{id}/{detailId}, /room/{id}/{detailId}) ---
export const detailHeader = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.brandMobile]: { paddingBlock: `${vars.space.md} ${vars.space.lg}` } },
});

export const backLink = style([textLink, { marginBottom: vars.space.md, fontSize: 15 }]);

export const detailTitle = style([pageTitle, { fontSize: 40 }]);
export const detailLead = style({ maxWidth: 760, margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: 18 });

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const galleryOne = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** Three pictures: the first fills the left column's two rows. */
export const galleryThree = style({
  '@media': { [media.brandDesktop]: { gridTemplateRows: 'repeat(2, minmax(0, 1fr))' } },
});

/** Each picture opens the lightbox (issue 29, point 4). */
export const galleryButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

/** How many more pictures the lightbox holds, over the last one shown. */
export const galleryMore = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(17, 24, 39, 0.55)',
  color: '#FFFFFF',
  fontSize: '28px',
  fontWeight: 700,
});

export const galleryItem = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  selectors: { '&:first-child': { aspectRatio: '3 / 2' } },
  '@media': {
    [media.brandMobile]: { aspectRatio: '3 / 2' },
    [media.brandDesktop]: { selectors: { [`${galleryThree} > &:first-child`]: { gridRow: 'span 2' } } },
  },
});

export const galleryImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const detailLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  gridTemplateAreas: '"main info"',
  alignItems: 'start',
  gap: vars.space.xxl,
  paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
  '@media': {
    [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"info" "main"', gap: vars.space.xl, paddingBlock: vars.space.lg },
  },
});

export const infoCard = style({
  gridArea: 'info',
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.brandMobile]: { position: 'static' } },
});

export const infoTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: 18, fontWeight: 700 });

export const facts = style({ margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: 12,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const factLabel = style({ flex: '0 0 auto', color: vars.color.textMuted, fontSize: 14 });
export const factValue = style({ margin: 0, fontWeight: 600, textAlign: 'right' });
export const factLink = style({ color: vars.color.brand, textUnderlineOffset: 3 });

export const bookArea = style({ marginTop: vars.space.lg });
export const bookHint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: 13, textAlign: 'center' });

export const detailMain = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const detailSectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: 22, fontWeight: 700 });

export const description = style({ margin: 0, fontSize: 17, lineHeight: 1.85, whiteSpace: 'pre-line' });

export const amenities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const amenity = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const amenityIcon = style({ flex: '0 0 auto', marginTop: 5, color: vars.color.brand });

export const notes = style({
  margin: 0,
  padding: vars.space.lg,
  paddingLeft: `calc(${vars.space.lg} + 1.1em)`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: 15,
});

export const note = style({ selectors: { '& + &': { marginTop: vars.space.xs } } });

export const listBody = style({
  paddingBottom: vars.space.xxl,
  '@media': { [media.brandMobile]: { paddingBottom: vars.space.xl } },
});

export const heroCardPlain = style({ marginTop: 0, boxShadow: 'none', paddingTop: vars.space.xxl });

export const sectionTight = style({
  paddingBottom: vars.space.xxl,
  '@media': { [media.brandMobile]: { paddingBottom: vars.space.xl } },
});

export const sectionTitleGap = style({ marginBottom: vars.space.lg });

export const cta = style({ textAlign: 'center' });
