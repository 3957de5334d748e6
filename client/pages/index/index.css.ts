import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system';

export const hero = style({
  paddingBlock: vars.space.xxl,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [media.brandMobile]: { paddingBlock: vars.space.xl } },
});
export const heroTitle = style({ margin: 0, fontSize: 40, lineHeight: 1.25, '@media': { [media.brandMobile]: { fontSize: 28 } } });
export const heroLead = style({ margin: `${vars.space.md} 0 0`, fontSize: 18, maxWidth: 640 });
export const section = style({ paddingBlock: vars.space.xl });
export const sectionTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: 24 });
