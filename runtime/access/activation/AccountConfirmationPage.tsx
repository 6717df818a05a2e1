import { useParams } from 'react-router-dom';
import { LinkLanguage } from '../LinkLanguage';
import { AccountActivation } from './AccountActivation';

/** `/user-account-confirmation/:token/:localeId/:roleId`, opened from the activation e-mail. */
export function AccountConfirmationPage() {
  const { token = '', localeId, roleId } = useParams();
  return (
    <LinkLanguage localeId={localeId}>
      <AccountActivation token={token} roleId={Number(roleId)} />
    </LinkLanguage>
  );
}
