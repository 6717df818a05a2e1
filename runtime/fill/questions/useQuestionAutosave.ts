import type { FillContext } from '@engine/context';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import { useDeviceAnswers } from '../offline/deviceAnswers';
import { networkAnswerRestoring, type AnswerRestoring } from './answerRestoring';
import { networkAnswerSaving, queuedAnswerSaving, type AnswerSaving } from './answerSaving';
import { createGroupStore, type GroupStore } from './groupStore';

export interface QuestionAutosaveOptions {
  group: GroupInstance;
  context: FillContext;
  readOnly: boolean;
  /** Admin mode: inactive questions are shown too. */
  includeInactive?: boolean;
  localeId: number;
  /** Where answers go (read once, when the store is made); the fill API unless given. */
  saving?: AnswerSaving;
  /** Where removed answers are restored; the fill API unless `saving` is given (then none unless given). */
  restoring?: AnswerRestoring;
  /** The questionnaire filled: its answers go through the device's queue, when there is one. */
  questionnaireId?: number;
  onSaved: (question: FillQuestion) => void;
  onReloaded: (question: FillQuestion) => void;
  onOptionsSourceSaved: () => void;
}

/**
 * The group store of the cards on screen, with the autosave's lifecycle: pending saves go at once
 * when the cards leave the screen (another group, subform or form) and when the page is hidden or
 * left (`pagehide`, `beforeunload`, sent with keepalive). Mount a new one per group instance.
 */
export function useQuestionAutosave(options: QuestionAutosaveOptions): GroupStore {
  const api = useApi();
  const device = useDeviceAnswers();
  const [store] = useState(() =>
    createGroupStore({
      group: options.group,
      context: options.context,
      readOnly: options.readOnly,
      includeInactive: options.includeInactive,
      saving:
        options.saving ??
        (typeof device === 'object' && device !== null && options.questionnaireId !== undefined
          ? queuedAnswerSaving(device.queue, options.questionnaireId, (call) => api.send(call))
          : networkAnswerSaving((call) => api.send(call))),
      restoring:
        options.restoring ?? (options.saving ? undefined : networkAnswerRestoring((call) => api.send(call))),
    }),
  );
  // The store calls back long after a render: it always holds the latest callbacks.
  const { localeId, onSaved, onReloaded, onOptionsSourceSaved } = options;
  useLayoutEffect(() => {
    store.setHandlers({ localeId: () => localeId, onSaved, onReloaded, onOptionsSourceSaved });
  }, [store, localeId, onSaved, onReloaded, onOptionsSourceSaved]);

  useEffect(() => {
    store.attach();
    return () => store.detach();
  }, [store]);

  useEffect(() => {
    const leave = (): void => {
      store.setLeaving(true);
      store.flushAll();
    };
    const back = (): void => store.setLeaving(false);
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [store]);

  const { group, context, readOnly } = options;
  useEffect(() => store.syncGroup(group), [store, group]);
  useEffect(() => store.setContext(context), [store, context]);
  useEffect(() => store.setReadOnly(readOnly), [store, readOnly]);
  return store;
}
