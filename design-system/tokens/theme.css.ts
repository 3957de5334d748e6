import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { fontStackLanguages, fontStacks } from './fontStacks.ts';

/**
 * Tokens by meaning (STYLE.md). Global, stable variable names (--raon-*) so that a hotel's
 * hotel_color re-themes the page at run time by setting two variables (see brandColorCss).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: 'color-brand',
      brandHover: 'color-brand-hover',
      onBrand: 'color-on-brand',
      surface: 'color-surface',
      surfaceMuted: 'color-surface-muted',
      text: 'color-text',
      textMuted: 'color-text-muted',
      border: 'color-border',
      critical: 'color-critical',
      focus: 'color-focus',
    },
    font: {
      body: 'font-body',
    },
    space: {
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
      xxl: 'space-xxl',
    },
    radius: {
      sm: 'radius-sm',
      md: 'radius-md',
      lg: 'radius-lg',
    },
    layout: {
      maxWidth: 'layout-max-width',
      headerHeight: 'layout-header-height',
    },
  },
  (value) => `raon-${value}`,
);

createGlobalTheme(':root', vars, {
  color: {
    brand: '#1F4E79',
    brandHover: '#1F4E790F',
    onBrand: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceMuted: '#F4F6F8',
    text: '#111827',
    textMuted: '#4B5563',
    border: '#D1D5DB',
    critical: '#B91C1C',
    focus: '#2563EB',
  },
  font: {
    body: fontStacks.default,
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '16px' },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
});

// Each language's font stack (fontStacks.ts): on the page's language, and on any block marked with
// another one (a Korean option in the language menu, an English fallback text in a Japanese page).
for (const [stack, langs] of Object.entries(fontStackLanguages) as [keyof typeof fontStacks, readonly string[]][]) {
  globalStyle(langs.map((lang) => `:lang(${lang})`).join(', '), { vars: { [vars.font.body]: fontStacks[stack] } });
}
// An element marked with a language takes that language's stack even where it inherits its font.
globalStyle(':where([lang])', { fontFamily: vars.font.body });
