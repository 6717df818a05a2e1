import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoServices, UploadedPhoto } from '../../shared/widgets-context';
import { downscalePhoto } from './downscalePhoto';

/**
 * A chosen photo not yet in the answer: being made ready, being sent, waiting for a connection, or
 * refused (with the server's message, and a retry).
 */
export interface PendingPhoto {
  key: string;
  file: File;
  /** The file as it is sent (downscaled), once made. */
  prepared?: Blob;
  status: 'preparing' | 'uploading' | 'waiting' | 'failed';
  /** Fraction sent, 0 to 1. */
  progress: number;
  message?: string;
}

interface PhotoUploadsInput {
  services: PhotoServices | undefined;
  /** The filled question the photos go to; none (a widget shown without the engine's card): no uploads. */
  filledQuestionId: number | undefined;
  /** A photo the server stored: the widget adds it to the answer. */
  onUploaded: (photo: UploadedPhoto) => void;
}

export interface PhotoUploads {
  pending: readonly PendingPhoto[];
  add(files: readonly File[]): void;
  retry(key: string): void;
  /** Stops and forgets a photo not yet stored. */
  cancel(key: string): void;
}

let lastKey = 0;

/**
 * The uploads of one photo question. Each chosen file is downscaled, then sent; a photo sent while
 * the device is offline (or whose request got no reply) waits and is sent again on the window's
 * `online` event; a refused one keeps its message until retried or removed.
 */
export function usePhotoUploads({ services, filledQuestionId, onUploaded }: PhotoUploadsInput): PhotoUploads {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ pending, onUploaded });
  useEffect(() => {
    latest.current = { pending, onUploaded };
  });

  const patch = useCallback((key: string, change: Partial<PendingPhoto>) => {
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (key: string, file: File, prepared: Blob | undefined) => {
      if (services === undefined || filledQuestionId === undefined) return;
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      let blob = prepared;
      if (blob === undefined) {
        patch(key, { status: 'preparing', progress: 0 });
        try {
          blob = await (services.prepare ?? downscalePhoto)(file);
        } catch {
          // A browser that cannot draw it (no canvas, a type it cannot decode) sends the file as
          // chosen: the server takes it or says why not.
          blob = file;
        }
        if (controller.signal.aborted) return;
        patch(key, { prepared: blob });
      }
      if (navigator.onLine === false) {
        patch(key, { status: 'waiting', progress: 0 });
        return;
      }
      patch(key, { status: 'uploading', progress: 0 });
      const result = await services.upload(
        filledQuestionId,
        blob,
        (fraction) => {
          if (!controller.signal.aborted) patch(key, { progress: fraction });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      controllers.current.delete(key);
      if (result.ok) {
        setPending((list) => list.filter((item) => item.key !== key));
        latest.current.onUploaded(result.photo);
      } else if (result.offline) patch(key, { status: 'waiting', progress: 0 });
      else patch(key, { status: 'failed', progress: 0, message: result.message });
    },
    [services, filledQuestionId, patch],
  );

  // Back online: every waiting photo is sent again.
  useEffect(() => {
    const resend = () => {
      for (const item of latest.current.pending)
        if (item.status === 'waiting') void send(item.key, item.file, item.prepared);
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [send]);

  // A card that goes away stops its uploads (their photos were never in the answer).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): PendingPhoto => {
        lastKey += 1;
        return { key: `photo-${lastKey}`, file, status: 'preparing', progress: 0 };
      });
      setPending((list) => [...list, ...added]);
      for (const item of added) void send(item.key, item.file, undefined);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = latest.current.pending.find((candidate) => candidate.key === key);
      if (item) void send(item.key, item.file, item.prepared);
    },
    [send],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((list) => list.filter((item) => item.key !== key));
  }, []);

  return { pending, add, retry, cancel };
}
