import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CONTENT_ID, FOOTER_ID } from './landmarks';

const useStyles = makeStyles({
  // Off screen until focused, so keyboard users meet them first and mouse users never see them.
  link: {
    position: 'absolute',
    left: '-10000px',
    top: tokens.spacingVerticalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    ':focus': { left: tokens.spacingHorizontalS },
  },
});

export function SkipLinks() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div>
      <Link className={styles.link} href={`#${CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </Link>
      <Link className={styles.link} href={`#${FOOTER_ID}`}>
        {t('shell.skipToFooter')}
      </Link>
    </div>
  );
}
