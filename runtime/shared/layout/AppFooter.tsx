import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FOOTER_ID } from './landmarks';
import { ON_NARROW_SCREEN } from './useMediaQuery';

/** The accessibility declaration is served by the server, outside both apps' routers. */
export const DECLARATION_PATH = '/declaration';

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    [ON_NARROW_SCREEN]: { paddingInline: tokens.spacingHorizontalM },
  },
});

export function AppFooter() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <footer id={FOOTER_ID} tabIndex={-1} className={styles.footer}>
      <Link href={DECLARATION_PATH}>{t('shell.accessibilityDeclaration')}</Link>
    </footer>
  );
}
