import { Router, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { AppError } from '../domain/app-error';
import type { MapConfig } from '../domain/geom/map-config';
import { sendFailure } from '../http/error-middleware';
import type { Lifecycle } from '../lifecycle';
import { mapSettingsRoutes } from './geom';

/**
 * Proxy mode: every /api call goes to an existing backend of the same contract, untouched (bodies are
 * not parsed here). Answered locally: /api/health and /api/health/ready (ready until a stop begins;
 * the backend has checks of its own), so a load balancer checks this instance, and
 * /api/map/settings, which describe this server (its tile server is the one its Content-Security-Policy
 * allows; the specification's backend has no such call). The grid squares are the backend's.
 */
export function proxyApi(backendUrl: string, map: MapConfig, running: Lifecycle): Router {
  const api = Router();
  api.get('/health', (_req, res) => {
    res.json({
      success: true,
      // Anonymous callers learn only that it is up: what runs behind it is nobody's business.
      data: { status: 'ok' },
    });
  });
  api.get('/health/ready', (req, res) => {
    if (running.stopping) {
      res.setHeader('Retry-After', '5');
      sendFailure(req, res, new AppError('NOT_READY'));
      return;
    }
    res.json({ success: true, data: { status: 'ready' } });
  });
  api.use(mapSettingsRoutes(map));
  api.use(
    createProxyMiddleware<Request, Response>({
      target: new URL('/api', backendUrl).toString(),
      changeOrigin: true,
      xfwd: true,
      on: {
        // An unreachable backend is the operator's problem, reported in the API's shape.
        error: (_error, req, res) => {
          // A WebSocket upgrade hands over a raw socket; there is no reply to write then.
          if ('headersSent' in res && !res.headersSent) sendFailure(req, res, new AppError('BAD_GATEWAY'));
        },
      },
    }),
  );
  return api;
}
