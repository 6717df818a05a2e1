import express, { type RequestHandler } from 'express';
import multer from 'multer';

/**
 * The API's parser of urlencoded bodies (`application/x-www-form-urlencoded`), with its limit: flat
 * fields, as the specification's form data are. It drops a `__proto__` field (and an empty name), so
 * such a field never reaches a schema; the endpoint fuzz test models form bodies with this very parser.
 */
export function urlencodedBody(limit: string): RequestHandler {
  return express.urlencoded({ extended: false, limit });
}

/**
 * Where the specification says "form data": multipart/form-data text fields (urlencoded and JSON
 * bodies are parsed by the API router already). Files are refused.
 */
export const formBody: RequestHandler = multer({
  limits: { files: 0, fields: 50, fieldSize: 10_000 },
}).none();
