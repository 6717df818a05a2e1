import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { StructureImportReply } from '@schemas/generated/api/structure-studio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '@runtime/shared/api/apiContext';
import { useReloadStructureLists } from '@runtime/shared/structure/data';
import type { ImportTarget } from '../document/structureDocumentCalls';
import { importStructureCall } from '../document/structureDocumentCalls';
import type { Refusal } from './ImportRefusal';
import { ImportRefusal } from './ImportRefusal';
import { importErrors } from './importErrors';
import type { DocumentFile } from './readDocumentFile';
import { readDocumentFile } from './readDocumentFile';
import { ReplaceChoice } from './ReplaceChoice';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  file: { maxWidth: '100%' },
});

interface ImportDialogProps {
  /** The type whose structure the document may replace; without it the import only adds a new type. */
  replaceTypeId?: number;
  onClose: () => void;
  /** The type's structure was replaced from the named file. */
  onReplaced?: (fileName: string) => void;
}

/**
 * Import of a structure document: a chosen .json file is parsed here and sent as a new type or over
 * this type; the server's refusal is listed with the JSON path of each problem.
 */
export function ImportDialog({ replaceTypeId, onClose, onReplaced }: ImportDialogProps) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const reload = useReloadStructureLists();
  const [file, setFile] = useState<{ name: string; read: DocumentFile } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const choose = async (chosen: File | undefined) => {
    setRefusal(null);
    setFile(chosen ? { name: chosen.name, read: await readDocumentFile(chosen) } : null);
  };
  const read = file?.read;
  const fileProblem =
    read && !read.ok
      ? read.reason === 'invalidJson'
        ? t('transfer.invalidJson', { message: read.message })
        : t(`transfer.${read.reason}`)
      : undefined;
  const document = read?.ok ? read.document : undefined;

  const send = async (target: ImportTarget) => {
    if (!document || !file) return;
    setBusy(true);
    setRefusal(null);
    const result = await api.send(importStructureCall(document, target));
    if (!result.ok) {
      setBusy(false);
      setRefusal({
        message: result.message,
        errors: result.status === 400 ? importErrors(result) : [],
      });
      return;
    }
    await reload();
    done(result.data, file.name);
  };
  const done = (reply: StructureImportReply, fileName: string) => {
    onClose();
    if (reply.replaced) onReplaced?.(fileName);
    else void navigate(`/types/${reply.typeId}`);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('transfer.importTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field
              label={t('transfer.file')}
              hint={t('transfer.fileHint')}
              validationMessage={fileProblem}
              validationState={fileProblem ? 'error' : 'none'}
            >
              {(fieldProps) => (
                <input
                  {...fieldProps}
                  className={styles.file}
                  type="file"
                  accept=".json,application/json"
                  disabled={busy}
                  onChange={(event) => void choose(event.currentTarget.files?.[0])}
                />
              )}
            </Field>
            {replaceTypeId !== undefined && (
              <ReplaceChoice
                questionnaireDicId={replaceTypeId}
                disabled={!document || busy}
                onReplace={() => void send({ replaceTypeId })}
              />
            )}
            {busy && <Spinner size="tiny" label={t('transfer.importing')} />}
            {refusal && <ImportRefusal refusal={refusal} />}
          </DialogContent>
          <DialogActions fluid>
            <Button
              appearance="primary"
              disabled={!document || busy}
              onClick={() => void send({ asCopy: true })}
            >
              {t('transfer.asNew')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('transfer.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
