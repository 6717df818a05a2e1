import type { NavigationGroup } from '@engine/navigation/build-navigation';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { useState } from 'react';
import type { ApiCall } from '../../shared/api/apiCall';
import { useApi } from '../../shared/api/apiContext';
import { addGroupCall, deleteGroupCall, renameGroupCall } from '../data/fillCalls';
import type { GroupKind } from './groupKinds';

interface GroupChangeOptions {
  subformId: number;
  groups: readonly NavigationGroup[];
  /** Reads the subform's groups again and returns them. */
  refresh: () => Promise<GroupInstance[]>;
  onSelect: (groupId: number | undefined) => void;
  /** A change was refused or the list could not be read again. */
  onFailure: (message: string) => void;
}

export interface GroupChanges {
  busy: boolean;
  add: (kind: GroupKind, name?: string) => Promise<boolean>;
  remove: (group: NavigationGroup) => Promise<boolean>;
  rename: (group: NavigationGroup, name: string) => Promise<boolean>;
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Adding, deleting and renaming group instances (section 4): each call is followed by a reload of the
 * subform's groups; an added instance becomes the selected one, a deleted one hands the selection to
 * its neighbour. Each resolves to whether the change went through.
 */
export function useGroupChanges({
  subformId,
  groups,
  refresh,
  onSelect,
  onFailure,
}: GroupChangeOptions): GroupChanges {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  async function change(call: ApiCall<unknown>, after: (fresh: GroupInstance[]) => void): Promise<boolean> {
    setBusy(true);
    try {
      const result = await api.send(call);
      if (!result.ok) {
        onFailure(result.message);
        return false;
      }
      after(await refresh());
      return true;
    } catch (error) {
      onFailure(failureMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    add: (kind, name) => {
      const known = new Set(groups.map((group) => group.id));
      return change(
        addGroupCall({
          filledSubformId: subformId,
          questionListDicId: kind.questionListDicId,
          ...(name ? { name } : {}),
        }),
        (fresh) => {
          const added = fresh.filter(
            (group) => !known.has(group.id) && group.questionListDicId === kind.questionListDicId,
          );
          if (added.length > 0) onSelect(Math.max(...added.map((group) => group.id)));
        },
      );
    },
    remove: (group) => {
      const index = groups.findIndex((candidate) => candidate.id === group.id);
      const neighbour = groups[index - 1] ?? groups[index + 1];
      return change(deleteGroupCall(group.id), () => onSelect(neighbour?.id));
    },
    rename: (group, name) => change(renameGroupCall(group.id, name), () => onSelect(group.id)),
  };
}
