import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import type { FillAnswerOption, RestorableAnswer } from '@schemas/generated/api/fill';
import { useId, useState } from 'react';
import { historyText } from '../review/historyText';
import type { CardTexts } from './QuestionCard';

const useStyles = makeStyles({
  offer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
  },
});

interface RestoreOfferProps {
  offer: RestorableAnswer;
  /** The question's options, which name the choices of the removed answer. */
  options: readonly FillAnswerOption[];
  onRestore: () => Promise<void>;
  t: CardTexts['t'];
}

/**
 * "Restore the earlier answer: <value>" with a button, on a card whose question skip logic has just
 * released while the server still keeps the answers the skip removed (issue 19). Rendered only while
 * there is an offer.
 */
export function RestoreOffer({ offer, options, onRestore, t }: RestoreOfferProps) {
  const styles = useStyles();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.offer} data-restore-offer>
      <span id={textId}>
        {t('fillQuestions.restore.offer', { value: historyText(offer.answers, options, t) })}
      </span>
      <Button
        size="small"
        icon={<ArrowUndoRegular />}
        disabled={busy}
        aria-describedby={textId}
        onClick={() => {
          setBusy(true);
          void onRestore().finally(() => setBusy(false));
        }}
      >
        {t('fillQuestions.restore.button')}
      </Button>
    </div>
  );
}
