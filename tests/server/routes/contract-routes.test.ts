import { contractRoutes, routeTable, type AppRoute } from '@tests/support/route-table';
import { testApp } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

function sorted(routes: AppRoute[]): string[] {
  return routes.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort();
}

/**
 * The app serves exactly the API contract: no route without its contract entry (and so without its
 * roles and its role-matrix row), no contract entry the server forgot.
 */
describe('the served API', () => {
  it('is the API contract, route for route', async () => {
    const database = await openTestDatabase();
    try {
      const served = routeTable(testApp(database).app).filter((route) => route.path.startsWith('/api/'));
      expect(sorted(served)).toEqual(sorted(contractRoutes()));
    } finally {
      await database.close();
    }
  });
});
