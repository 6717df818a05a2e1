import {
  Drawer,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ON_NARROW_SCREEN } from '../../shared/layout/useMediaQuery';

/** The specification's drawer width. */
export const DRAWER_WIDTH = 350;

/**
 * Below this width the drawer, the questions and the side panel do not fit side by side (the
 * questions were squeezed to a few words a line): the side panel moves below the questions.
 */
const ON_MEDIUM_SCREEN = '@media (max-width: 1099.98px)';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  body: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    [ON_MEDIUM_SCREEN]: { flexWrap: 'wrap' },
    [ON_NARROW_SCREEN]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  drawer: { width: `${DRAWER_WIDTH}px`, maxWidth: '100vw', flexShrink: 0, alignSelf: 'stretch' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    // Takes what the drawer and the side panel leave, however long its texts.
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    [ON_NARROW_SCREEN]: { flexBasis: 'auto' },
  },
  side: {
    width: '300px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    [ON_MEDIUM_SCREEN]: { width: '100%' },
  },
});

interface FillFrameProps {
  header: ReactNode;
  tabs: ReactNode;
  drawer: ReactNode;
  side: ReactNode;
  children: ReactNode;
  drawerOpen: boolean;
  /** Under 768 px the drawer covers the page (overlay) instead of sitting beside it. */
  narrow: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/** Header and tabs above; the subform drawer, the question groups and the side panel below. */
export function FillFrame({
  header,
  tabs,
  drawer,
  side,
  children,
  drawerOpen,
  narrow,
  onDrawerOpenChange,
}: FillFrameProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.screen}>
      {header}
      {tabs}
      <div className={styles.body}>
        <Drawer
          type={narrow ? 'overlay' : 'inline'}
          separator
          position="start"
          open={drawerOpen}
          onOpenChange={(_event, data) => onDrawerOpenChange(data.open)}
          className={styles.drawer}
          aria-label={t('fill.subforms.label')}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                narrow ? (
                  <Button
                    appearance="subtle"
                    aria-label={t('fill.header.close')}
                    icon={<DismissRegular />}
                    onClick={() => onDrawerOpenChange(false)}
                  />
                ) : undefined
              }
            >
              {t('fill.subforms.label')}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>{drawer}</DrawerBody>
        </Drawer>
        <div className={styles.content}>{children}</div>
        <aside className={styles.side} aria-label={t('fill.sidePanel')}>
          {side}
        </aside>
      </div>
    </div>
  );
}
