import { fireEvent, screen, within } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { widgetByAnswerType } from '@engine/answer-types';
import type { AnswerValue } from '@engine/answers/answer-value';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { answerTemplates, fieldRegistry, startEmpty, widgetRegistry } from '@widgets/index';
import { everyAnswerTypeGroup, fixtureToday } from '@tests/fixtures/fill-group';
import { groupForm, renderAnswerForm } from './support/renderAnswerForm';

const questions = everyAnswerTypeGroup().questionList;

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});

function expectNoConsoleErrors(): void {
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
}

/** Every form control of the page: inputs, text areas and combo boxes. */
function controls(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('input, textarea, button[role="combobox"]')];
}

describe('the group with every answer type, through RJSF with our registry', () => {
  it('renders every question with its own widget, labelled by its question text, in order', () => {
    const form = groupForm();
    renderAnswerForm(form);
    for (const question of questions) {
      const widget = widgetByAnswerType[question.answerTypeDicId];
      const name = question.questionText;
      switch (widget) {
        case 'integer':
        case 'decimal':
        case 'longText':
          expect(screen.getByRole('textbox', { name }), widget).toBeTruthy();
          break;
        case 'dropdown':
        case 'choiceWithValue':
        case 'date':
          expect(screen.getByRole('combobox', { name }), widget).toBeTruthy();
          break;
        case 'yesNo':
        case 'likert':
          expect(screen.getByRole('radiogroup', { name }), widget).toBeTruthy();
          break;
        default:
          expect(screen.getByRole('group', { name }), widget).toBeTruthy();
      }
    }
    const ids = [...document.querySelectorAll('[id]')]
      .map((element) => element.id)
      .filter((id) => /^root_q\d+$/.test(id));
    expect(ids).toEqual(form.uiSchema['ui:order'].map((key) => `root_${key}`));
    expectNoConsoleErrors();
  });

  it('a fresh group starts empty: nothing chosen, typed or reported, with or without formData', () => {
    for (const parts of [groupForm(), { schema: groupForm().schema, uiSchema: groupForm().uiSchema }]) {
      const { container, values, unmount } = renderAnswerForm(parts);
      expect(container.querySelectorAll('input:checked')).toHaveLength(0);
      for (const input of container.querySelectorAll<HTMLInputElement>(
        'input:not([type=checkbox]):not([type=radio]), textarea',
      )) {
        expect(input.value, input.id).toBe('');
      }
      for (const box of container.querySelectorAll('button[role="combobox"]')) {
        expect(box.textContent).toBe('Choose an answer');
      }
      expect(values).toEqual([]);
      unmount();
    }
    expectNoConsoleErrors();
  });

  it('a fresh group shows no message; after a tried submission only the mandatory rating asks', () => {
    const fresh = renderAnswerForm(groupForm());
    expect(fresh.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    fresh.unmount();
    const { container } = renderAnswerForm(groupForm(), { formContext: { showRequired: true } });
    const invalid = [...container.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.map((element) => element.getAttribute('aria-label'))).toEqual(['Question text 10']);
  });

  it('answers of every type (AnswerValue shapes) are shown and pass the schema on submit', async () => {
    const onSubmit = vi.fn();
    const form = groupForm();
    const i18n = createI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <Form
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={
              {
                q1: '120',
                q2: '12,75',
                q3: 'Straw, changed weekly.',
                q4: 41,
                q5: { optionId: 52, value: '' },
                q6: [61, 63],
                q7: [{ optionId: 71, value: '12' }],
                q8: 81,
                q9: '31/05/2026',
                q10: 104,
                q11: { latitude: 51.9, longitude: 19.55 },
                q13: [902],
                q16: 162,
              } satisfies Record<string, AnswerValue>
            }
            validator={validator}
            widgets={widgetRegistry}
            fields={fieldRegistry}
            templates={answerTemplates}
            formContext={{ today: fixtureToday }}
            experimental_defaultFormStateBehavior={startEmpty}
            onSubmit={onSubmit}
          />
        </FluentProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Question text 1' })).toMatchObject({ value: '120' });
    expect(screen.getByRole('combobox', { name: 'Question text 4' }).textContent).toBe('Slatted floor');
    expect(screen.getByRole('combobox', { name: 'Question text 5' }).textContent).toBe('Spot market');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Question text 10' })).getByRole('radio', { name: '4' }),
    ).toMatchObject({
      checked: true,
    });
    expect(screen.getByRole('combobox', { name: 'Question text 9' })).toMatchObject({ value: '31/05/2026' });
    fireEvent.submit(container.querySelector('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ q4: 41, q6: [61, 63], q10: 104, q13: [902] });
    expectNoConsoleErrors();
  });

  it('a read-only group: every control read-only (focusable) or disabled, none editable', () => {
    const { container } = renderAnswerForm(
      groupForm({ readOnly: true, values: { q4: 41, q6: [61], q8: 81, q10: 103, q9: '01/01/2026' } }),
    );
    const all = controls(container);
    expect(all.length).toBeGreaterThan(20);
    for (const control of all) {
      const locked =
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
          ? control.readOnly || control.disabled
          : false) ||
        control.getAttribute('aria-readonly') === 'true' ||
        control.closest('[aria-readonly="true"]') !== null;
      expect(locked, control.id).toBe(true);
    }
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expectNoConsoleErrors();
  });

  it('option 42 of question 4 skips questions 5 and 6: read-only, emptied, saying why', () => {
    renderAnswerForm(groupForm({ values: { q4: 42, q5: { optionId: 51, value: '7' }, q6: [61] } }));
    expect(screen.getByRole('textbox', { name: 'Question text 5' })).toMatchObject({
      value: '',
      readOnly: true,
    });
    const q6 = screen.getByRole('group', { name: 'Question text 6' });
    expect(within(q6).queryAllByRole('checkbox', { checked: true })).toEqual([]);
    expect(screen.getAllByText('This question does not apply because of an earlier answer.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Question text 4' }).textContent).toBe('No building');
  });
});
