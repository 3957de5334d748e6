import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export { skipLink, visuallyHidden } from '@raon/design-system/styles/a11y.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.6,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('img', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });



export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** SPEC §2, §9: pages fade in over 0.6 s (not for people who ask for less motion). */
export const fade = style({
  animation: `${fadeIn} 0.6s ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The sub-navigation's height, held while its code loads (no layout shift). */
export const subNavSpace = style({ minHeight: 56 });
