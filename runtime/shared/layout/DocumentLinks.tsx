import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { instructionUrl, mobileAppUrl, privacyPolicyUrl } from './documents';
import { useVisuallyHiddenStyles } from './useVisuallyHiddenStyles';

const useStyles = makeStyles({
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The instruction, the privacy policy and, when configured, the mobile app; each opens in a new tab. */
export function DocumentLinks({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mobileApp = mobileAppUrl();
  const newTab = <span className={hidden.hidden}> {t('common.opensInNewTab')}</span>;
  return (
    <nav className={mergeClasses(styles.links, className)} aria-label={t('shell.documents')}>
      <Link href={instructionUrl(language)} target="_blank" rel="noopener noreferrer">
        {t('shell.instruction')}
        {newTab}
      </Link>
      <Link href={privacyPolicyUrl(language)} target="_blank" rel="noopener noreferrer">
        {t('shell.privacyPolicy')}
        {newTab}
      </Link>
      {mobileApp && (
        <Link href={mobileApp} target="_blank" rel="noopener noreferrer">
          {t('shell.mobileApp')}
          {newTab}
        </Link>
      )}
    </nav>
  );
}
