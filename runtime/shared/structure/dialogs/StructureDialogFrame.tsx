import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { MessageDialog } from '../../dialogs/MessageDialog';
import type { StructureDialogState } from './useStructureDialog';

const useStyles = makeStyles({
  // Wide enough for the six languages side by side; Fluent narrows the surface on small screens.
  surface: { maxWidth: 'min(1000px, calc(100vw - 16px))', width: '100%', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  details: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

interface StructureDialogFrameProps<T> {
  title: string;
  state: StructureDialogState<T>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** What the success dialog says ("Subform added successfully"). */
  successText: string;
  /** The success dialog was read: the dialog closes with the saved item. */
  onSaved: (item: T) => void;
  children: ReactNode;
}

/**
 * The modal of every add and edit dialog of the structure: the form, Cancel and Save, and on top of it
 * the section-8 dialogs — "… added/edited successfully" (its OK closes everything) and "Error while
 * uploading data" with the server's message (its OK goes back to the input, which is kept).
 */
export function StructureDialogFrame<T>({
  title,
  state,
  onSubmit,
  onCancel,
  successText,
  onSaved,
  children,
}: StructureDialogFrameProps<T>) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { saved, failure, pending } = state;
  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_event, data) => {
        if (!data.open && !pending && !saved) onCancel();
      }}
    >
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" disabled={pending} onClick={onCancel}>
                {common('common.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={pending}
                icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                {pending ? t('saving') : t('save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <MessageDialog
          open={saved !== undefined}
          title={successText}
          onClose={() => {
            if (saved) onSaved(saved.item);
          }}
        >
          {null}
        </MessageDialog>
        <MessageDialog
          open={failure !== undefined}
          title={t('uploadFailedTitle')}
          onClose={state.dismissFailure}
        >
          {failure?.message}
          {failure?.details && failure.details.length > 0 && (
            <ul className={styles.details}>
              {failure.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </MessageDialog>
      </DialogSurface>
    </Dialog>
  );
}
