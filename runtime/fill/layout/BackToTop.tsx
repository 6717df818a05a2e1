import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The specification's threshold: the button appears once the page is scrolled by more than this. */
export const BACK_TO_TOP_AFTER = 100;

const useStyles = makeStyles({
  button: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
    boxShadow: tokens.shadow8,
  },
});

/** A round button that scrolls the page back up, shown only while the page is scrolled down. */
export function BackToTop() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <Button
      className={styles.button}
      shape="circular"
      size="large"
      appearance="primary"
      icon={<ArrowUpRegular />}
      aria-label={t('fill.backToTop')}
      title={t('fill.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
