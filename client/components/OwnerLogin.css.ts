import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export const box = style({ paddingBlock: vars.space.xxl, maxWidth: 720 });
export const title = style({ margin: 0, fontSize: 32 });
export const text = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
export const home = style({ display: 'inline-block', marginTop: vars.space.lg, color: vars.color.brand, fontWeight: 600 });
