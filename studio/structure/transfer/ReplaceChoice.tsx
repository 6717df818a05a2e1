import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStructureDocument } from '../document/useStructureDocument';

const useStyles = makeStyles({
  choice: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
});

interface ReplaceChoiceProps {
  questionnaireDicId: number;
  disabled: boolean;
  onReplace: () => void;
}

/**
 * Replacing the type's structure, offered only while no questionnaire of the type exists (the server
 * refuses it then too); otherwise the button says why it is off.
 */
export function ReplaceChoice({ questionnaireDicId, disabled, onReplace }: ReplaceChoiceProps) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const reasonId = useId();
  const document = useStructureDocument(questionnaireDicId);
  const blocked = document.data?.hasAnswers === true;
  return (
    <div className={styles.choice}>
      <Button
        icon={<ArrowSwapRegular />}
        disabled={disabled || !document.data || blocked}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={onReplace}
      >
        {t('transfer.replace')}
      </Button>
      {blocked && <Caption1 id={reasonId}>{t('transfer.replaceBlocked')}</Caption1>}
    </div>
  );
}
