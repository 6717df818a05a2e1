import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  DeleteRegular,
  KeyRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
} from '@fluentui/react-icons';
import type { UserListItem } from '@schemas/generated/api/lists';
import { useTranslation } from 'react-i18next';
import { useRowActionSize } from '../../shared/lists/useRowActionSize';
import type { UserActionKind } from './userActionKind';
import { canDeleteUser, canToggleActive, holdsTypeRights } from './userRules';

interface UserActionsProps {
  user: UserListItem;
  onAction: (kind: UserActionKind, user: UserListItem) => void;
  onRights: (user: UserListItem) => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A row's buttons: activate or deactivate, delete and rights, each only where it applies. */
export function UserActions({ user, onAction, onRights }: UserActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const size = useRowActionSize();
  const email = user.email;
  return (
    <div className={styles.actions}>
      {canToggleActive(user) &&
        (user.isActive ? (
          <Button
            size={size}
            icon={<PersonProhibitedRegular />}
            aria-label={t('users.action.deactivateUser', { email })}
            onClick={() => onAction('deactivate', user)}
          >
            {t('users.action.deactivate')}
          </Button>
        ) : (
          <Button
            size={size}
            icon={<PersonAvailableRegular />}
            aria-label={t('users.action.activateUser', { email })}
            onClick={() => onAction('activate', user)}
          >
            {t('users.action.activate')}
          </Button>
        ))}
      {canDeleteUser(user) && (
        <Button
          size={size}
          icon={<DeleteRegular />}
          aria-label={t('users.action.deleteUser', { email })}
          onClick={() => onAction('delete', user)}
        >
          {t('users.action.delete')}
        </Button>
      )}
      {holdsTypeRights(user) && (
        <Button
          size={size}
          icon={<KeyRegular />}
          aria-label={t('users.action.rightsOfUser', { email })}
          onClick={() => onRights(user)}
        >
          {t('users.action.rights')}
        </Button>
      )}
    </div>
  );
}
