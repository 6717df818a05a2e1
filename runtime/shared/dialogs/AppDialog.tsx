import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface AppDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  left?: DialogAction;
  middle?: DialogAction;
  /** The main action, shown as the primary button. */
  right: DialogAction;
}

/**
 * The one modal of both apps: title, content, a left, an optional middle and a right button.
 * Escape does what the left button does (cancel), or the right one when it is the only way out.
 */
export function AppDialog({ open, title, children, left, middle, right }: AppDialogProps) {
  const dismiss = left ?? right;
  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_event, data) => {
        if (!data.open && !dismiss.disabled) dismiss.onClick();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {left && (
              <Button appearance="secondary" disabled={left.disabled} onClick={left.onClick}>
                {left.label}
              </Button>
            )}
            {middle && (
              <Button appearance="secondary" disabled={middle.disabled} onClick={middle.onClick}>
                {middle.label}
              </Button>
            )}
            <Button appearance="primary" disabled={right.disabled} onClick={right.onClick}>
              {right.label}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
