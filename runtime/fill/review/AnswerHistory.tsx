import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import type { FillAnswerOption } from '@schemas/generated/api/fill';
import type { AnswerRevision } from '@schemas/generated/api/review';
import { useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import type { CardTexts } from '../questions/QuestionCard';
import { historyText } from './historyText';
import { answerHistoryCall } from './reviewCalls';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0, margin: 0 },
  item: { listStyle: 'none', display: 'flex', flexDirection: 'column' },
  value: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

interface AnswerHistoryProps {
  filledQuestionId: number;
  number: number;
  options: readonly FillAnswerOption[];
  texts: CardTexts;
}

/** "History of question N": who changed the answers, when, to what, and what skips removed. */
export function AnswerHistory({ filledQuestionId, number, options, texts }: AnswerHistoryProps) {
  const { t, language } = texts;
  const styles = useStyles();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<AnswerRevision[]>();
  const [failure, setFailure] = useState<string>();

  async function show() {
    setOpen(true);
    setRevisions(undefined);
    setFailure(undefined);
    const result = await api.send(answerHistoryCall(filledQuestionId));
    if (result.ok) setRevisions(result.data);
    else setFailure(result.message);
  }

  return (
    <>
      <Button icon={<HistoryRegular />} onClick={() => void show()}>
        {t('fillQuestions.history.open', { number })}
      </Button>
      <MessageDialog
        open={open}
        title={t('fillQuestions.history.title', { number })}
        onClose={() => setOpen(false)}
      >
        {failure !== undefined && <FailureMessage message={failure} />}
        {failure === undefined && revisions === undefined && (
          <Spinner label={t('fillQuestions.history.loading')} />
        )}
        {revisions?.length === 0 && <p>{t('fillQuestions.history.none')}</p>}
        {revisions !== undefined && revisions.length > 0 && (
          <ul className={styles.list}>
            {revisions.map((revision) => (
              <li key={revision.version} className={styles.item}>
                <span className={styles.value}>{historyText(revision.answers, options, t)}</span>
                <Caption1 className={styles.meta}>
                  {t(`fillQuestions.history.${revision.reason}`, {
                    author: revision.changedByEmail ?? t('fillQuestions.review.deletedAccount'),
                    when: new Date(revision.changedAt).toLocaleString(language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </Caption1>
              </li>
            ))}
          </ul>
        )}
      </MessageDialog>
    </>
  );
}
