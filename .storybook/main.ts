import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the shared UI kit (src/forms). Written by hand: `storybook init` is not used.
 * Builds offline: `npm run build-storybook` (output in storybook-static/, not committed).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => ({
    ...vite,
    // The app is served under /foc/; Storybook serves its own pages from the root.
    base: './',
    // The app's dev proxy to the API server has no use here.
    server: { ...vite.server, proxy: {} },
  }),
};

export default config;
