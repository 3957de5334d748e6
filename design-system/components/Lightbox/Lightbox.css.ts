import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const reduced = '(prefers-reduced-motion: reduce)';

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  background: '#0A0C10',
  color: '#FFFFFF',
  fontFamily: vars.font.body,
  outline: 'none',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const counter = style({ margin: 0, fontSize: '15px', fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: `0 ${vars.space.md}`,
  // A horizontal swipe is the lightbox's; a vertical one stays the browser's.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  transition: 'opacity 0.2s ease-out',
  '@media': { [reduced]: { transition: 'none' } },
});

export const caption = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, textAlign: 'center', fontSize: '14px', color: '#E5E7EB' });

const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  border: '1px solid rgba(255, 255, 255, 0.35)',
  borderRadius: '50%',
  background: 'rgba(17, 24, 39, 0.6)',
  color: '#FFFFFF',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(17, 24, 39, 0.85)' },
    '&:focus-visible': { outline: `3px solid #FFFFFF`, outlineOffset: '2px' },
  },
});

export const close = roundButton;

export const arrow = style([
  roundButton,
  {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
  },
]);

export const previous = style({ left: vars.space.md });
export const next = style({ right: vars.space.md });
