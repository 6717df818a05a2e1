/**
 * Contender "ours": the fill screen's group renderer (QuestionGroupView with the real widgets, store,
 * translations and API client interface) inside the providers the runtime app puts around it.
 *
 * This is the one adapter to fix when QuestionGroupView's props or DOM change: the props below and
 * the selectors of `adapter`.
 */
import type { AnswerAsOption } from '@engine/context';
import type { SavedAnswer } from '@schemas/generated/answers';
import { QuestionGroupView } from '@runtime/fill/questions/QuestionGroupView';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import type { ApiResult } from '@runtime/shared/api/envelope';
import { replyGuard } from '@runtime/shared/api/replyCheck';
import { isArrayOf, isRecord } from '@runtime/shared/api/guards';
import { AppProviders } from '@runtime/shared/layout/AppProviders';
import { loadI18n } from '@runtime/translations/loadI18n';
import { createRoot } from 'react-dom/client';
import { CHECKBOX_QUESTION_ID, TEXT_QUESTION_ID, type BenchGroup } from './benchGroup';
import { rootElement, startBench, type ContenderAdapter } from './harness';

const QUESTIONNAIRE_ID = 1;

const card = (questionId: number): Element | null =>
  document.querySelector(`[role="group"][data-question-id="${questionId}"]`);

const adapter: ContenderAdapter = {
  name: 'ours',
  firstCard: () => document.querySelector('[role="group"][data-question-id]'),
  focusable: (questionId) =>
    card(questionId)?.querySelector<HTMLElement>('input, textarea, button, [tabindex="0"]') ?? null,
  textInput: () => card(TEXT_QUESTION_ID)?.querySelector<HTMLElement>('textarea, input') ?? null,
  checkbox: () => card(CHECKBOX_QUESTION_ID)?.querySelector<HTMLElement>('input[type="checkbox"]') ?? null,
};

const isSavedAnswers = isArrayOf((value: unknown): value is SavedAnswer => isRecord(value));

/**
 * The network edge, answered at once in the page (the only stub): a save or delete replies with the
 * question's new version and the answers it was sent, type-13 options with the first source's answers
 * (the server sends the questionnaire's), another question's answers with none. Replies pass the
 * call's own check, as the real client's do.
 */
function instantApi(data: BenchGroup): ApiClient {
  const sources = Object.values(data.context.answersAsOptions ?? {});
  const options: readonly AnswerAsOption[] = sources[0] ?? [];
  let version = 100;
  const reply = (call: ApiCall<unknown>): unknown => {
    if (call.path.includes('/answers-from-tab7c/')) return options;
    if (call.path.includes('/answerByQuestionDicId/')) return { version: 0, answers: [] };
    version += 1;
    const body = call.json;
    const answers = isRecord(body) && isSavedAnswers(body.answers) ? body.answers : [];
    const date = new Date().toISOString();
    return {
      version,
      answers: answers.map((answer, index) => ({ ...answer, id: version * 10 + index, date })),
    };
  };
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      const data = reply(call);
      const accepts = typeof call.accepts === 'function' ? call.accepts : await replyGuard(call.accepts);
      return accepts(data)
        ? { ok: true, data }
        : { ok: false, status: 500, error: 'UNEXPECTED_REPLY', message: `${call.path}: unexpected reply` };
    },
    async download() {
      return { ok: false, status: 501, error: 'NO_DOWNLOAD', message: 'No downloads in the benchmark.' };
    },
  };
}

void loadI18n('en').then((i18n) => {
  startBench(adapter, (data) => {
    createRoot(rootElement()).render(
      <AppProviders i18n={i18n}>
        <ApiContext value={instantApi(data)}>
          <QuestionGroupView
            questionnaireId={QUESTIONNAIRE_ID}
            group={data.group}
            formNames={data.context.formNames ?? {}}
            readOnly={false}
            onSaved={() => undefined}
          />
        </ApiContext>
      </AppProviders>,
    );
  });
});
