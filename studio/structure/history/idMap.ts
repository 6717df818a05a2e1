import type { PartLevel } from './historyStep';

/** Ids of re-created parts: steps keep naming a part by the id it had when they were recorded. */
export interface IdMap {
  /** The id the part named `id` has now (itself unless it was re-created). */
  current: (level: PartLevel, id: number) => number;
  /** The part named `id` was created again and now has `newId`. */
  recreated: (level: PartLevel, id: number, newId: number) => void;
}

/**
 * An empty id map. Ids form chains (a part undone and redone twice was re-created twice); the
 * server never gives an id twice, so a chain never loops.
 */
export function createIdMap(): IdMap {
  const next = new Map<string, number>();
  const current = (level: PartLevel, id: number): number => {
    let found = id;
    for (let step = next.get(`${level}:${found}`); step !== undefined; step = next.get(`${level}:${found}`)) {
      found = step;
    }
    return found;
  };
  return {
    current,
    recreated: (level, id, newId) => {
      const now = current(level, id);
      if (now !== newId) next.set(`${level}:${now}`, newId);
    },
  };
}
