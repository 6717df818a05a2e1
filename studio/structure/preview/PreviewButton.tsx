import { Button } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import type { QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import { useTranslation } from 'react-i18next';
import { usePreviewSelection } from './previewSelection';

/** A group row's "Preview" action: the preview beside the tree shows this group (pressed while it does). */
export function PreviewButton({ group }: { group: QuestionGroupDicItem }) {
  const { t } = useTranslation('studio');
  const selection = usePreviewSelection();
  if (!selection) return null;
  const shown = selection.selected?.groupId === group.id;
  // Named like the row's other icon buttons (no tooltip: its positioning code would weigh on the tree).
  return (
    <Button
      appearance={shown ? 'primary' : 'subtle'}
      icon={<EyeRegular />}
      aria-label={t('preview.show', { name: group.name })}
      aria-pressed={shown}
      onClick={() => selection.select({ groupId: group.id, subFormDicId: group.subFormDicId })}
    />
  );
}
