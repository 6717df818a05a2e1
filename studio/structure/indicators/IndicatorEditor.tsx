import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SaveRegular } from '@fluentui/react-icons';
import { useApi } from '@runtime/shared/api/apiContext';
import { localeIdToCode } from '@runtime/shared/i18n/languages';
import { useReloadStructureLists, useStructureLocaleId } from '@runtime/shared/structure/data';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { StructureIndicator } from '@schemas/generated/structure';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStructureDocument } from '../document/useStructureDocument';
import { ComputedIndicatorList } from './ComputedIndicatorList';
import { formQuestions } from './formQuestions';
import { IndicatorNodeCard, type NodeEdits } from './IndicatorNodeCard';
import { addNode, freeKey, newNode, removeNode, updateNode } from './indicatorTreeEdits';
import { saveFormIndicatorsCall } from './saveFormIndicatorsCall';
import { useIndicatorPreview } from './useIndicatorPreview';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The form's indicator tree from the structure document, with the form's key (the PUT's address). */
export function IndicatorEditor({
  questionnaireDicId,
  formId,
}: {
  questionnaireDicId: number;
  formId: number;
}) {
  const { t } = useTranslation('studio');
  const { data, error } = useStructureDocument(questionnaireDicId);
  if (error) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!data) return <Spinner size="tiny" label={t('page.loading')} />;
  const path = data.entities.find((entity) => entity.level === 'form' && entity.id === formId)?.path;
  const index = Number(path?.split('/')[1]);
  const form = path === undefined ? undefined : data.document.forms[index];
  if (!form) return <p>{t('indicators.formGone')}</p>;
  return <TreeEditor key={form.key} reply={data} formKey={form.key} typeId={questionnaireDicId} />;
}

type Refusal = { message: string; details: string[] } | null;

function TreeEditor({
  reply,
  formKey,
  typeId,
}: {
  reply: StructureDocumentReply;
  formKey: string;
  typeId: number;
}) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const headingId = useId();
  const api = useApi();
  const reload = useReloadStructureLists();
  const language = localeIdToCode(useStructureLocaleId());
  const form = reply.document.forms.find((found) => found.key === formKey);
  const [tree, setTree] = useState<StructureIndicator[]>(() => form?.indicators ?? []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [saved, setSaved] = useState(false);
  const questions = form ? formQuestions(form, language) : [];
  const computed = useIndicatorPreview(reply, formKey, tree, language);

  const edit = (next: (current: StructureIndicator[]) => StructureIndicator[]) => {
    setSaved(false);
    setTree(next);
  };
  const edits: NodeEdits = {
    change: (path, change) => edit((current) => updateNode(current, path, change)),
    remove: (path) => edit((current) => removeNode(current, path)),
    addChild: (path, level) => edit((current) => addNode(current, path, newNode(freeKey(current, level)))),
  };
  const save = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await api.send(saveFormIndicatorsCall(typeId, formKey, tree));
    setBusy(false);
    if (!result.ok) {
      setRefusal({ message: result.message, details: result.details ?? [] });
      return;
    }
    setSaved(true);
    await reload();
  };

  const name = form ? form.name[language] || form.name.en || formKey : formKey;
  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {t('indicators.title', { form: name })}
      </Subtitle1>
      {tree.length === 0 && <p>{t('indicators.empty')}</p>}
      {tree.length > 0 && (
        <ul className={styles.list}>
          {tree.map((node, index) => (
            <li key={node.key}>
              <IndicatorNodeCard node={node} path={[index]} questions={questions} edits={edits} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          onClick={() => edit((current) => addNode(current, [], newNode(freeKey(current, 'theme'))))}
        >
          {t('indicators.add.theme')}
        </Button>
        <Button appearance="primary" icon={<SaveRegular />} disabled={busy} onClick={() => void save()}>
          {t('indicators.save')}
        </Button>
      </div>
      {busy && <Spinner size="tiny" label={t('indicators.saving')} />}
      {saved && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('indicators.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {refusal && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('indicators.refused')}</MessageBarTitle>
            {refusal.message}
            {refusal.details.length > 0 && (
              <ul>
                {refusal.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      <ComputedIndicatorList computed={computed} />
    </section>
  );
}
