import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenHelpDialog } from './FullScreenHelpDialog';

export interface InstructionDialogProps {
  open: boolean;
  onClose: () => void;
}

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXXL },
  heading: { display: 'block', margin: `0 0 ${tokens.spacingVerticalM} 0` },
  rules: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    lineHeight: tokens.lineHeightBase400,
  },
  answer: {
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    lineHeight: tokens.lineHeightBase400,
  },
});

/**
 * The instruction of the fill screen: nine general rules for answering, then eleven questions
 * whose answers open one by one (several may be open at once).
 * Mark the button that opens it with Fluent's `useRestoreFocusTarget()` so focus returns there on close.
 */
export function InstructionDialog({ open, onClose }: InstructionDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rules, questions } = t('fillHelp.instruction', { returnObjects: true });
  const rulesHeadingId = useId();
  const questionsHeadingId = useId();

  return (
    <FullScreenHelpDialog open={open} onClose={onClose} title={t('fillHelp.instructionTitle')}>
      <section className={styles.section} aria-labelledby={rulesHeadingId}>
        <Subtitle1 as="h3" id={rulesHeadingId} className={styles.heading}>
          {t('fillHelp.rulesHeading')}
        </Subtitle1>
        <ol className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby={questionsHeadingId}>
        <Subtitle1 as="h3" id={questionsHeadingId} className={styles.heading}>
          {t('fillHelp.questionsHeading')}
        </Subtitle1>
        <Accordion multiple collapsible>
          {questions.map(({ question, answer }) => (
            <AccordionItem key={question} value={question}>
              <AccordionHeader as="h4" expandIconPosition="end">
                {question}
              </AccordionHeader>
              <AccordionPanel>
                <p className={styles.answer}>{answer}</p>
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </FullScreenHelpDialog>
  );
}
