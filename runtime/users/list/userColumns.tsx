import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { UserListItem } from '@schemas/generated/api/lists';
import type { TFunction } from 'i18next';
import { CellText } from '../../shared/lists/CellText';
import type { ListColumn } from '../../shared/lists/ListTable';
import { listDate } from '../../shared/lists/listDates';
import type { UserActionKind } from './userActionKind';
import { UserActions } from './UserActions';

export const useUserColumnStyles = makeStyles({
  email: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
});

interface UserColumnOptions {
  t: TFunction;
  emailClass: string;
  onAction: (kind: UserActionKind, user: UserListItem) => void;
  onRights: (user: UserListItem) => void;
}

/** The user list's columns with their sort properties (as the server names them). */
export function userColumns({
  t,
  emailClass,
  onAction,
  onRights,
}: UserColumnOptions): ListColumn<UserListItem>[] {
  return [
    {
      id: 'email',
      label: t('users.column.email'),
      sortProperty: 'email',
      // The address is what tells users apart: it gets more room than the other columns.
      width: '18%',
      render: (user) => (
        <span className={emailClass}>
          <CellText text={user.email} />
          {!user.confirmed && (
            <Badge appearance="tint" color="warning">
              {t('users.unconfirmed')}
            </Badge>
          )}
          {!user.emailVerified && (
            <Badge appearance="tint" color="subtle">
              {t('users.emailNotVerified')}
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'role', label: t('users.column.role'), sortProperty: 'role_name', render: (user) => user.roleName },
    {
      id: 'institutionType',
      label: t('users.column.institutionType'),
      sortProperty: 'institution_type',
      render: (user) => user.institutionType ?? '',
    },
    {
      id: 'institution',
      label: t('users.column.institution'),
      sortProperty: 'institution_name',
      render: (user) => user.institutionName ?? '',
    },
    {
      id: 'questionnaireCount',
      label: t('users.column.questionnaireCount'),
      sortProperty: 'questionnaire_count',
      render: (user) => user.questionnaireCount,
    },
    {
      id: 'registrationDate',
      label: t('users.column.registrationDate'),
      sortProperty: 'registration_date',
      render: (user) => listDate(user.registrationDate),
    },
    {
      id: 'active',
      label: t('users.column.active'),
      sortProperty: 'is_active',
      render: (user) => (user.isActive ? t('lists.yes') : t('lists.no')),
    },
    {
      id: 'activationDate',
      label: t('users.column.activationDate'),
      sortProperty: 'activation_date',
      render: (user) => listDate(user.activationDate),
    },
    {
      id: 'deactivationDate',
      label: t('users.column.deactivationDate'),
      sortProperty: 'deactivation_date',
      render: (user) => listDate(user.deactivationDate),
    },
    {
      id: 'actions',
      label: t('lists.actions'),
      actions: true,
      // Wide enough for its longest button ("Deactivate") on one line.
      width: '9rem',
      render: (user) => <UserActions user={user} onAction={onAction} onRights={onRights} />,
    },
  ];
}
