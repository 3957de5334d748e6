import type { Decorator, Preview } from '@storybook/react-vite';
import '../design-system/fonts/pretendard.css';
import '../design-system/tokens/theme.css.ts';
import './preview.css';

/** Stories named or tagged English render with lang="en"; all others are Korean (the source language). */
const withLang: Decorator = (Story, context) => {
  const lang = context.tags.includes('en') || /english/i.test(context.name) ? 'en' : 'ko';
  document.documentElement.lang = lang;
  return <Story />;
};

const preview: Preview = {
  decorators: [withLang],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
        tablet: { name: 'Portal breakpoint 992', styles: { width: '992px', height: '800px' } },
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
};

export default preview;
