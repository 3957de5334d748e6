import { media, vars } from '@raon/design-system';
import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../portal.css.ts';

// The portal's forms and records (issue 13): inquiries, the supplier details, the membership and
// booking inquiries, and the my-page records.

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 720 });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 15, minWidth: 0 });
export const label = style({ fontWeight: 600 });
export const required = style({ color: vars.color.critical, marginLeft: 2 });
const control = {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 } },
} as const;
export const input = style(control);
export const textarea = style({ ...control, minHeight: 200, padding: vars.space.sm, resize: 'vertical', lineHeight: 1.6 });
export const hint = style({ fontSize: 13, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: 14, color: vars.color.critical, margin: 0, fontWeight: 600 });
export const summary = style({
  padding: vars.space.md,
  border: `2px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  color: vars.color.critical,
  background: vars.color.surface,
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});
export const notice = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, margin: 0, lineHeight: 1.6 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const dangerButton = style([button, { borderColor: vars.color.critical, background: vars.color.surface, color: vars.color.critical }]);
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
/** A status as a word with a mark (never colour alone). */
export const badge = style({ display: 'inline-block', justifySelf: 'start', padding: '2px 8px', borderRadius: 999, fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap', border: '1px solid currentColor' });
export const badgeTone = styleVariants({
  waiting: { color: vars.color.textMuted },
  working: { color: vars.color.brand },
  done: { color: vars.color.text, background: vars.color.surfaceMuted },
  warning: { color: vars.color.critical },
});

/** A record's facts: term and value side by side on a desktop, stacked on a phone. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, '@media': { [media.portalMobile]: { gridTemplateColumns: '1fr' } } });
export const factTerm = style({ color: vars.color.textMuted, fontWeight: 600 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const answer = style({ padding: vars.space.md, borderLeft: `4px solid ${vars.color.brand}`, background: vars.color.surfaceMuted, borderRadius: vars.radius.sm, whiteSpace: 'pre-wrap', lineHeight: 1.7, margin: 0 });
export const body = style({ whiteSpace: 'pre-wrap', lineHeight: 1.7, margin: 0, overflowWrap: 'anywhere' });
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: 17 });
export const months = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const month = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, display: 'grid', gap: vars.space.xs });
export const monthName = style({ fontWeight: 700 });
export const fileList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, lineHeight: 1.6 });
export const linkButton = style({ background: 'none', border: 'none', padding: `0 ${vars.space.xs}`, minHeight: 24, color: vars.color.critical, textDecoration: 'underline', font: 'inherit', cursor: 'pointer' });
