import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.brandMobile]: { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover, borderColor: vars.color.brand } },
});

export const current = style({ borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` });

export const location = style({ fontSize: 14, color: vars.color.textMuted });
export const name = style({ fontWeight: 700, fontSize: 18 });
