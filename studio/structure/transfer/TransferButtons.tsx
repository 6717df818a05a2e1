import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@runtime/shared/api/apiContext';
import type { Failure } from '../tree/ChangeFailure';
import { ChangeFailure } from '../tree/ChangeFailure';
import { exportStructureCall } from '../document/structureDocumentCalls';
import { downloadDocument } from './downloadDocument';
import { TransferNotice } from './TransferNotice';
import { lazyView } from '../lazyView';

const ImportDialog = lazyView(() => import('./ImportDialog').then((module) => module.ImportDialog));

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  notice: { flexBasis: '100%', minWidth: 0 },
});

/**
 * Export of the type as a structure document (a `<key>.json` download), and import of one as a new
 * type or over this type's structure.
 */
export function TransferButtons({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [replacedFrom, setReplacedFrom] = useState<string | null>(null);

  const exportStructure = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const result = await api.send(exportStructureCall(questionnaireDicId));
      if (result.ok) downloadDocument(result.data);
      else setFailure({ title: t('transfer.exportFailed'), message: result.message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.buttons}>
      <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void exportStructure()}>
        {exporting ? t('transfer.exporting') : t('transfer.export')}
      </Button>
      <Button
        icon={<ArrowUploadRegular />}
        onClick={() => {
          setReplacedFrom(null);
          setImporting(true);
        }}
      >
        {t('transfer.import')}
      </Button>
      {importing && (
        <ImportDialog
          replaceTypeId={questionnaireDicId}
          onClose={() => setImporting(false)}
          onReplaced={setReplacedFrom}
        />
      )}
      {failure && (
        <div className={styles.notice}>
          <ChangeFailure failure={failure} onDismiss={() => setFailure(null)} />
        </div>
      )}
      {replacedFrom !== null && (
        <div className={styles.notice}>
          <TransferNotice
            message={t('transfer.replaced', { file: replacedFrom })}
            onDismiss={() => setReplacedFrom(null)}
          />
        </div>
      )}
    </div>
  );
}
