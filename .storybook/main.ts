import type { StorybookConfig } from '@storybook/react-vite';

// Storybook builds with its own Vite config (.storybook/vite.config.ts): react and
// vanilla-extract, without the vike plugin of the site (DESIGN §7).
const config: StorybookConfig = {
  stories: ['../design-system/**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
};

export default config;
