import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

export const hero = style({
  position: 'relative',
  minHeight: 520,
  display: 'flex',
  alignItems: 'flex-end',
  overflow: 'hidden',
  background: vars.color.brand,
  color: '#FFFFFF',
  '@media': { [media.brandMobile]: { minHeight: 420 } },
});
export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const heroShade = style({
  position: 'relative',
  width: '100%',
  paddingBlock: vars.space.xxl,
  // A shade under the text keeps it readable over any photo (contrast ≥ 4.5:1).
  backgroundImage: 'linear-gradient(0deg, rgba(0,0,0,0.6), rgba(0,0,0,0.3))',
  '@media': { [media.brandMobile]: { paddingBlock: vars.space.xl } },
});
export const heroEyebrow = style({ margin: 0, fontSize: 16, fontWeight: 600, letterSpacing: '0.08em' });
export const heroTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: 44, lineHeight: 1.25, fontWeight: 700, '@media': { [media.brandMobile]: { fontSize: 28 } } });
export const heroLead = style({ margin: `${vars.space.md} 0 0`, fontSize: 18, maxWidth: 640, '@media': { [media.brandMobile]: { fontSize: 16 } } });

// The sections below the hero are laid out and painted only as they come near the viewport: on a
// phone the page is six screens tall, and every layout of it (fonts arriving, images, hydration)
// cost the whole page. `auto` keeps the size of a section once it has been rendered.
export const section = style({ paddingBlock: vars.space.xl, contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: 26, lineHeight: 1.3, '@media': { [media.brandMobile]: { fontSize: 22 } } });
export const more = style({ color: vars.color.brand, fontWeight: 600, whiteSpace: 'nowrap' });

export const hotelGrid = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const offerGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.brandMobile]: { gridTemplateColumns: '1fr' } },
});
export const offerCard = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  transition: 'box-shadow 0.2s',
  selectors: { '&:hover': { boxShadow: '0 8px 24px rgba(17,24,39,0.12)' } },
});
export const offerImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '400 / 260', objectFit: 'cover' });
export const offerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });
export const offerHotel = style({ fontSize: 13, color: vars.color.textMuted });
export const offerTitle = style({ fontSize: 18, fontWeight: 700, lineHeight: 1.4 });
export const offerMeta = style({ fontSize: 14, color: vars.color.textMuted });
export const offerPrice = style({ fontSize: 16, fontWeight: 700, color: vars.color.brand });

export const introText = style({ margin: `${vars.space.md} 0 0`, maxWidth: 820, fontSize: 17, color: vars.color.text });
export const highlights = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.md,
  '@media': { [media.brandMobile]: { gridTemplateColumns: '1fr 1fr' } },
});
export const highlight = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, borderTop: `2px solid ${vars.color.brand}` });
export const highlightTitle = style({ fontSize: 16 });

/** "호텔: 라온 리조트 낙산 · 전체 호텔 보기" under the booking bar after a property's page (issue 29). */
export const visitFilter = style({ marginTop: vars.space.lg });
