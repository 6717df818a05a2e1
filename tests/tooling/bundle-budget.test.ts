import type { Manifest } from 'vite';
import { budgetReport, misplacedLibraries, overBudget, pagesWithoutBudget } from '@tests/bench/bundle-budget';
import { loginRoute, routes, type Route } from '@tests/bench/bundle-routes';

const fill = routes.find((route) => route.routeModule === 'runtime/fill/FillQuestionnairePage.tsx');
if (!fill) throw new Error('The budget table has no fill screen');

/** The runtime entry with a shared chunk, the login page and the fill screen (with a chunk of its own). */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  [loginRoute.routeModule]: { file: 'assets/LoginPage.js', isDynamicEntry: true, imports: ['_shared.js'] },
  [fill.routeModule]: { file: 'assets/FillPage.js', isDynamicEntry: true, imports: ['_pdf.js'] },
  '_pdf.js': { file: 'assets/pdf.js' },
};
const modules = (placed: Record<string, string[]>) => (file: string) =>
  placed[file] ?? ['/project/runtime/x.ts'];

describe('the bundle budget', () => {
  it('holds the login page to 300 kB gzip and every route to its own budget', () => {
    const generous: Route = { ...loginRoute, budgetKb: 400 };
    expect(overBudget(new Map([[generous, 299_000]]))).toEqual([]);
    expect(overBudget(new Map([[generous, 301_000]]))).toHaveLength(1);
    expect(overBudget(new Map([[fill, fill.budgetKb * 1000]]))).toEqual([]);
    expect(overBudget(new Map([[fill, fill.budgetKb * 1000 + 1]]))).toHaveLength(1);
  });

  it('fails a page of the build that has no route in the table', () => {
    expect(pagesWithoutBudget(manifest, routes)).toEqual([]);
    const withNewPage: Manifest = {
      ...manifest,
      'runtime/reports/ReportsPage.tsx': { file: 'assets/ReportsPage.js', isDynamicEntry: true },
    };
    expect(pagesWithoutBudget(withNewPage, routes)).toEqual([expect.stringContaining('ReportsPage.tsx')]);
  });

  it('finds jsPDF, Leaflet or plotly.js in a chunk a route loads at once without using it', () => {
    expect(misplacedLibraries(manifest, [loginRoute, fill], modules({}))).toEqual([]);
    // jsPDF in a chunk only the fill screen loads: the login page is clean; the fill screen is not
    // listed as a user of jsPDF, so it fails.
    const inFillOnly = modules({ 'assets/pdf.js': ['/project/node_modules/jspdf/dist/jspdf.es.min.js'] });
    expect(misplacedLibraries(manifest, [loginRoute, fill], inFillOnly)).toEqual([
      expect.stringMatching(/^fill screen .*jsPDF.*assets\/pdf\.js/),
    ]);
    // Leaflet in the chunk shared with the entry: every route of the runtime loads it.
    const shared = modules({ 'assets/shared.js': ['/project/node_modules/leaflet/dist/leaflet-src.js'] });
    expect(misplacedLibraries(manifest, [loginRoute, fill], shared)).toHaveLength(2);
    const plotly = modules({
      'assets/LoginPage.js': ['/project/node_modules/plotly.js-dist-min/plotly.min.js'],
    });
    expect(misplacedLibraries(manifest, [loginRoute], plotly)).toEqual([
      expect.stringContaining('plotly.js'),
    ]);
  });

  it('reports its checks in the shape the CI summary counts', () => {
    const report = budgetReport([
      { name: 'a', failures: [] },
      { name: 'b', failures: ['over'] },
    ]);
    expect(report).toMatchObject({ numPassedTests: 1, numFailedTests: 1 });
  });
});
