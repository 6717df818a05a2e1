/**
 * Contender "RJSF + Fluent": one @rjsf/fluentui-rc `Form` for the whole group (validator-ajv8),
 * uncontrolled, its changes kept in a variable as an autosave would read them.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Form } from '@rjsf/fluentui-rc';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { CHECKBOX_QUESTION_ID, TEXT_QUESTION_ID } from './benchGroup';
import { contenderQuestions } from './contenderQuestions';
import { rootElement, startBench, type ContenderAdapter } from './harness';
import { rjsfGroupForm } from './rjsfForm';

const CONTROLS = 'input, textarea, select, button, [tabindex="0"]';

/** The elements RJSF gives ids of question `questionId` (`root_q6`, `root_q6-0`, `root_q6_latitude`). */
function questionElements(questionId: number): HTMLElement[] {
  const id = `root_q${questionId}`;
  return [...document.querySelectorAll<HTMLElement>(`[id^="${id}"]`)].filter(
    (element) => element.id === id || element.id.startsWith(`${id}-`) || element.id.startsWith(`${id}_`),
  );
}

function control(questionId: number): HTMLElement | null {
  for (const element of questionElements(questionId)) {
    if (element.matches(CONTROLS)) return element;
    const inner = element.querySelector<HTMLElement>(CONTROLS);
    if (inner) return inner;
  }
  return null;
}

const adapter: ContenderAdapter = {
  name: 'rjsf-fluent',
  firstCard: () => questionElements(1)[0] ?? null,
  focusable: control,
  textInput: () => control(TEXT_QUESTION_ID),
  checkbox: () =>
    questionElements(CHECKBOX_QUESTION_ID).find((element) => element.matches('input[type="checkbox"]')) ??
    null,
};

/** What an autosave would read: the form's latest data. */
const latestFormData: { current: unknown } = { current: undefined };

startBench(adapter, (data) => {
  const form = rjsfGroupForm(contenderQuestions(data));
  createRoot(rootElement()).render(
    <FluentProvider theme={webLightTheme}>
      <Form
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={form.formData}
        validator={validator}
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
        onChange={(event) => {
          latestFormData.current = event.formData;
        }}
      />
    </FluentProvider>,
  );
});
