import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100dvh',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 600,
  lineHeight: 1.5,
  wordBreak: 'keep-all',
});
