import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

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



// The page's content column: the same edges as the header's and the footer's rows (Header.css.ts
// `bar`, Footer.css.ts `inner`): 1200 px of content with a 24 px gutter on desktop, 16 px on mobile
// where the gutter is inside the 1200 px (issue 15, point 9). The mobile values go through
// variables: a media rule here must not override a class combined with it (OwnerLogin's narrower
// `maxWidth`); classes combined with it set only `paddingBlock`, never the inline padding.
const gutter = createVar();
const frameWidth = createVar();

export const container = style({
  vars: { [gutter]: vars.space.lg, [frameWidth]: `calc(${vars.layout.maxWidth} + 2 * ${vars.space.lg})` },
  width: '100%',
  maxWidth: frameWidth,
  margin: '0 auto',
  paddingInline: gutter,
  '@media': { [media.brandMobile]: { vars: { [gutter]: vars.space.md, [frameWidth]: vars.layout.maxWidth } } },
});

/**
 * The brand layout's frame: at least one screen tall, the page content taking what the header and
 * footer leave, so that on a short page (an empty search, the error page) the footer ends at the
 * bottom of the screen rather than leaving a white band under it (issue 15, point 9).
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: ['100vh', '100dvh'],
});

export const mainArea = style({ flex: '1 0 auto' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** SPEC §2, §9: pages fade in over 0.6 s (not for people who ask for less motion). */
export const fade = style({
  animation: `${fadeIn} 0.6s ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The sub-navigation's height, held while its code loads (no layout shift). */
export const subNavSpace = style({ minHeight: 56 });
