import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FullScreenHelpDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Controls that stay in the header while the content scrolls (the glossary's search box). */
  toolbar?: ReactNode;
  children: ReactNode;
}

const useStyles = makeStyles({
  surface: {
    width: '100vw',
    maxWidth: '100vw',
    height: '100vh',
    maxHeight: '100vh',
    borderRadius: 0,
    padding: 0,
    '@supports (height: 100dvh)': { height: '100dvh', maxHeight: '100dvh' },
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: 0,
    height: '100%',
    maxHeight: '100%',
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flexGrow: 1 },
  toolbar: { flexGrow: 1, flexBasis: '18rem', maxWidth: '32rem' },
  content: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  // Long lines are hard to read; the text keeps a comfortable measure on wide screens.
  column: { maxWidth: '60rem', margin: '0 auto' },
  actions: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    justifyContent: 'flex-end',
  },
});

/**
 * A help text over the whole viewport: a header with the title, optional toolbar and a close
 * button, content that scrolls on its own, and a Close button at the bottom. Escape, either
 * button and the backdrop all close it; Fluent traps focus inside and gives it back to the
 * button that opened it.
 */
export function FullScreenHelpDialog({ open, onClose, title, toolbar, children }: FullScreenHelpDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <header className={styles.header}>
            <DialogTitle className={styles.title} action={null}>
              {title}
            </DialogTitle>
            {toolbar !== undefined && <div className={styles.toolbar}>{toolbar}</div>}
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('fillHelp.close')} />
            </DialogTrigger>
          </header>
          {/* The content scrolls on its own: keyboard users reach it with Tab to scroll it with the arrow keys. */}
          <DialogContent className={styles.content} role="region" aria-label={title} tabIndex={0}>
            <div className={styles.column}>{children}</div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <DialogTrigger disableButtonEnhancement action="close">
              <Button appearance="primary">{t('fillHelp.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
