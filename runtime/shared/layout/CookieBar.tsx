import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptCookies, cookiesAccepted } from './cookieConsent';
import { ON_NARROW_SCREEN } from './useMediaQuery';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 100,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    [ON_NARROW_SCREEN]: { paddingInline: tokens.spacingHorizontalM },
  },
});

/** Stays at the bottom of every page until the visitor accepts; the answer lasts 150 days. */
export function CookieBar() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [accepted, setAccepted] = useState(() => cookiesAccepted());
  if (accepted) return null;
  return (
    <section className={styles.bar} aria-label={t('shell.cookieBarLabel')}>
      <Body1>{t('shell.cookieText')}</Body1>
      <Button
        appearance="primary"
        onClick={() => {
          acceptCookies();
          setAccepted(true);
        }}
      >
        {t('shell.cookieAccept')}
      </Button>
    </section>
  );
}
