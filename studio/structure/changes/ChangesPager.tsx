import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface ChangesPagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "51–100 of 120" between the previous and next page buttons. */
export function ChangesPager({ page, pageSize, total, onPage }: ChangesPagerProps) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('changes.pages')}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('changes.previousPage')}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      />
      <Text aria-live="polite">{t('changes.range', { from, to, total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('changes.nextPage')}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
