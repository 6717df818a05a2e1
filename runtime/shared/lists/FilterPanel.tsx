import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN, useMediaQuery } from '../layout/useMediaQuery';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  folded: { padding: tokens.spacingVerticalXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The `hidden` attribute alone loses to the display of the class above.
  hidden: { display: 'none' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  toggle: { width: '100%', justifyContent: 'flex-start', fontSize: tokens.fontSizeBase400 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

interface FilterPanelProps {
  children: ReactNode;
  onClear: () => void;
  /** How many filters differ from a fresh list's; the folded panel's button says so. */
  activeCount: number;
}

/**
 * The filter fields above a list, as a labelled region with one "clear filters" button. On a narrow
 * screen the fields fold behind a disclosure button (closed at first, so the list starts near the top)
 * that names how many filters are active.
 */
export function FilterPanel({ children, onClear, activeCount }: FilterPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const bodyId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState(false);
  const shown = !narrow || open;
  return (
    <section className={mergeClasses(styles.panel, !shown && styles.folded)} aria-labelledby={headingId}>
      <h2 className={styles.heading}>
        {narrow ? (
          // The accordion pattern: the heading holds the button that shows and hides the fields.
          <Button
            id={headingId}
            appearance="subtle"
            className={styles.toggle}
            icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {activeCount > 0 ? t('lists.filtersActive', { count: activeCount }) : t('lists.filters')}
          </Button>
        ) : (
          <span id={headingId}>{t('lists.filters')}</span>
        )}
      </h2>
      <div id={bodyId} hidden={!shown} className={mergeClasses(styles.body, !shown && styles.hidden)}>
        <div className={styles.fields}>{children}</div>
        <div className={styles.actions}>
          <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            {t('lists.clearFilters')}
          </Button>
        </div>
      </div>
    </section>
  );
}
