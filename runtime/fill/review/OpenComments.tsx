import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CommentRegular } from '@fluentui/react-icons';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReviewComment } from '@schemas/generated/api/review';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import type { ReviewStore } from './reviewStore';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: 0, margin: 0 },
  item: { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

interface OpenCommentsProps {
  review: ReviewStore;
  /** Opens the group instance of a comment's question. */
  onShow: (comment: ReviewComment) => void;
}

/**
 * "Open comments: N" in the fill screen's header, while some comment is not resolved: a list of them
 * in the order they were written, each with a button to its question's group.
 */
export function OpenComments({ review, onShow }: OpenCommentsProps) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const waiting = review.comments.value.filter((comment) => comment.resolvedAt === null);
  if (waiting.length === 0 && !open) return null;
  return (
    <>
      <Button icon={<CommentRegular />} onClick={() => setOpen(true)}>
        {t('fillQuestions.review.openCount', { count: waiting.length })}
      </Button>
      <MessageDialog open={open} title={t('fillQuestions.review.openTitle')} onClose={() => setOpen(false)}>
        {waiting.length === 0 ? (
          <p>{t('fillQuestions.review.noneOpen')}</p>
        ) : (
          <ul className={styles.list}>
            {waiting.map((comment) => (
              <li key={comment.id} className={styles.item}>
                <p className={styles.text}>{comment.text}</p>
                <Caption1 className={styles.meta}>
                  {comment.authorEmail ?? t('fillQuestions.review.deletedAccount')}
                </Caption1>
                <div>
                  <Button
                    size="small"
                    onClick={() => {
                      setOpen(false);
                      onShow(comment);
                    }}
                  >
                    {t('fillQuestions.review.show')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </MessageDialog>
    </>
  );
}
