import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** SPEC §2, §9: the modal springs in over 0.4 s. */
export const SPRING_MS = 400;
// An overshooting curve: the panel passes its resting place a little and settles back.
const spring = 'cubic-bezier(0.34, 1.56, 0.64, 1)';
// A critically damped spring for the bottom sheet: it decelerates into place and never passes it,
// so its bottom edge never lifts off the screen's (issue 15, point 9).
const settle = 'cubic-bezier(0.22, 1, 0.36, 1)';
const reduced = '(prefers-reduced-motion: reduce)';

/** Desktop width of the dialog, set through the CSSOM from the `width` prop. */
export const widthVar = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(24px) scale(0.94)' }, to: { opacity: 1, transform: 'none' } });
const popOut = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'translateY(16px) scale(0.96)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: `color-mix(in srgb, ${vars.color.text} 55%, transparent)`,
  fontFamily: vars.font.body,
  animation: `${fadeIn} 0.2s ease-out both`,
  selectors: {
    '&[data-state="closing"]': { animation: `${fadeOut} ${SPRING_MS}ms ease-in forwards`, pointerEvents: 'none' },
  },
  '@media': { [reduced]: { animation: 'none', selectors: { '&[data-state="closing"]': { animation: 'none', opacity: 0 } } } },
});

export const rootSheet = style({
  alignItems: 'flex-end',
  padding: 0,
});

export const panel = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 24px 48px color-mix(in srgb, ${vars.color.text} 24%, transparent)`,
  outline: 'none',
  // The panel takes the focus when the dialog opens without the keyboard (useFocusTrap); it is not a
  // control and gets no ring, whatever the order of the page's own :focus-visible rule.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const dialog = style({
  width: `min(${widthVar}, 100%)`,
  maxHeight: `calc(100dvh - ${vars.space.xl} * 2)`,
  borderRadius: vars.radius.lg,
  animation: `${popIn} ${SPRING_MS}ms ${spring} both`,
  vars: { [widthVar]: '560px' },
  selectors: {
    [`${root}[data-state="closing"] &`]: { animation: `${popOut} ${SPRING_MS}ms ease-in forwards` },
  },
  '@media': { [reduced]: { animation: 'none', selectors: { [`${root}[data-state="closing"] &`]: { animation: 'none' } } } },
});

export const sheet = style({
  width: '100%',
  maxHeight: '90dvh',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  animation: `${slideUp} ${SPRING_MS}ms ${settle} both`,
  selectors: {
    [`${root}[data-state="closing"] &`]: { animation: `${slideDown} ${SPRING_MS}ms ease-in forwards` },
  },
  '@media': { [reduced]: { animation: 'none', selectors: { [`${root}[data-state="closing"] &`]: { animation: 'none' } } } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
});

export const title = style({
  margin: 0,
  paddingTop: 6,
  fontSize: 20,
  lineHeight: 1.4,
  fontWeight: 700,
  wordBreak: 'keep-all',
});

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  margin: `0 calc(${vars.space.sm} * -1) 0 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  lineHeight: 1.6,
  // Korean breaks between words, not inside them; very long tokens (addresses, URLs) still wrap.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
