import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { QueuedOperation } from './queuedOperation';

/** A reply of a read the fill screen made, kept for when the server cannot be reached. */
export interface KeptReply {
  userId: number;
  /** The call's address with its query (callUrl). */
  url: string;
  data: unknown;
  keptAt: string;
}

export interface OfflineSchema extends DBSchema {
  replies: { key: [number, string]; value: KeptReply; indexes: { byUser: number } };
  operations: { key: number; value: QueuedOperation; indexes: { byUser: number } };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DATABASE = 'field-questionnaires-offline';

/**
 * The device's store of kept replies and unsent answers, every record under its user's id: one user's
 * records are never read for another (docs/decisions.md, "Issue 19: offline filling"). Undefined where
 * the browser has no IndexedDB (or refuses it, as some private modes do): the app then works online only.
 */
export async function openOfflineDatabase(): Promise<OfflineDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    return await openDB<OfflineSchema>(OFFLINE_DATABASE, 1, {
      upgrade(db) {
        const replies = db.createObjectStore('replies', { keyPath: ['userId', 'url'] });
        replies.createIndex('byUser', 'userId');
        const operations = db.createObjectStore('operations', { keyPath: 'seq', autoIncrement: true });
        operations.createIndex('byUser', 'userId');
      },
    });
  } catch {
    return undefined;
  }
}
