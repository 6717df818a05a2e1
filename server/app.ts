import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Database } from './data/database';
import { errorMiddleware } from './http/error-middleware';
import { databaseApi, defaultApiSettings, type ApiSettings } from './routes/api';
import { declarationRoutes } from './routes/declaration';
import { proxyApi } from './routes/proxy-api';
import { serveApps } from './routes/static-apps';

export type AppDependencies = {
  /** Folder of the built apps (dist/); when absent the API still runs. */
  distDir?: string;
} & ({ database: Database; settings?: Partial<ApiSettings> } | { proxyTo: string });

/** The Express application: the API under /api, then the built runtime and studio apps. */
export function createApp(dependencies: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Fluent UI and plotly inject style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        },
      },
    }),
  );
  app.use(
    '/api',
    'proxyTo' in dependencies
      ? proxyApi(dependencies.proxyTo)
      : databaseApi(dependencies.database, defaultApiSettings(dependencies.settings)),
  );
  // Before the apps: their catch-all would answer /declaration with the runtime's page.
  app.use(declarationRoutes());
  const { distDir } = dependencies;
  if (distDir && existsSync(join(distDir, 'index.html'))) app.use(serveApps(distDir));
  app.use(errorMiddleware);
  return app;
}
