import { Body1, Link, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@runtime/shared/layout/usePageTitle';
import { isAdministrator, readSessionUser } from '@runtime/shared/session/sessionUser';

/** Login lives in the runtime app, outside the studio's router: a full page load is intended. */
const RUNTIME_LOGIN_URL = '/';

const useStyles = makeStyles({
  notice: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Hides the studio from anyone but administrators. Only a courtesy: the server refuses
 * structure changes from other roles whatever the browser shows.
 */
export function AdministratorsOnly({ children }: { children: ReactNode }) {
  const [user] = useState(readSessionUser);
  if (isAdministrator(user)) return children;
  return <AdministratorsOnlyNotice />;
}

function AdministratorsOnlyNotice() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('studio.adminOnlyTitle'));
  return (
    <section className={styles.notice}>
      <Title1 as="h1">{t('studio.adminOnlyTitle')}</Title1>
      <Body1 as="p" block>
        {t('studio.adminOnlyBody')}
      </Body1>
      <Link href={RUNTIME_LOGIN_URL}>{t('studio.goToLogin')}</Link>
    </section>
  );
}
