import type { FormEvent } from 'react';
import { useState } from 'react';
import type { StructureLocaleId, StructureProblem } from '@engine/structure/structure-problem';
import type { ApiCall } from '../../api/apiCall';
import { useApi } from '../../api/apiContext';
import type { ApiFailure } from '../../api/envelope';
import { useFormState } from '../../forms/useFormState';
import { useRuleText } from '../../i18n/useRuleText';
import { problemsByField } from './structureProblems';
import { serverFieldMessages } from './serverFieldMessages';
import type { TranslationDraft } from './translationDraft';

/** What a structure dialog knows once its save has succeeded: the item the server answered with. */
export interface SavedItem<T> {
  item: T;
}

/**
 * The state every structure dialog shares: the engine's problems of the entry as it would be sent,
 * shown next to their fields once touched or on submit; the save through the contract call, pending
 * while it lasts; the saved item (for the success dialog), or the failure (for the error dialog), with a
 * 400 whose reply names fields shown at those fields too. The typed input is never reset here, so a failed save
 * keeps it.
 */
export function useStructureDialog<T>(problems: readonly StructureProblem[]) {
  const api = useApi();
  const ruleText = useRuleText();
  const form = useFormState<string>();
  const [saved, setSaved] = useState<SavedItem<T>>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [serverMessages, setServerMessages] = useState<ReadonlyMap<string, string>>(new Map());
  const byField = problemsByField(problems);
  const messageOf = (field: string): string | undefined =>
    form.shown(field, ruleText(byField.get(field))) ?? serverMessages.get(field);
  const edited = (field: string) =>
    setServerMessages((messages) => {
      if (!messages.has(field)) return messages;
      const rest = new Map(messages);
      rest.delete(field);
      return rest;
    });

  return {
    pending: form.pending,
    saved,
    failure,
    dismissFailure: () => setFailure(undefined),
    /** The message shown at a field: the engine's (once touched or submitted), else the server's. */
    messageOf,
    /** The user left the field: its message shows from now on. */
    touch: (field: string) => form.touch(field),
    /** The user changed the field: a message the server gave for it no longer applies. */
    edited,
    /** A single field's message, blur and change, wired to the dialog. */
    bind: <V>(field: string, set: (value: V) => void) => ({
      validationMessage: messageOf(field),
      onBlur: () => form.touch(field),
      onChange: (value: V) => {
        set(value);
        edited(field);
      },
    }),
    /** A translated text's six fields (`<field>.<localeDicId>`), wired to the dialog. */
    bindTranslations: (field: string, set: (value: TranslationDraft) => void) => ({
      messageOf: (localeDicId: StructureLocaleId) => messageOf(`${field}.${localeDicId}`),
      onBlur: (localeDicId: StructureLocaleId) => form.touch(`${field}.${localeDicId}`),
      onChange: (value: TranslationDraft, localeDicId: StructureLocaleId) => {
        set(value);
        edited(`${field}.${localeDicId}`);
      },
    }),
    /**
     * The dialog's submit: with problems, shows them all and sends nothing; otherwise sends the call
     * (`fields` are the dialog's field names, for a refusal that names one).
     */
    submit: (event: FormEvent<HTMLFormElement>, call: () => ApiCall<T>, fields: readonly string[]) =>
      form.submit(event, {
        pending: form.pending,
        valid: problems.length === 0,
        send: () =>
          void form.run(async () => {
            const result = await api.send(call());
            if (result.ok) {
              setSaved({ item: result.data });
              return;
            }
            setServerMessages(serverFieldMessages(result, fields));
            setFailure(result);
          }),
      }),
  };
}

export type StructureDialogState<T> = ReturnType<typeof useStructureDialog<T>>;
