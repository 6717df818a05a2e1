import { Router, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { AppError } from '../domain/app-error';
import { sendFailure } from '../http/error-middleware';

/**
 * Proxy mode: every /api call goes to an existing backend of the same contract, untouched (bodies are
 * not parsed here). Only /api/health is answered locally, so a load balancer checks this instance.
 */
export function proxyApi(backendUrl: string): Router {
  const api = Router();
  api.get('/health', (_req, res) => {
    res.json({
      success: true,
      // Anonymous callers learn only that it is up: what runs behind it is nobody's business.
      data: { status: 'ok' },
    });
  });
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
