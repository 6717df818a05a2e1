import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../access/homePath';
import { TermsAcceptance } from '../access/terms/TermsAcceptance';
import { sessionLanguage } from '../shared/i18n/initialLanguage';
import { useAppliedLanguage } from '../shared/i18n/useAppliedLanguage';
import { PageSpinner } from '../shared/layout/PageSpinner';
import type { SessionUser } from '../shared/session/sessionUser';

interface UserAreaProps {
  user: SessionUser;
  roles?: readonly number[];
  children: ReactNode;
}

/**
 * What a logged-in user sees of a guarded page: a spinner until the interface speaks their language,
 * the data-protection terms until they are accepted, and only then the page (or their own home
 * page, when the page is not for their role).
 */
export function UserArea({ user, roles, children }: UserAreaProps) {
  const { t } = useTranslation();
  const languageReady = useAppliedLanguage(sessionLanguage(user));
  if (!languageReady) return <PageSpinner label={t('shell.loading')} />;
  if (!user.acceptedRodo) return <TermsAcceptance user={user} />;
  if (roles && !roles.includes(user.roleDicId)) return <Navigate to={homePathFor(user)} replace />;
  return children;
}
