import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  titles: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minWidth: '10rem' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface ReportHeaderProps {
  title: string;
  unitNumber: string | undefined;
  onClose: () => void;
  /** Further buttons (the PDF). */
  children?: ReactNode;
}

/** The report's title, the unit's code, and the close button back to the fill screen. */
export function ReportHeader({ title, unitNumber, onClose, children }: ReportHeaderProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {unitNumber !== undefined && <Body1>{t('reports.unit', { number: unitNumber })}</Body1>}
      </div>
      <div className={styles.actions}>
        {children}
        <Button icon={<DismissRegular />} onClick={onClose}>
          {t('reports.close')}
        </Button>
      </div>
    </div>
  );
}
