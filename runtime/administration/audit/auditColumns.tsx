import type { AuditEventItem } from '@schemas/generated/api/audit';
import type { TFunction } from 'i18next';
import { CellText } from '../../shared/lists/CellText';
import type { ListColumn } from '../../shared/lists/ListTable';
import { auditActionKey } from './auditActionText';

/** Year-month-day hours:minutes:seconds in the user's time zone (the lists' day format, with the time). */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The event's details as translated "label: value" lines; role ids by the role dictionary's names. */
export function auditDetailLines(
  row: AuditEventItem,
  t: TFunction,
  roleName: (roleDicId: number) => string,
): string[] {
  const { details } = row;
  return [
    details.reason &&
      `${t('administration.audit.detail.reason')}: ${t(`administration.audit.reason.${details.reason}`)}`,
    details.email && `${t('administration.audit.detail.email')}: ${details.email}`,
    details.previousRoleDicId !== undefined &&
      `${t('administration.audit.detail.previousRole')}: ${roleName(details.previousRoleDicId)}`,
    details.roleDicId !== undefined &&
      `${t('administration.audit.detail.role')}: ${roleName(details.roleDicId)}`,
    details.questionnaireTypeId !== undefined &&
      `${t('administration.audit.detail.questionnaireType')}: ${details.questionnaireTypeName ?? details.questionnaireTypeId}`,
    row.unitId !== null && `${t('administration.audit.detail.unit')}: ${row.unitId}`,
    details.clientAddress && `${t('administration.audit.detail.clientAddress')}: ${details.clientAddress}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}

interface AuditColumnOptions {
  t: TFunction;
  roleName: (roleDicId: number) => string;
  linesClass: string;
}

/** The security log's columns; the event comes first, so that it titles each card on a phone. */
export function auditColumns({ t, roleName, linesClass }: AuditColumnOptions): ListColumn<AuditEventItem>[] {
  return [
    {
      id: 'action',
      label: t('administration.audit.column.action'),
      sortProperty: 'action',
      render: (row) => t(`administration.audit.action.${auditActionKey(row.action)}`),
    },
    {
      id: 'time',
      label: t('administration.audit.column.time'),
      sortProperty: 'occurred_at',
      width: '11rem',
      render: (row) => auditTime(row.occurredAt),
    },
    {
      id: 'actor',
      label: t('administration.audit.column.actor'),
      width: '22%',
      render: (row) => <CellText text={row.actorEmail ?? t('administration.audit.nobody')} />,
    },
    {
      id: 'subject',
      label: t('administration.audit.column.subject'),
      width: '22%',
      render: (row) => (row.subjectEmail === null ? '' : <CellText text={row.subjectEmail} />),
    },
    {
      id: 'details',
      label: t('administration.audit.column.details'),
      render: (row) => {
        const lines = auditDetailLines(row, t, roleName);
        return lines.length === 0 ? (
          ''
        ) : (
          <span className={linesClass}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        );
      },
    },
  ];
}
