import type { RequestHandler } from 'express';
import multer from 'multer';

/**
 * Where the specification says "form data": multipart/form-data text fields (urlencoded and JSON
 * bodies are parsed by the API router already). Files are refused.
 */
export const formBody: RequestHandler = multer({
  limits: { files: 0, fields: 50, fieldSize: 10_000 },
}).none();
