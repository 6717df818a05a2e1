import { Button, Popover, PopoverSurface, PopoverTrigger, makeStyles } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import type { CardTexts } from './QuestionCard';

const useStyles = makeStyles({ surface: { maxWidth: '360px' } });

/** The help icon of a question; the tip opens in a popover (click, Enter or Space; Escape closes). */
export function QuestionTip({ number, tip, t }: { number: number; tip: string; t: CardTexts['t'] }) {
  const styles = useStyles();
  return (
    <Popover withArrow positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          icon={<QuestionCircleRegular />}
          aria-label={t('fillQuestions.help', { number })}
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} role="note">
        {tip}
      </PopoverSurface>
    </Popover>
  );
}
