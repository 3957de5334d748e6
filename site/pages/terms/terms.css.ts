import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
  '@media': { [media.brandMobile]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm } },
});
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
  '@media': { [media.brandMobile]: { minHeight: 44, border: `1px solid ${vars.color.border}`, borderRadius: 999, fontSize: 15 } },
});
export const article = style({ minWidth: 0 });
export const title = style({ margin: 0, fontSize: 26, '@media': { [media.brandMobile]: { fontSize: 22 } } });
export const effective = style({ margin: `${vars.space.xs} 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: 15 });
export const content = style({
  whiteSpace: 'pre-wrap',
  lineHeight: 1.85,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  '@media': { [media.brandMobile]: { padding: vars.space.md } },
});
