import type { Request } from 'express';
import { asServerLocale, serverLocales, type ServerLocale } from '../i18n/index';

/** The request's language from Accept-Language (the client sends the locale name), else English. */
export function requestLocale(req: Request): ServerLocale {
  return asServerLocale(req.acceptsLanguages(...serverLocales)) ?? 'en';
}
