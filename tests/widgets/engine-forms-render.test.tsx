import { fireEvent, render, screen, within } from '@testing-library/react';
import Form, { getDefaultRegistry, type IChangeEvent } from '@rjsf/core';
import type {
  Experimental_DefaultFormStateBehavior,
  RJSFSchema,
  UiSchema,
  Widget,
  WidgetProps,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { WidgetName } from '@engine/answer-types';
import type { AnswerValue } from '@engine/answers/answer-value';
import type { FillContext } from '@engine/context';
import {
  buildGroupForm,
  type GroupForm,
  type GroupFormOptions,
  type QuestionUiSchema,
} from '@engine/convert/group-form';
import { questionKey } from '@engine/convert/question-key';
import { everyAnswerTypeGroup, fixtureToday } from '@tests/fixtures/fill-group';

const stock = getDefaultRegistry().widgets;

/**
 * The engine's widget names mapped to RJSF's own widgets, until widgets/ registers ours: this is
 * RJSF's stock rendering of the schemas the engine emits. `ui:field: 'answer'` stays unregistered.
 */
const stockWidgets: Record<WidgetName, Widget> = {
  integer: stock.TextWidget!,
  decimal: stock.TextWidget!,
  longText: stock.TextareaWidget!,
  dropdown: stock.SelectWidget!,
  choiceWithValue: stock.SelectWidget!,
  checkboxes: stock.CheckboxesWidget!,
  checkboxesWithValue: stock.CheckboxesWidget!,
  yesNo: stock.RadioWidget!,
  date: stock.TextWidget!,
  likert: stock.RadioWidget!,
  mapPoint: stock.TextWidget!,
  mapGrid: stock.TextWidget!,
  checkboxesFromAnswers: stock.CheckboxesWidget!,
  photo: stock.TextWidget!,
};

/** An unanswered questionnaire must start empty: no first option pre-selected, no `false` defaults. */
const startEmpty: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
};

const context: FillContext = {
  today: fixtureToday,
  answersAsOptions: {
    3: [
      { id: 901, answer: 'Pen A' },
      { id: 902, answer: 'Pen B' },
    ],
  },
};

type FormParts = Pick<GroupForm, 'schema' | 'uiSchema'> & { formData?: GroupForm['formData'] };

function groupForm(options: GroupFormOptions = {}): GroupForm {
  return buildGroupForm(everyAnswerTypeGroup(), context, options);
}

/** The form of one question alone, cut out of the group's form. */
function questionForm(form: GroupForm, key: string): FormParts {
  return {
    schema: { type: 'object', properties: { [key]: form.schema.properties[key]! } },
    uiSchema: { 'ui:order': [key], [key]: form.uiSchema[key]! },
    formData: { [key]: form.formData[key] },
  };
}

function renderForm(
  form: FormParts,
  {
    widgets = stockWidgets,
    behaviour = startEmpty,
  }: { widgets?: Record<string, Widget>; behaviour?: Experimental_DefaultFormStateBehavior } = {},
) {
  const onSubmit = vi.fn<(event: IChangeEvent) => void>();
  const onError = vi.fn();
  const onChange = vi.fn();
  // The engine's JsonSchema and UI schema are what RJSF's types accept, without casts.
  const schema: RJSFSchema = form.schema;
  const uiSchema: UiSchema = form.uiSchema;
  const view = render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={form.formData}
      validator={validator}
      widgets={widgets}
      experimental_defaultFormStateBehavior={behaviour}
      onSubmit={onSubmit}
      onError={onError}
      onChange={onChange}
    />,
  );
  const submit = (): Record<string, AnswerValue | undefined> | undefined => {
    fireEvent.submit(view.container.querySelector('form')!);
    expect(onError).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    return onSubmit.mock.calls[0]![0].formData;
  };
  return { ...view, submit, onChange };
}

/** A field's wrapper: the RJSF field element whose control has the question's id. */
function field(key: string): HTMLElement {
  const element = document.getElementById(`root_${key}`);
  expect(element, key).not.toBeNull();
  return element!;
}

function select(key: string): HTMLSelectElement {
  return field(key) as HTMLSelectElement;
}

function selectedText(element: HTMLSelectElement): string | null {
  return element.selectedOptions[0]?.textContent ?? null;
}

function card(form: GroupForm, key: string): QuestionUiSchema['ui:options']['card'] {
  return (form.uiSchema[key] as QuestionUiSchema)['ui:options'].card;
}

function names(elements: readonly HTMLElement[]): string[] {
  return elements.map((element) => element.closest('label')?.textContent ?? '');
}

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});

/** No React error (failed prop types, keys, act, controlled/uncontrolled) nor RJSF warning. */
function expectNoConsoleErrors(): void {
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
}

const questions: FillQuestion[] = everyAnswerTypeGroup().questionList;

describe('RJSF (stock widgets) renders the forms buildGroupForm emits', () => {
  it.each(questions.map((question) => [question.questionId, question.answerTypeDicId, question] as const))(
    'question %i (answer type %i) renders alone, with its controls',
    (_, type, question) => {
      const form = groupForm();
      const key = questionKey(question.questionId);
      const offered = card(form, key).options.map((option) => option.text);
      renderForm(questionForm(form, key));

      switch (type) {
        case 1:
        case 2:
        case 9:
          expect(screen.getByLabelText(question.questionText)).toMatchObject({
            tagName: 'INPUT',
            type: 'text',
          });
          break;
        case 3:
          expect(screen.getByLabelText(question.questionText).tagName).toBe('TEXTAREA');
          break;
        case 4:
        case 16: {
          const control = screen.getByLabelText(question.questionText);
          expect(control.tagName).toBe('SELECT');
          // The empty placeholder and one option per offered option; nothing chosen.
          expect(
            within(control)
              .getAllByRole('option')
              .map((option) => option.textContent),
          ).toEqual(['', ...offered]);
          expect(selectedText(control as HTMLSelectElement)).toBe('');
          break;
        }
        case 8:
        case 10:
          expect(screen.getByText(question.questionText).tagName).toBe('LABEL');
          expect(names(within(field(key)).getAllByRole('radio'))).toEqual(offered);
          expect(screen.queryByRole('radio', { checked: true })).toBeNull();
          break;
        case 6:
        case 13:
          expect(screen.getByText(question.questionText).tagName).toBe('LABEL');
          expect(names(within(field(key)).getAllByRole('checkbox'))).toEqual(offered);
          expect(screen.queryByRole('checkbox', { checked: true })).toBeNull();
          break;
        case 5: {
          // ui:field 'answer' is not registered: ObjectField renders the object with its title as legend.
          const group = screen.getByRole('group', { name: question.questionText });
          const choice = within(group).getByRole('combobox', { name: 'optionId' });
          expect(
            within(choice)
              .getAllByRole('option')
              .map((option) => option.textContent),
          ).toEqual(['', ...offered]);
          expect(within(group).getByRole('textbox', { name: 'value' })).toBeTruthy();
          break;
        }
        case 11: {
          const group = screen.getByRole('group', { name: question.questionText });
          expect(within(group).getByRole('spinbutton', { name: 'latitude' })).toMatchObject({
            min: '-90',
            max: '90',
          });
          expect(within(group).getByRole('spinbutton', { name: 'longitude' })).toBeTruthy();
          break;
        }
        case 12: {
          const group = screen.getByRole('group', { name: question.questionText });
          expect(within(group).getByRole('textbox', { name: 'squareId' })).toBeTruthy();
          break;
        }
        case 17:
          // An array with ui:widget: ArrayField hands the whole list to the named (stock text) widget.
          expect(field(key).tagName).toBe('INPUT');
          break;
        case 7:
          // ArrayField renders the widget named in ui:widget (see the fallback test below); with
          // `ui:field` set RJSF shows no label, and RJSF's checkboxes find no options in objects.
          expect(field(key).className).toBe('checkboxes');
          expect(screen.queryByText(question.questionText)).toBeNull();
          break;
      }
      expectNoConsoleErrors();
    },
  );

  it('renders the whole group: one field per question, in order, with every question text but types 7 and 17', () => {
    const form = groupForm();
    const { container } = renderForm(form);
    const keys = form.uiSchema['ui:order'];
    expect(keys).toEqual(questions.map((question) => questionKey(question.questionId)));
    const ids = [...container.querySelectorAll('[id^="root_q"]')]
      .map((element) => element.id)
      .filter((id) => /^root_q\d+$/.test(id));
    expect(ids).toEqual(keys.map((key) => `root_${key}`));
    for (const question of questions) {
      // Type 17's list goes whole to the stock text widget, which shows no label.
      if (question.answerTypeDicId === 7 || question.answerTypeDicId === 17) continue;
      expect(screen.getByText(question.questionText)).toBeTruthy();
    }
    expectNoConsoleErrors();
  });

  it('shows the inactive option disabled and leaves out the option without text', () => {
    const form = groupForm();
    renderForm(questionForm(form, 'q4'));
    const options = within(select('q4')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['', false],
      ['Slatted floor', false],
      ['No building', false],
      ['Tethered (no longer used)', true],
    ]);
    expect((form.uiSchema.q4 as QuestionUiSchema)['ui:enumDisabled']).toEqual([43]);
    expectNoConsoleErrors();
  });

  it('a chosen inactive option stays usable', () => {
    renderForm(groupForm({ values: { q4: 43 } }));
    expect(selectedText(select('q4'))).toBe('Tethered (no longer used)');
    const tethered = within(select('q4')).getByRole('option', { name: 'Tethered (no longer used)' });
    expect((tethered as HTMLOptionElement).disabled).toBe(false);
    expectNoConsoleErrors();
  });

  it('option 42 of question 4 skips questions 5 and 6: they render read-only, the others stay editable', () => {
    const form = groupForm({ values: { q4: 42, q5: { optionId: 51, value: '7' }, q6: [61] } });
    expect([...form.skips.skipped]).toEqual([5, 6]);
    renderForm(form);
    expect(selectedText(select('q4'))).toBe('No building');
    expect(select('q4').disabled).toBe(false);

    // Question 5 (ObjectField): its option select is disabled, its value input read-only, its answer cleared.
    const q5 = screen.getByRole('group', { name: 'Question text 5' });
    const q5Choice = within(q5).getByRole('combobox', { name: 'optionId' }) as HTMLSelectElement;
    expect(q5Choice.disabled).toBe(true);
    expect(selectedText(q5Choice)).toBe('');
    expect(within(q5).getByRole('textbox', { name: 'value' })).toMatchObject({ readOnly: true, value: '' });

    // Question 6 (checkboxes): every box disabled and none ticked.
    const boxes = within(field('q6')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.disabled, box.checked])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);

    // The question after them is not skipped.
    expect(
      (within(field('q8')).getAllByRole('radio') as HTMLInputElement[]).every((radio) => !radio.disabled),
    ).toBe(true);
    expect((screen.getByLabelText('Question text 1') as HTMLInputElement).readOnly).toBe(false);
    expectNoConsoleErrors();
  });

  it('a read-only group renders every control disabled or read-only', () => {
    const { container } = renderForm(groupForm({ readOnly: true }));
    const controls = [...container.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control.disabled || control.readOnly, control.id).toBe(true);
    expectNoConsoleErrors();
  });

  it('shows the values being edited in every control', () => {
    const values: Record<string, AnswerValue> = {
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
      q12: {
        squareId: 'E190N519',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [19, 51.9],
              [19.01, 51.9],
              [19.01, 51.91],
              [19, 51.91],
              [19, 51.9],
            ],
          ],
        },
      },
      q13: [902],
      q16: 162,
    };
    const { submit } = renderForm(groupForm({ values }));
    const value = (label: string): string => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Question text 1')).toBe('120');
    expect(value('Question text 2')).toBe('12,75');
    expect(value('Question text 3')).toBe('Straw, changed weekly.');
    expect(selectedText(select('q4'))).toBe('Slatted floor');
    const q5 = screen.getByRole('group', { name: 'Question text 5' });
    expect(selectedText(within(q5).getByRole('combobox') as HTMLSelectElement)).toBe('Spot market');
    const checked = (key: string, role: 'checkbox' | 'radio'): string[] =>
      names(within(field(key)).getAllByRole(role, { checked: true }));
    expect(checked('q6', 'checkbox')).toEqual(['Straw', 'Peat']);
    expect(checked('q8', 'radio')).toEqual(['Yes']);
    expect(value('Question text 9')).toBe('31/05/2026');
    expect(checked('q10', 'radio')).toEqual(['4']);
    expect(screen.getByRole('spinbutton', { name: 'latitude' })).toMatchObject({ value: '51.9' });
    expect(screen.getByRole('textbox', { name: 'squareId' })).toMatchObject({ value: 'E190N519' });
    expect(checked('q13', 'checkbox')).toEqual(['Pen B']);
    expect(selectedText(select('q16'))).toBe('Mains');
    // The schemas accept the values: submitting validates with ajv and hands them back unchanged.
    expect(submit()).toEqual(values);
    expectNoConsoleErrors();
  });

  it('with ui:field "answer" unregistered, RJSF falls back to its ObjectField and ArrayField', () => {
    const seen: WidgetProps[] = [];
    const StockCheckboxes = stockWidgets.checkboxesWithValue;
    function ProbeWidget(props: WidgetProps) {
      seen.push(props);
      return <StockCheckboxes {...props} />;
    }
    const values = { q7: [{ optionId: 72, value: '3' }] };
    const form = groupForm({ values });
    expect(
      ['q5', 'q7', 'q11', 'q12'].map((key) => (form.uiSchema[key] as QuestionUiSchema)['ui:field']),
    ).toEqual(['answer', 'answer', 'answer', 'answer']);
    renderForm(form, { widgets: { ...stockWidgets, checkboxesWithValue: ProbeWidget } });

    // Types 5, 11, 12 are objects: ObjectField renders a fieldset of their properties.
    for (const key of ['q5', 'q11', 'q12']) {
      expect(field(key).tagName).toBe('FIELDSET');
      expect(field(key).parentElement!.className).toContain('rjsf-field-object');
    }
    // Type 7 is an array of objects: ArrayField does not list the items; since ui:widget is set it hands
    // the whole list to the widget named there (its custom-widget branch), without enumOptions.
    expect(field('q7').parentElement!.className).toContain('rjsf-field-array');
    const last = seen.at(-1)!;
    expect(last.value).toEqual(values.q7);
    expect(last.multiple).toBe(true);
    expect(last.options.enumOptions).toBeUndefined();
    expect(last.hideLabel).toBe(true);
    expect(last.label).toBe('Question text 7');
    expectNoConsoleErrors();
  });
});

describe('an unanswered group starts empty', () => {
  it('the fresh group of buildGroupForm submits empty formData and shows nothing chosen', () => {
    const form = groupForm();
    expect(Object.values(form.formData).every((value) => value === undefined)).toBe(true);
    const { container, submit, onChange } = renderForm(form);
    expect(onChange).not.toHaveBeenCalled();
    for (const control of container.querySelectorAll<HTMLSelectElement>('select')) {
      expect(selectedText(control), control.id).toBe('');
    }
    expect(container.querySelectorAll('input:checked')).toHaveLength(0);
    for (const input of container.querySelectorAll<HTMLInputElement>(
      'input:not([type=checkbox]):not([type=radio])',
    )) {
      expect(input.value, input.id).toBe('');
    }
    const submitted = submit();
    expect(Object.values(submitted ?? {}).filter((value) => value !== undefined)).toEqual([]);
    expectNoConsoleErrors();
  });

  it('also without formData: RJSF computes no defaults with constAsDefaults skipOneOf', () => {
    const { schema, uiSchema } = groupForm();
    const { submit, container } = renderForm({ schema, uiSchema });
    expect(container.querySelectorAll('input:checked')).toHaveLength(0);
    expect(selectedText(select('q4'))).toBe('');
    expect(Object.values(submit() ?? {}).filter((value) => value !== undefined)).toEqual([]);
    expectNoConsoleErrors();
  });

  it("(control) RJSF's default behaviour would pre-select the first option of every choice", () => {
    const { schema, uiSchema } = groupForm();
    const { submit } = renderForm({ schema, uiSchema }, { behaviour: {} });
    expect(selectedText(select('q4'))).toBe('Slatted floor');
    expect(submit()).toMatchObject({ q4: 41, q5: { optionId: 51 }, q8: 81, q10: 101, q16: 161 });
  });
});
