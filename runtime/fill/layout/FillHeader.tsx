import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PanelLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ON_NARROW_SCREEN } from '../../shared/layout/useMediaQuery';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalS,
  },
  // Grows from nothing (not from the title's full length), so the drawer toggle stays beside the title
  // and the buttons are what wraps onto the next row.
  titles: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minWidth: '10rem' },
  title: {
    margin: 0,
    overflowWrap: 'anywhere',
    [ON_NARROW_SCREEN]: {
      fontSize: tokens.fontSizeBase500,
      lineHeight: tokens.lineHeightBase500,
    },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface FillHeaderProps {
  title: string;
  unitNumber?: string;
  drawerOpen: boolean;
  /** Absent while nothing is loaded: there is no drawer yet. */
  onToggleDrawer?: () => void;
  onClose: () => void;
  /** Further header buttons (help dialogs). */
  children?: ReactNode;
}

/** The questionnaire type and unit number, the drawer toggle, help buttons and the close button. */
export function FillHeader({
  title,
  unitNumber,
  drawerOpen,
  onToggleDrawer,
  onClose,
  children,
}: FillHeaderProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.header}>
      {onToggleDrawer && (
        <Button
          appearance="subtle"
          icon={<PanelLeftRegular />}
          aria-expanded={drawerOpen}
          aria-label={t('fill.header.subforms')}
          title={t('fill.header.subforms')}
          onClick={onToggleDrawer}
        />
      )}
      <div className={styles.titles}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {unitNumber !== undefined && <Body1>{t('fill.header.unit', { number: unitNumber })}</Body1>}
      </div>
      <div className={styles.actions}>
        {children}
        <Button icon={<DismissRegular />} onClick={onClose}>
          {t('fill.header.close')}
        </Button>
      </div>
    </div>
  );
}
