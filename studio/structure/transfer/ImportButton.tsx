import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyView } from '../lazyView';

const ImportDialog = lazyView(() => import('./ImportDialog').then((module) => module.ImportDialog));

/** The studio home's import: a structure document becomes a new questionnaire type. */
export function ImportButton() {
  const { t } = useTranslation('studio');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('transfer.import')}
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
