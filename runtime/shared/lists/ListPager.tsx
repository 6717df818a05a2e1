import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** "21–40 of 57" with first, previous, next and last page buttons. */
export function ListPager({ page, pageSize, total, onPage }: ListPagerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('lists.pages')}>
      <Button
        appearance="subtle"
        icon={<ChevronDoubleLeftRegular />}
        aria-label={t('lists.firstPage')}
        disabled={page === 0}
        onClick={() => onPage(0)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('lists.previousPage')}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      />
      <Text aria-live="polite">{t('lists.range', { from, to, total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('lists.nextPage')}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronDoubleRightRegular />}
        aria-label={t('lists.lastPage')}
        disabled={page >= lastPage}
        onClick={() => onPage(lastPage)}
      />
    </nav>
  );
}
