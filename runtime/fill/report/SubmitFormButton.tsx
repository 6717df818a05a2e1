import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import type { FormListItem } from '@schemas/generated/api/fill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { submitFormCall } from '../data/fillCalls';

interface SubmitFormButtonProps {
  form: FormListItem;
  onSubmitted: () => void;
  /** The user confirmed the submission (whether the server then accepts it or not). */
  onTried: () => void;
}

/** Submits the form in edition after a confirmation; afterwards its answers are read-only. */
export function SubmitFormButton({ form, onSubmitted, onTried }: SubmitFormButtonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit() {
    onTried();
    setBusy(true);
    const result = await api.send(submitFormCall(form.id));
    setBusy(false);
    setAsking(false);
    if (result.ok) onSubmitted();
    else setFailure(result.message);
  }

  return (
    <>
      <Button appearance="primary" icon={<SendRegular />} onClick={() => setAsking(true)}>
        {t('fill.submit.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('fill.submit.title')}
        confirmLabel={t('fill.submit.confirm')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void submit()}
      >
        <p>{t('fill.submit.body', { name: form.formName })}</p>
      </ConfirmDialog>
      <MessageDialog
        open={failure !== undefined}
        title={t('fill.changeFailed')}
        onClose={() => setFailure(undefined)}
      >
        <p>{failure}</p>
      </MessageDialog>
    </>
  );
}
