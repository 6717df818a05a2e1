import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../shared/forms/FailureMessage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface FillErrorPageProps {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The generic error page of the fill screen: any failed load ends here, with a retry. */
export function FillErrorPage({ message, onRetry, onClose }: FillErrorPageProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.page} role="alert">
      <FailureMessage title={t('fill.error.title')} message={message} />
      <div className={styles.buttons}>
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('fill.error.retry')}
        </Button>
        <Button onClick={onClose}>{t('fill.error.back')}</Button>
      </div>
    </section>
  );
}
