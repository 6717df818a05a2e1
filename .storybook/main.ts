import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The apps' service worker and manifest (vite-plugin-pwa) and their pre-compressed copies
 * (vite-plugin-compression) are for the server's apps, not for Storybook's pages.
 */
function isAppOnlyPlugin(plugin: PluginOption): boolean {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    /^vite-plugin-(pwa|compression)/.test(plugin.name)
  );
}

// Written by hand: `storybook init` lags the installed Storybook (see LIBRARY-NOTES). The project's
// vite.config.ts is picked up for its aliases and React plugin.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // The accessibility panel (axe-core on every story) and the Vitest addon, which runs every story as
  // a test in Debian's Chromium: `npm run test:stories` (the `storybook` project of vitest.config.ts).
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // The apps' two HTML entry points are not Storybook's.
    if (viteConfig.build?.rollupOptions) delete viteConfig.build.rollupOptions.input;
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => !isAppOnlyPlugin(plugin));
    return viteConfig;
  },
};

export default config;
