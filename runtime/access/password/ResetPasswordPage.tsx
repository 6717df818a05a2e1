import { useParams } from 'react-router-dom';
import { LinkLanguage } from '../LinkLanguage';
import { ResetPasswordForm } from './ResetPasswordForm';

/** `/user-reset-password/:token/:localeId`, opened from the e-mailed link. */
export function ResetPasswordPage() {
  const { token = '', localeId } = useParams();
  return (
    <LinkLanguage localeId={localeId}>
      <ResetPasswordForm token={token} />
    </LinkLanguage>
  );
}
