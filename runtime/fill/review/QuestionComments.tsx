import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import type { FillAnswerOption } from '@schemas/generated/api/fill';
import { use, useState } from 'react';
import type { CardTexts } from '../questions/QuestionCard';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { AnswerHistory } from './AnswerHistory';
import { CommentThread } from './CommentThread';
import { ReviewContext, type ReviewStore } from './reviewStore';

const useStyles = makeStyles({
  comments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface QuestionCommentsProps {
  filledQuestionId: number;
  /** The card's question number, which names the new comment's field. */
  number: number;
  /** The question's options, which name the choices of its history. */
  options: readonly FillAnswerOption[];
  texts: CardTexts;
}

/**
 * The review comments of one card, and for coordinators a way to start one. Nothing at all where the
 * screen has no review (admin mode, the studio) or the question has no comment to show.
 */
export function QuestionComments(props: QuestionCommentsProps) {
  const review = use(ReviewContext);
  if (!review) return null;
  return <CommentsOf review={review} {...props} />;
}

function CommentsOf({
  review,
  filledQuestionId,
  number,
  options,
  texts,
}: QuestionCommentsProps & { review: ReviewStore }) {
  // The comments are a signal: this part renders again when they change, not the card around it.
  useSignals();
  const styles = useStyles();
  const { t, language } = texts;
  const comments = review.comments.value.filter((comment) => comment.filledQuestionId === filledQuestionId);
  if (comments.length === 0 && !review.canComment) return null;
  return (
    <section className={styles.comments} aria-label={t('fillQuestions.review.label', { number })}>
      {comments.map((comment) => (
        <CommentThread key={comment.id} comment={comment} review={review} t={t} language={language} />
      ))}
      {review.canComment && (
        <NewComment review={review} filledQuestionId={filledQuestionId} number={number} texts={texts} />
      )}
      {review.canComment && (
        <div className={styles.actions}>
          <AnswerHistory
            filledQuestionId={filledQuestionId}
            number={number}
            options={options}
            texts={texts}
          />
        </div>
      )}
    </section>
  );
}

function NewComment({
  review,
  filledQuestionId,
  number,
  texts,
}: Omit<QuestionCommentsProps, 'options'> & { review: ReviewStore }) {
  const styles = useStyles();
  const { t } = texts;
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function save() {
    setBusy(true);
    setFailure(undefined);
    const message = await review.add(filledQuestionId, text);
    setBusy(false);
    if (message !== undefined) {
      setFailure(message);
      return;
    }
    setText('');
    setWriting(false);
  }

  if (!writing)
    return (
      <div className={styles.actions}>
        <Button onClick={() => setWriting(true)}>{t('fillQuestions.review.add', { number })}</Button>
      </div>
    );
  return (
    <>
      <Field label={t('fillQuestions.review.newLabel', { number })}>
        <Textarea value={text} onChange={(_event, data) => setText(data.value)} resize="vertical" autoFocus />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy || text.trim() === ''} onClick={() => void save()}>
          {t('fillQuestions.review.save')}
        </Button>
        <Button disabled={busy} onClick={() => setWriting(false)}>
          {t('fillQuestions.review.cancel')}
        </Button>
      </div>
      {failure !== undefined && <FailureMessage title={t('fillQuestions.review.failed')} message={failure} />}
    </>
  );
}
