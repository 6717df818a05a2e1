import { screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetByAnswerType, type WidgetName } from '@engine/answer-types';
import { answerTemplates, fieldRegistry, widgetRegistry } from '@widgets/index';
import {
  groupForm,
  questionForm,
  questionParts,
  renderAnswerForm,
  type FormParts,
} from './support/renderAnswerForm';

const memoType = Symbol.for('react.memo');
const forwardRefType = Symbol.for('react.forward_ref');

/** Replaces one question's `ui:widget` (and optionally drops its `ui:field`). */
function withWidget(parts: FormParts, key: string, widget: string, keepField = true): FormParts {
  const ui = parts.uiSchema[key];
  if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) throw new Error(`no question ${key}`);
  const { 'ui:field': field, ...rest } = ui;
  return {
    ...parts,
    uiSchema: {
      ...parts.uiSchema,
      [key]: { ...rest, 'ui:widget': widget, ...(keepField ? { 'ui:field': field } : {}) },
    },
  };
}

describe('widget registry', () => {
  it('has a widget for every widget name the engine emits', () => {
    const names = new Set<WidgetName>(Object.values(widgetByAnswerType));
    for (const name of names) expect(widgetRegistry[name], name).toBeTypeOf('function');
    expect(Object.keys(widgetRegistry).sort()).toEqual([...names].sort());
  });

  it('holds plain function components (RJSF on React 19 rejects memo and forwardRef widgets)', () => {
    const all = [
      ...Object.values(widgetRegistry),
      ...Object.values(fieldRegistry),
      ...Object.values(answerTemplates),
    ];
    for (const component of all) {
      expect(component).toBeTypeOf('function');
      const type: unknown = (component as unknown as { $$typeof?: symbol }).$$typeof;
      expect([memoType, forwardRefType]).not.toContain(type);
    }
  });

  it("registers the 'answer' field for composite types", () => {
    expect(Object.keys(fieldRegistry)).toEqual(['answer']);
  });
});

describe('a question whose widget is unknown', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a contained notice naming the question; the other questions still render', () => {
    const form = groupForm();
    renderAnswerForm(withWidget({ schema: form.schema, uiSchema: form.uiSchema }, 'q2', 'slider'));
    expect(screen.getByRole('note').textContent).toContain(
      'Question 2 cannot be shown: its answer type is not supported.',
    );
    expect(screen.getByRole('note').textContent).toContain('Question text 2');
    expect(screen.getByRole('textbox', { name: 'Question text 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Question text 3' })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("also under the 'answer' field", () => {
    renderAnswerForm(withWidget(questionParts('q5'), 'q5', 'slider'));
    expect(screen.getByRole('note').textContent).toContain('Question 5 cannot be shown');
  });

  it('in the interface language', () => {
    renderAnswerForm(withWidget(questionParts('q1'), 'q1', 'slider'), { language: 'fi' });
    expect(screen.getByRole('note').textContent).toContain('Kysymystä 1 ei voi näyttää');
  });

  it('a widget that throws is contained the same way', () => {
    function Broken(_props: WidgetProps): never {
      throw new Error('broken widget');
    }
    renderAnswerForm(questionForm(groupForm(), 'q1'), { widgets: { ...widgetRegistry, integer: Broken } });
    expect(screen.getByRole('note').textContent).toContain('Question 1 cannot be shown');
  });
});
