import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand: `storybook init` lags the installed Storybook (see LIBRARY-NOTES). The project's
// vite.config.ts is picked up for its aliases and React plugin.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // The apps' two HTML entry points are not Storybook's.
    if (viteConfig.build?.rollupOptions) delete viteConfig.build.rollupOptions.input;
    return viteConfig;
  },
};

export default config;
