import { FailureMessage } from '@runtime/shared/forms/FailureMessage';
import {
  Body1,
  Button,
  Checkbox,
  Link,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { privacyPolicyUrl } from '../../shared/layout/documents';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { useSession } from '../../shared/session/sessionContext';
import { readSessionUser, type SessionUser } from '../../shared/session/sessionUser';
import { useLogOut } from '../../shared/session/useLogOut';
import { acceptTermsCall } from '../accessCalls';
import { useAccessPageStyles } from '../useAccessPageStyles';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type AcceptStatus = { kind: 'idle' | 'pending' } | { kind: 'failed'; message: string };

/**
 * The data-protection terms a user accepts once, before their first page. Accepting refreshes the
 * session's account, which lets the page that showed this form go on; declining logs out.
 */
export function TermsAcceptance({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { startSession } = useSession();
  const logOut = useLogOut();
  const styles = useAccessPageStyles();
  const ownStyles = useStyles();
  usePageTitle(t('terms.title'));
  const [ticked, setTicked] = useState(false);
  const [status, setStatus] = useState<AcceptStatus>({ kind: 'idle' });

  async function accept(): Promise<void> {
    setStatus({ kind: 'pending' });
    const result = await api.send(acceptTermsCall(user.id));
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    // The stored token, which a renewal may have replaced since this page was shown.
    const held = readSessionUser() ?? user;
    startSession({
      ...result.data,
      token: held.token,
      ...(held.tokenExpiresAt === undefined ? {} : { tokenExpiresAt: held.tokenExpiresAt }),
    });
  }

  const pending = status.kind === 'pending';
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('terms.title')}</Title1>
      <Body1 as="p" block>
        {t('terms.body')}
      </Body1>
      <Link
        href={privacyPolicyUrl(i18n.resolvedLanguage ?? i18n.language)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('terms.privacyPolicyLink')}
      </Link>
      {status.kind === 'failed' && <FailureMessage message={status.message} />}
      <Checkbox
        checked={ticked}
        onChange={(_event, data) => setTicked(data.checked === true)}
        label={t('terms.checkbox')}
      />
      <div className={ownStyles.actions}>
        <Button
          appearance="primary"
          disabled={!ticked || pending}
          icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
          onClick={() => void accept()}
        >
          {t('terms.confirm')}
        </Button>
        <Button appearance="secondary" onClick={() => void logOut()}>
          {t('shell.logOut')}
        </Button>
      </div>
    </section>
  );
}
