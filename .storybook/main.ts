import type { StorybookConfig } from '@storybook/react-vite';

// Storybook builds with its own Vite config (.storybook/vite.config.ts): react and
// vanilla-extract, without the vike plugin of the site (DESIGN §7). Works offline.
const config: StorybookConfig = {
  stories: ['../design-system/**/*.stories.@(ts|tsx)', '../design-system/**/*.mdx'],
  addons: ['@storybook/addon-docs'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
