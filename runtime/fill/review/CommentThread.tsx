import { Button, Caption1, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { ReviewComment } from '@schemas/generated/api/review';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import type { ReviewStore } from './reviewStore';

const useStyles = makeStyles({
  thread: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteMarigoldBorder2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  resolved: { borderLeftColor: tokens.colorNeutralStroke2 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  reply: { marginLeft: tokens.spacingHorizontalL },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface CommentThreadProps {
  comment: ReviewComment;
  review: ReviewStore;
  t: TFunction<'translation', undefined>;
  /** The interface language, for the dates. */
  language: string;
}

function written(author: string | null, at: string, t: CommentThreadProps['t'], language: string): string {
  const when = new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return t('fillQuestions.review.written', {
    author: author ?? t('fillQuestions.review.deletedAccount'),
    when,
  });
}

/** One review comment with its replies; while open, a reply field and the resolve button. */
export function CommentThread({ comment, review, t, language }: CommentThreadProps) {
  const styles = useStyles();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const open = comment.resolvedAt === null;

  async function run(action: () => Promise<string | undefined>, clear: boolean) {
    setBusy(true);
    setFailure(undefined);
    const message = await action();
    setBusy(false);
    if (message !== undefined) setFailure(message);
    else if (clear) setReply('');
  }

  return (
    <article
      className={`${styles.thread} ${open ? '' : styles.resolved}`}
      aria-label={t('fillQuestions.review.comment')}
    >
      <p className={styles.text}>{comment.text}</p>
      <Caption1 className={styles.meta}>
        {written(comment.authorEmail, comment.createdAt, t, language)}
      </Caption1>
      {comment.replies.map((answer) => (
        <div key={answer.id} className={styles.reply}>
          <p className={styles.text}>{answer.text}</p>
          <Caption1 className={styles.meta}>
            {written(answer.authorEmail, answer.createdAt, t, language)}
          </Caption1>
        </div>
      ))}
      {open ? (
        <>
          <Field label={t('fillQuestions.review.replyLabel')}>
            <Textarea value={reply} onChange={(_event, data) => setReply(data.value)} resize="vertical" />
          </Field>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={busy || reply.trim() === ''}
              onClick={() => void run(() => review.reply(comment.id, reply), true)}
            >
              {t('fillQuestions.review.sendReply')}
            </Button>
            <Button disabled={busy} onClick={() => void run(() => review.resolve(comment.id), false)}>
              {t('fillQuestions.review.resolve')}
            </Button>
          </div>
        </>
      ) : (
        <Caption1 className={styles.meta}>
          {t('fillQuestions.review.resolvedBy', {
            author: comment.resolvedByEmail ?? t('fillQuestions.review.deletedAccount'),
          })}
        </Caption1>
      )}
      {failure !== undefined && <FailureMessage title={t('fillQuestions.review.failed')} message={failure} />}
    </article>
  );
}
