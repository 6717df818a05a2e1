import type { ErrorObject } from 'ajv';
import localize from 'ajv-i18n';
import type { RequestHandler } from 'express';
import { AppError } from '../domain/app-error';
import { compiledValidator } from '../shared/schema-validator';
import { nulPath } from './refuse-nul';
import { requestLocale } from './request-locale';

function describe(where: string, errors: ErrorObject[]): string[] {
  return errors.map((error) => {
    const path = error.instancePath ? error.instancePath.replace(/^\//, '').replaceAll('/', '.') : where;
    const extra =
      error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `${path}: ${error.message ?? error.keyword}${extra}`;
  });
}

export interface RequestSchemas {
  params?: string;
  query?: string;
  body?: string;
}

/**
 * Checks the request's params, query and body against schemas/ before the handler runs; a mismatch is
 * a 400 whose details name each field in the request's language.
 */
export function validate(schemas: RequestSchemas): RequestHandler {
  const checks = (Object.entries(schemas) as [keyof RequestSchemas, string][]).map(
    ([part, ref]) => [part, compiledValidator(ref)] as const,
  );
  return (req, _res, next) => {
    for (const [part, check] of checks) {
      const value: unknown = part === 'body' ? (req.body ?? {}) : req[part];
      // Multipart bodies are parsed after the API-wide NUL check: look again here.
      const nul = nulPath(value, part);
      if (nul) throw new AppError('VALIDATION_FAILED', {}, [`${nul}: NUL`]);
      if (!check(value)) {
        const errors = structuredClone(check.errors ?? []);
        localize[requestLocale(req)](errors);
        throw new AppError('VALIDATION_FAILED', {}, describe(part, errors));
      }
    }
    next();
  };
}
