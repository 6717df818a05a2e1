import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { BookInformationRegular, BookQuestionMarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlossaryDialog } from '../help/GlossaryDialog';
import { InstructionDialog } from '../help/InstructionDialog';

/** The header's Glossary and Instruction buttons with their full-screen dialogs. */
export function HelpButtons() {
  const { t } = useTranslation();
  // Focus goes back to the button that opened a dialog once it closes.
  const restoreFocus = useRestoreFocusTarget();
  const [open, setOpen] = useState<'glossary' | 'instruction' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button icon={<BookInformationRegular />} onClick={() => setOpen('glossary')} {...restoreFocus}>
        {t('fillHelp.glossaryTitle')}
      </Button>
      <Button icon={<BookQuestionMarkRegular />} onClick={() => setOpen('instruction')} {...restoreFocus}>
        {t('fillHelp.instructionTitle')}
      </Button>
      <GlossaryDialog open={open === 'glossary'} onClose={close} />
      <InstructionDialog open={open === 'instruction'} onClose={close} />
    </>
  );
}
