import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@runtime/shared/api/envelope';
import type { StructureList } from '@runtime/shared/structure/data';
import type { Failure } from './ChangeFailure';

/**
 * The changes of one level's items (active switches, deletes): each is saved, then the level is read
 * again, so it shows what the server kept; a refusal is kept for the level's message bar, under
 * `failureTitle` when the change names its own.
 */
export function useLevelChanges<T>(list: StructureList<T>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const save = async (change: Promise<ApiResult<unknown>>, failureTitle?: string): Promise<void> => {
    const result = await change;
    if (result.ok) setFailure(null);
    else setFailure({ title: failureTitle ?? t('structureEditor.changeFailed'), message: result.message });
    await list.mutate();
  };
  return { failure, setFailure, dismiss: () => setFailure(null), save };
}
