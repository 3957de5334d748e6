import type { Preview } from '@storybook/react-vite';
import '../design-system/tokens/theme.css.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
};

export default preview;
