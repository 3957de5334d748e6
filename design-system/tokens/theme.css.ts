import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';

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
    body: "Pretendard, 'Pretendard Variable', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '16px' },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
});
