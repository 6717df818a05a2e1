import { render } from '@testing-library/react';
import { useRestoreFocusTarget } from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GlossaryDialog } from '@runtime/fill/help/GlossaryDialog';
import { InstructionDialog } from '@runtime/fill/help/InstructionDialog';
import { createI18n } from '@runtime/translations/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { AppProviders } from '@runtime/shared/layout/AppProviders';

type HelpDialogName = 'glossary' | 'instruction';

/** What the fill screen will do: a button that opens the dialog, which closes through its onClose. */
function OpenerAndDialog({ dialog }: { dialog: HelpDialogName }) {
  const [open, setOpen] = useState(false);
  // Fluent gives focus back on close only to an element marked as a restore target.
  const restoreFocusTarget = useRestoreFocusTarget();
  const HelpDialog = dialog === 'glossary' ? GlossaryDialog : InstructionDialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...restoreFocusTarget}>
        Open help
      </button>
      <HelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Renders an "Open help" button and the chosen help dialog, with their own i18n instance. */
export function renderHelpDialog(dialog: HelpDialogName, language: LanguageCode = 'en') {
  const i18n = createI18n(language);
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n}>
      <OpenerAndDialog dialog={dialog} />
    </AppProviders>,
  );
  return { i18n, user };
}
