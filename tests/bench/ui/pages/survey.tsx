/**
 * Contender "SurveyJS": survey-core's model and survey-react-ui's `Survey`, the whole group on one
 * page, `textUpdateMode: 'onTyping'` (the model takes every keystroke, as our autosave does). The
 * fontless stylesheet: the default one fetches Open Sans from Google.
 */
import 'survey-core/survey-core.fontless.css';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { CHECKBOX_QUESTION_ID, TEXT_QUESTION_ID } from './benchGroup';
import { contenderQuestions } from './contenderQuestions';
import { rootElement, startBench, type ContenderAdapter } from './harness';
import { surveyGroupJson } from './surveyJson';

const question = (questionId: number): Element | null =>
  document.querySelector(`[data-name="q${questionId}"]`);

const adapter: ContenderAdapter = {
  name: 'surveyjs',
  firstCard: () => question(1),
  focusable: (questionId) =>
    question(questionId)?.querySelector<HTMLElement>('input, textarea, select, [tabindex="0"]') ?? null,
  textInput: () => question(TEXT_QUESTION_ID)?.querySelector<HTMLElement>('textarea') ?? null,
  // The input is visually hidden; users click its label.
  checkbox: () => question(CHECKBOX_QUESTION_ID)?.querySelector<HTMLElement>('label') ?? null,
};

startBench(adapter, (data) => {
  const model = new Model(surveyGroupJson(contenderQuestions(data)));
  createRoot(rootElement()).render(<Survey model={model} />);
});
