/**
 * plotly's dependencies (has-hover, among others) read Node's `global`. vite.config.ts defines it as
 * `globalThis` for the apps, but the story tests' pre-bundled copy of plotly keeps the bare name and
 * fails with "global is not defined"; until the Storybook config defines it too, the report stories
 * provide it. plotly is loaded lazily (ReportChart), so this runs before it.
 */
if (!('global' in globalThis)) Reflect.set(globalThis, 'global', globalThis);

export {};
