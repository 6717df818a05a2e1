import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ChoiceOption, ContenderQuestion } from './contenderQuestions';

export interface RjsfGroupForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
}

const oneOf = (options: readonly ChoiceOption[]): RJSFSchema[] =>
  options.map((option) => ({ const: option.id, title: option.text }));

const disabledIds = (options: readonly ChoiceOption[]): number[] =>
  options.filter((option) => option.disabled).map((option) => option.id);

/** One question → its property schema and UI schema with RJSF's standard widgets. */
function questionForm(question: ContenderQuestion): { schema: RJSFSchema; ui: UiSchema } {
  const base: RJSFSchema = { title: question.title };
  if (question.description !== undefined) base.description = question.description;
  const ui: UiSchema = question.readOnly ? { 'ui:readonly': true } : {};
  switch (question.control) {
    case 'integer':
      return { schema: { ...base, type: 'integer' }, ui };
    case 'decimal':
      return { schema: { ...base, type: 'number' }, ui };
    case 'text':
      return { schema: { ...base, type: 'string' }, ui };
    case 'longText':
      return {
        schema: { ...base, type: 'string', ...(question.maxLength ? { maxLength: question.maxLength } : {}) },
        ui: { ...ui, 'ui:widget': 'textarea' },
      };
    case 'date':
      return { schema: { ...base, type: 'string', format: 'date' }, ui };
    case 'dropdown':
    case 'radio':
    case 'rating':
      return {
        schema: { ...base, type: 'integer', oneOf: oneOf(question.options) },
        ui: {
          ...ui,
          'ui:widget': question.control === 'dropdown' ? 'select' : 'radio',
          'ui:enumDisabled': disabledIds(question.options),
          ...(question.control === 'rating' ? { 'ui:options': { inline: true } } : {}),
        },
      };
    case 'checkboxes':
      return {
        schema: {
          ...base,
          type: 'array',
          uniqueItems: true,
          items: { type: 'integer', oneOf: oneOf(question.options) },
        },
        ui: { ...ui, 'ui:widget': 'checkboxes', 'ui:enumDisabled': disabledIds(question.options) },
      };
    case 'boolean':
      return {
        schema: {
          ...base,
          type: 'boolean',
          oneOf: [
            { const: true, title: question.labelTrue },
            { const: false, title: question.labelFalse },
          ],
        },
        ui: { ...ui, 'ui:widget': 'radio' },
      };
    case 'point':
      return {
        schema: {
          ...base,
          type: 'object',
          properties: {
            latitude: { type: 'number', title: 'Latitude', minimum: -90, maximum: 90 },
            longitude: { type: 'number', title: 'Longitude', minimum: -180, maximum: 180 },
          },
        },
        ui,
      };
  }
}

/** The whole group as one RJSF form: one property per question, in the group's order. */
export function rjsfGroupForm(questions: readonly ContenderQuestion[]): RjsfGroupForm {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': questions.map((question) => question.key) };
  const formData: Record<string, unknown> = {};
  for (const question of questions) {
    const { schema, ui } = questionForm(question);
    properties[question.key] = schema;
    uiSchema[question.key] = ui;
    if (question.value !== undefined) formData[question.key] = question.value;
  }
  return { schema: { type: 'object', properties }, uiSchema, formData };
}
