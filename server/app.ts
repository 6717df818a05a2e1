import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Database } from './data/database';
import { mapConfig, type MapConfig } from './domain/geom/map-config';
import { errorMiddleware } from './http/error-middleware';
import { requestLog } from './http/request-log';
import { tileImageSources } from './http/tile-sources';
import { lifecycle, type Lifecycle } from './lifecycle';
import { serverLog } from './logger';
import { databaseApi, defaultApiSettings, type ApiSettings } from './routes/api';
import { declarationRoutes } from './routes/declaration';
import { proxyApi } from './routes/proxy-api';
import { serveApps } from './routes/static-apps';

/**
 * Which proxies in front of the server are believed about the client (X-Forwarded-For) and the
 * protocol (X-Forwarded-Proto): none (false), a number of hops, or addresses, subnets and Express's
 * names (loopback, linklocal, uniquelocal). Never `true`, which would believe any client.
 */
export type TrustProxy = false | number | string[];

export type AppDependencies = {
  /** Folder of the built apps (dist/); when absent the API still runs. */
  distDir?: string;
  /** Default: no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** Tile server and grid limit (TILE_URL, TILE_ATTRIBUTION, GRID_MAX_SQUARES); default: no tiles, 10,000 squares. */
  map?: Partial<MapConfig>;
  /** Where the request lines go; default the server's logger (LOG_LEVEL). */
  logger?: Logger;
  /** Set by stop(): readiness turns 503 and replies close their connections. Default: always running. */
  lifecycle?: Lifecycle;
} & ({ database: Database; settings?: Partial<ApiSettings> } | { proxyTo: string });

/**
 * helmet's defaults otherwise (script-src 'self', object-src 'none', no 'unsafe-eval'). Images: our
 * own, data: and blob: URLs (Leaflet's and the bundles' inline icons, generated downloads) and the
 * tile server's origins when TILE_URL is set, named one by one: no `https:` or `*`, so a page cannot be
 * made to load images (or leak through their addresses) from anywhere else.
 */
function directivesFor(tileUrl: string | undefined) {
  return {
    // Fluent UI and plotly inject style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tileUrl ? tileImageSources(tileUrl) : [])],
    // helmet's default adds `https:`; the apps use system fonts and the PDF font is fetched as data.
    'font-src': ["'self'", 'data:'],
  };
}

/**
 * Security headers. HSTS and upgrade-insecure-requests only over TLS: over plain HTTP from another
 * device (a phone on the same network) they make the browser ask for https, and the page stays blank.
 * The opener policy and origin-keyed agent clusters, which browsers ignore on such an origin (the
 * first with a console error), likewise. `req.secure` is true on a TLS connection, or when a trusted
 * proxy says so in X-Forwarded-Proto.
 */
function securityHeaders(tileUrl: string | undefined): RequestHandler {
  const directives = directivesFor(tileUrl);
  const overTls = helmet({ contentSecurityPolicy: { directives } });
  const overPlainHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  });
  return (req, res, next) => (req.secure ? overTls : overPlainHttp)(req, res, next);
}

/**
 * Once a stop has begun, every reply asks its client to close the connection, so a keep-alive
 * connection (a balancer's, a browser's) cannot keep the instance alive with request after request.
 */
function closeConnectionsWhenStopping(running: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (running.stopping) res.setHeader('Connection', 'close');
    next();
  };
}

/** The Express application: the API under /api, then the built runtime and studio apps. */
export function createApp(dependencies: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Decides req.ip (the rate limits' client address) and req.secure (the headers above).
  app.set('trust proxy', dependencies.trustProxy ?? false);
  const map = mapConfig(dependencies.map);
  const running = dependencies.lifecycle ?? lifecycle();
  // First, so every request (a refused one, a static file) has its id and its line.
  app.use(requestLog(dependencies.logger ?? serverLog));
  app.use(closeConnectionsWhenStopping(running));
  app.use(securityHeaders(map.tileUrl));
  app.use(
    '/api',
    'proxyTo' in dependencies
      ? proxyApi(dependencies.proxyTo, map, running)
      : databaseApi(dependencies.database, defaultApiSettings(dependencies.settings), map, running),
  );
  // Before the apps: their catch-all would answer /declaration with the runtime's page.
  app.use(declarationRoutes());
  const { distDir } = dependencies;
  if (distDir && existsSync(join(distDir, 'index.html'))) app.use(serveApps(distDir));
  app.use(errorMiddleware);
  return app;
}
