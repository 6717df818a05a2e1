/**
 * Dom test files that need a fresh module graph of their own: they replace a module with `vi.mock`
 * (which, without isolation, would also replace it for the files that run after them in the same
 * worker, or find it already loaded unmocked), or leave module state behind that a later file sees.
 * The other dom files share their worker's loaded modules (the 'dom' project of vitest.config.ts);
 * tests/tooling/dom-isolated-files.test.ts finds a dom file using vi.mock that is missing here.
 */
export const domIsolatedFiles = [
  // vi.mock: QuestionCard wrapped in a render counter, PlotlyChart replaced by a fake.
  'tests/runtime/fill/questions/render-isolation.test.tsx',
  'tests/runtime/fill/save-renders-dependents.test.tsx',
  'tests/runtime/reports/report-average-table.test.tsx',
  'tests/runtime/reports/report-drill-down.test.tsx',
  'tests/runtime/reports/report-states.test.tsx',
  // The map widgets' first test sees the placeholder shown while the map's lazily loaded chunk comes:
  // after another file has loaded that chunk in the same worker, the map would be there at once.
  'tests/widgets/map-point-widget.test.tsx',
  'tests/widgets/map-grid-widget.test.tsx',
];
