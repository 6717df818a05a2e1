import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StructureChangesReply } from '@schemas/generated/api/structure-studio';
import { ChangeEntry } from './ChangeEntry';
import { ChangeFilters } from './ChangeFilters';
import { ChangesPager } from './ChangesPager';
import type { ChangeFilter } from './structureChangesCall';
import { useStructureChanges } from './useStructureChanges';

/** The server's page size of the audit log (StructureChangesQuery's default). */
const PAGE_SIZE = 50;

const useStyles = makeStyles({
  log: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  entries: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

/** The type's audit log, newest first: who changed what and when, filterable by user and date range. */
export function StructureChangeLog({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const [filter, setFilter] = useState<ChangeFilter>({ userId: null, from: '', to: '' });
  const [page, setPage] = useState(0);
  const changes = useStructureChanges(questionnaireDicId, filter, page + 1);
  // The user list stays while another page or filter loads, so the filter does not empty meanwhile.
  const [users, setUsers] = useState<StructureChangesReply['users']>([]);
  const fresh = changes.data?.users;
  if (fresh && fresh !== users) setUsers(fresh);
  const refilter = (next: ChangeFilter) => {
    setFilter(next);
    setPage(0);
  };
  return (
    <section className={styles.log} aria-label={t('changes.title')}>
      <ChangeFilters filter={filter} users={users} onChange={refilter} />
      {changes.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {t('changes.failed')}{' '}
            <Button appearance="transparent" size="small" onClick={() => void changes.mutate()}>
              {t('changes.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : !changes.data ? (
        <Spinner size="small" label={t('changes.loading')} />
      ) : changes.data.items.length === 0 ? (
        <Body1 as="p" block>
          {t('changes.empty')}
        </Body1>
      ) : (
        <>
          <ul className={styles.entries} aria-label={t('changes.entries')}>
            {changes.data.items.map((change) => (
              <ChangeEntry key={change.id} change={change} />
            ))}
          </ul>
          <ChangesPager page={page} pageSize={PAGE_SIZE} total={changes.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
