import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/layout/PageSpinner';
import { FillErrorPage } from './FillErrorPage';

interface FillLoadStateProps {
  /** The fill screen's header, without the drawer toggle: nothing is loaded to show in a drawer. */
  header: ReactNode;
  error: { message: string } | undefined;
  onRetry: () => void;
  onClose: () => void;
}

/** The fill screen (and its admin mode) before its forms are read: a spinner, or the error with a retry. */
export function FillLoadState({ header, error, onRetry, onClose }: FillLoadStateProps) {
  const { t } = useTranslation();
  return (
    <>
      {header}
      {error ? (
        <FillErrorPage message={error.message} onRetry={onRetry} onClose={onClose} />
      ) : (
        <PageSpinner label={t('fill.loading')} />
      )}
    </>
  );
}
