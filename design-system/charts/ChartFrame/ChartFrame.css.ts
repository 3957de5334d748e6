import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

/** Width : height of the box a chart reserves (CLS 0: the space is taken before any script runs). */
export const CHART_RATIOS = {
  '3:1': 3,
  '2:1': 2,
  '16:9': 16 / 9,
  '3:2': 3 / 2,
  '4:3': 4 / 3,
  '1:1': 1,
  '3:4': 3 / 4,
} as const;
export type ChartRatio = keyof typeof CHART_RATIOS;

const aspect = (r: ChartRatio) => r.replace(':', ' / ');


export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const caption = style({ fontSize: 17, fontWeight: 700, lineHeight: 1.4 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 13,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const swatchBar = style({ display: 'inline-block', width: 12, height: 12, borderRadius: 2 });
export const swatchLine = style({ display: 'inline-block', width: 16, height: 2, borderRadius: 1 });

export const box = style({ position: 'relative', width: '100%', overflow: 'hidden' });

export const ratio = styleVariants(CHART_RATIOS, (_, r) => ({ aspectRatio: aspect(r) }));

/** The ratio below the portal breakpoint (SPEC §9: 992 px). */
export const mobileRatio = styleVariants(CHART_RATIOS, (_, r) => ({
  '@media': { [media.portalMobile]: { aspectRatio: aspect(r) } },
}));

export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block', overflow: 'visible' });

export const empty = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: 14,
  textAlign: 'center',
});

export const details = style({ fontSize: 14 });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tableCaption = style({ captionSide: 'top', textAlign: 'left', padding: `${vars.space.xs} 0`, color: vars.color.textMuted, fontSize: 13 });

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const th = style({
  ...cell,
  textAlign: 'right',
  fontWeight: 600,
  background: vars.color.surfaceMuted,
  selectors: { '&:first-child': { textAlign: 'left' } },
});
export const rowHeader = style({ ...cell, textAlign: 'left', fontWeight: 500 });
export const td = style({ ...cell, textAlign: 'right' });
export const foot = style({ fontWeight: 700 });

export { visuallyHidden } from '../../styles/a11y.css.ts';
