import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Database } from './data/database';
import { dictionaryRepository } from './data/repositories/dictionary-repository';
import { dictionaryUseCases } from './domain/dictionaries';
import { apiNotFound, errorMiddleware } from './http/error-middleware';
import { dictionaryRoutes } from './routes/dictionaries';
import { healthRoutes } from './routes/health';
import { serveApps } from './routes/static-apps';

export interface AppDependencies {
  database: Database;
  /** Folder of the built apps (dist/); when absent the API still runs. */
  distDir?: string;
}

/** The Express application: the API under /api, then the built runtime and studio apps. */
export function createApp({ database, distDir }: AppDependencies): Express {
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

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(express.urlencoded({ extended: false, limit: '1mb' }));
  api.use(healthRoutes(database));
  api.use(dictionaryRoutes(dictionaryUseCases(dictionaryRepository(database.db))));
  api.use(apiNotFound);
  app.use('/api', api);

  if (distDir && existsSync(join(distDir, 'index.html'))) app.use(serveApps(distDir));
  app.use(errorMiddleware);
  return app;
}
