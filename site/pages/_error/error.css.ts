import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export const box = style({ paddingBlock: vars.space.xxl, textAlign: 'center' });
export const home = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
});
