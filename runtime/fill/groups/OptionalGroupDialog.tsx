import { Body1, Checkbox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { OptionalGroupChoice } from '@schemas/generated/api/fill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../shared/api/ApiError';
import { useApi } from '../../shared/api/apiContext';
import { AppDialog } from '../../shared/dialogs/AppDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { saveOptionalGroupsCall } from '../data/fillCalls';
import type { OptionalGroupItem as OptionalGroup } from '@schemas/generated/api/fill';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface OptionalGroupDialogProps {
  subformId: number;
  optional: SWRResponse<OptionalGroup[], ApiError>;
  /** Called after saving or cancelling; the groups are read again either way. */
  onClose: () => void;
}

/** The added and removed optional groups, as the save call takes them. */
export function optionalChoice(
  subformId: number,
  groups: readonly OptionalGroup[],
  checked: ReadonlySet<number>,
): OptionalGroupChoice {
  return {
    added: groups
      .filter((group) => !group.added && checked.has(group.id))
      .map((group) => ({ filledSubformId: subformId, questionListDicId: group.id })),
    deleted: groups.flatMap((group) =>
      group.added && !checked.has(group.id) && typeof group.filledQuestionListId === 'number'
        ? [{ id: group.filledQuestionListId }]
        : [],
    ),
  };
}

/** Checkboxes that add or remove a subform's optional question groups. Mounted only while open. */
export function OptionalGroupDialog({ subformId, optional, onClose }: OptionalGroupDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const groups = optional.data;
  const [checked, setChecked] = useState<Set<number> | undefined>(undefined);
  const current = checked ?? new Set((groups ?? []).filter((group) => group.added).map((group) => group.id));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function save() {
    if (!groups) return onClose();
    const choice = optionalChoice(subformId, groups, current);
    if (choice.added.length === 0 && choice.deleted.length === 0) return onClose();
    setBusy(true);
    setFailure(undefined);
    const result = await api.send(saveOptionalGroupsCall(choice));
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    onClose();
  }

  function toggle(id: number, on: boolean) {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  }

  return (
    <AppDialog
      open
      title={t('fill.optional.title')}
      left={{ label: t('common.cancel'), onClick: onClose, disabled: busy }}
      right={{ label: t('fill.optional.save'), onClick: () => void save(), disabled: busy || !groups }}
    >
      <div className={styles.list}>
        {failure !== undefined && <FailureMessage title={t('fill.changeFailed')} message={failure} />}
        {optional.error && <FailureMessage title={t('fill.error.title')} message={optional.error.message} />}
        {!groups && !optional.error && <Spinner size="small" label={t('fill.optional.loading')} />}
        {groups?.length === 0 && <Body1>{t('fill.optional.none')}</Body1>}
        {groups && groups.length > 0 && <Body1>{t('fill.optional.intro')}</Body1>}
        {groups?.map((group) => (
          <Checkbox
            key={group.id}
            label={group.groupText ? `${group.groupText}: ${group.text}` : group.text}
            checked={current.has(group.id)}
            disabled={busy}
            onChange={(_event, data) => toggle(group.id, data.checked === true)}
          />
        ))}
      </div>
    </AppDialog>
  );
}
