import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { AppError } from '../domain/app-error';
import { discardPhoto } from '../domain/photos/discard-photo';
import { photoQuestion } from '../domain/photos/photo-question';
import { readPhoto } from '../domain/photos/read-photo';
import { uploadPhoto } from '../domain/photos/upload-photo';
import { currentUser } from '../http/current-user';
import { registerEndpoint } from '../http/register-endpoint';

/** The upload's size cap by default (PHOTO_MAX_MB). */
export const DEFAULT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** Reads the one file of an upload into memory, stopping at the size cap; multer's refusals as ours. */
function receiveFile(maxBytes: number) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  }).single('photo');
  return (req: Request, res: Response): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      parse(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError) {
          // Any other of multer's limits: more than one file, another field's name, too many parts.
          reject(
            error.code === 'LIMIT_FILE_SIZE'
              ? new AppError('PHOTO_TOO_LARGE', { max: Math.round((maxBytes / MEGABYTE) * 10) / 10 })
              : new AppError('PHOTO_ONE_AT_A_TIME'),
          );
        } else if (error) reject(error instanceof Error ? error : new AppError('PHOTO_MISSING'));
        else if (!req.file || req.file.size === 0) reject(new AppError('PHOTO_MISSING'));
        else resolve(req.file.buffer);
      });
    });
}

function servePhoto(res: Response, served: { contentType: string; bytes: Buffer }): void {
  res
    .status(200)
    .set({
      'Content-Type': served.contentType,
      'Content-Length': String(served.bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=86400, immutable',
      'Content-Disposition': 'inline',
    })
    .end(served.bytes);
}

/**
 * Photo answers (issue 24): upload, discard, the photo and its thumbnail. The upload's caller and
 * question are checked before its body is read, so a refused caller's file is never taken in.
 */
export function photoRoutes(db: Db, maxBytes: number): Router {
  const router = Router();
  const receive = receiveFile(maxBytes);

  registerEndpoint(router, apiContract.uploadPhoto, async (req, res) => {
    const filledQuestionId = Number(req.params.id);
    await photoQuestion(db, currentUser(res), filledQuestionId);
    const content = await receive(req, res);
    res.json({ success: true, data: await uploadPhoto(db, currentUser(res), filledQuestionId, content) });
  });

  registerEndpoint(router, apiContract.discardPhoto, async (req, res) => {
    res.json({ success: true, data: await discardPhoto(db, currentUser(res), String(req.params.fileName)) });
  });

  registerEndpoint(router, apiContract.photoThumbnail, async (req, res) => {
    servePhoto(res, await readPhoto(db, currentUser(res), String(req.params.fileName), 'thumbnail'));
  });

  registerEndpoint(router, apiContract.photoFile, async (req, res) => {
    servePhoto(res, await readPhoto(db, currentUser(res), String(req.params.fileName), 'content'));
  });

  return router;
}
