import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system';

export const footer = style({ marginTop: vars.space.xxl, paddingBlock: vars.space.xl, background: vars.color.surfaceMuted, color: vars.color.textMuted, fontSize: 14 });
export const name = style({ margin: `0 0 ${vars.space.sm}`, fontSize: 16, fontWeight: 700, color: vars.color.text });
export const address = style({ fontStyle: 'normal' });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none' });
export const copyright = style({ marginTop: vars.space.md });
