import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { roleListCall, roleName } from '../../shared/dictionaries/dictionaryCalls';
import { localeCodeToId } from '../../shared/i18n/languages';
import { PagedListView } from '../../shared/lists/PagedListView';
import { usePagedList } from '../../shared/lists/usePagedList';
import { auditListCall } from './auditCalls';
import { auditColumns } from './auditColumns';
import { AuditFilterFields } from './AuditFilterFields';
import { INITIAL_AUDIT_FILTERS, isAuditFilters, toAuditFilterItems } from './auditFilters';

/** Events per page of the security log. */
export const AUDIT_PAGE_SIZE = 20;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lines: { display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
});

/**
 * The administrators' security log: logins, failed logins, logouts, password changes and resets,
 * activations, approvals, deactivations, role and rights changes, deletions and unit access, newest
 * first, filtered by event, user and days (cards on a phone, a table on wider screens).
 */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const roles = useApiQuery(roleListCall());
  const list = usePagedList({
    storageKey: 'audit',
    pageSize: AUDIT_PAGE_SIZE,
    initialFilters: INITIAL_AUDIT_FILTERS,
    isFilters: isAuditFilters,
    toFilterItems: toAuditFilterItems,
    call: auditListCall,
  });
  const nameOfRole = (roleDicId: number) => {
    const role = roles.data?.find((item) => item.id === roleDicId);
    return role ? roleName(role, localeId) : String(roleDicId);
  };
  const columns = auditColumns({ t, roleName: nameOfRole, linesClass: styles.lines });
  return (
    <div className={styles.list}>
      <PagedListView
        label={t('administration.audit.title')}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        filterFields={<AuditFilterFields filters={list.filters} onChange={list.changeFilters} />}
      />
    </div>
  );
}
