import { media, vars } from '@raon/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The report screens' own layout (issue 12): heading, toolbar, empty state, definitions, print header.

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ fontSize: 28, lineHeight: 1.3, margin: 0, '@media': { [media.portalMobile]: { fontSize: 22 } } });
export const intro = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm, marginLeft: 'auto', '@media': { [media.portalMobile]: { marginLeft: 0 } } });
export const actionButton = style({ minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: 14 });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});
export const emptyTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: 18, fontWeight: 600, color: vars.color.text });

export const definitions = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const definitionsTitle = style({ fontSize: 16, margin: `0 0 ${vars.space.sm}` });
export const definitionList = style({ display: 'grid', gap: vars.space.sm, margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' });
export const definition = style({ margin: 0 });
export const term = style({ fontWeight: 600, fontSize: 14 });
export const text = style({ margin: 0, fontSize: 14, color: vars.color.textMuted, lineHeight: 1.5 });

export const printHeader = style({ marginBottom: '6mm', fontSize: '10pt', lineHeight: 1.5 });
export const printTitle = style({ fontSize: '16pt', fontWeight: 700, margin: '0 0 2mm' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: 18, margin: 0 });
export const sectionActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm });
export const unitNote = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, textAlign: 'right' });
export const modalTable = style({ maxHeight: '60vh' });

export const figureLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });
export const bigFigure = style({ fontSize: 24, fontWeight: 700, margin: 0 });
export const compare = style({ display: 'block', fontSize: 12, color: vars.color.textMuted, fontWeight: 400, whiteSpace: 'normal' });
/** One part of a comparison (the year before; the change): never broken inside, wrapped apart where the column is narrow. */
export const comparePart = style({ whiteSpace: 'nowrap' });
export const provisionalMark = style({ display: 'inline-block', marginLeft: vars.space.xs, fontSize: 12, fontWeight: 600, color: vars.color.textMuted });
export const drill = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

// The P&L month breakdown (Income.tsx): parts with a heading, amounts in a two-column list.
export const breakdown = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const breakdownPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: vars.space.md });
export const breakdownTitle = style({
  fontSize: 16,
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-current="true"]': { color: vars.color.brand } },
});
export const amountList = style({ margin: 0, display: 'flex', flexDirection: 'column' });
export const amountItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${amountItem} dd`, { margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });
export const amountTotal = style({ fontWeight: 700, borderBottom: 0 });
export const formula = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** A wide table of amounts (the P&L's ten columns): tighter cells so that a desktop sees every column. */
export const denseTable = style({});
globalStyle(`${denseTable} th, ${denseTable} td`, { paddingLeft: vars.space.sm, paddingRight: vars.space.sm, fontSize: 14, fontVariantNumeric: 'tabular-nums' });
/** A second, quieter line in a table cell (a payout's bank reference). */
export const subline = style({ display: 'block', fontSize: 12, color: vars.color.textMuted, overflowWrap: 'anywhere', minWidth: '12ch' });
export const subTitle = style({ fontSize: 16, margin: `${vars.space.md} 0 0` });
