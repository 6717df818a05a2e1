import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** The filter fields above a list, as a labelled region with one "clear filters" button. */
export function FilterPanel({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('lists.filters')}
      </h2>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          {t('lists.clearFilters')}
        </Button>
      </div>
    </section>
  );
}
