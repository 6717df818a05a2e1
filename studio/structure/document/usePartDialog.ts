import type { StructureDocumentReply, StructureEntityRef } from '@schemas/generated/api/structure-studio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@runtime/shared/api/apiContext';
import type { ApiResult } from '@runtime/shared/api/envelope';
import {
  formDicListCall,
  optionDicListCall,
  useQuestionnaireTypeLists,
  useStructureLocaleId,
} from '@runtime/shared/structure/data';
import type { DialogRequest } from '../dialogs/dialogRequest';
import { useOpenDialog } from '../dialogs/dialogRequest';
import type { Failure } from '../tree/ChangeFailure';
import { formDicItemOf } from '../tree/formDicItem';
import { groupDicCall, questionDicCall, subformDicCall } from './dictionaryItemCalls';

type Request = ApiResult<DialogRequest>;

const missing = (message: string): Request => ({ ok: false, status: 404, error: 'NOT_FOUND', message });

/**
 * Opens the edit dialog of a part of the type's structure document, named by its JSON path: the
 * document reply's `entities` give the part's database id, and the part's dictionary item is read
 * first, as the tree has it when its edit button is pressed. A failed read is kept for a message bar.
 */
export function usePartDialog(reply: StructureDocumentReply) {
  const { t } = useTranslation('studio');
  const api = useApi();
  const localeId = useStructureLocaleId();
  const openDialog = useOpenDialog();
  const { active, inactive } = useQuestionnaireTypeLists();
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const notFound = () => missing(t('coverage.partNotFound'));

  const requestFor = async (entity: StructureEntityRef): Promise<Request> => {
    switch (entity.level) {
      case 'type': {
        const type = [...(active.data ?? []), ...(inactive.data ?? [])].find((item) => item.id === entity.id);
        if (type?.textId === undefined) return notFound();
        return {
          ok: true,
          data: { kind: 'type', type: { textId: type.textId, name: type.questionnaireText } },
        };
      }
      case 'form': {
        const forms = await api.send(formDicListCall(entity.parentId ?? 0, localeId));
        if (!forms.ok) return forms;
        const form = forms.data.find((item) => item.id === entity.id);
        if (!form) return notFound();
        const questionnaireDicId = form.questionnaireDicId;
        return { ok: true, data: { kind: 'form', questionnaireDicId, form: formDicItemOf(form, localeId) } };
      }
      case 'subform': {
        const subform = await api.send(subformDicCall(entity.id, localeId));
        if (!subform.ok) return subform;
        return {
          ok: true,
          data: { kind: 'subform', formDicId: subform.data.formDicId, subform: subform.data },
        };
      }
      case 'group': {
        const group = await api.send(groupDicCall(entity.id, localeId));
        if (!group.ok) return group;
        return {
          ok: true,
          data: { kind: 'group', subFormDicId: group.data.subFormDicId, group: group.data },
        };
      }
      case 'question': {
        const question = await api.send(questionDicCall(entity.id, localeId));
        if (!question.ok) return question;
        const groupId = question.data.questionListDicId;
        return {
          ok: true,
          data: {
            kind: 'question',
            questionListDicId: groupId,
            // The group's questions as the document has them, inactive ones included, as the tree counts.
            questionCount: reply.entities.filter(
              (item) => item.level === 'question' && item.parentId === groupId,
            ).length,
            // forms/f/subforms/0/…: the first subform of its form, where the tree forbids map questions.
            inFirstSubform: entity.path.split('/')[3] === '0',
            question: question.data,
          },
        };
      }
      case 'option': {
        const questionId = entity.parentId ?? 0;
        const [question, options] = await Promise.all([
          api.send(questionDicCall(questionId, localeId)),
          api.send(optionDicListCall(questionId, localeId)),
        ]);
        if (!question.ok) return question;
        if (!options.ok) return options;
        const option = options.data.find((item) => item.id === entity.id);
        if (!option) return notFound();
        return { ok: true, data: { kind: 'option', question: question.data, option } };
      }
    }
  };

  const open = async (path: string): Promise<void> => {
    const entity = reply.entities.find((item) => item.path === path);
    setFailure(null);
    setOpening(path);
    try {
      const request = entity ? await requestFor(entity) : notFound();
      if (request.ok) openDialog(request.data);
      else setFailure({ title: t('coverage.openFailed'), message: request.message });
    } finally {
      setOpening(null);
    }
  };

  return { open, opening, failure, dismiss: () => setFailure(null) };
}
