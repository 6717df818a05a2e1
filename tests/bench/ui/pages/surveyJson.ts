import type { ContenderQuestion } from './contenderQuestions';

/** One SurveyJS question element (the JSON model's shape; survey-core reads it with `new Model`). */
type SurveyElement = Record<string, unknown>;

/** One question → a SurveyJS question of the equivalent type. */
function surveyElement(question: ContenderQuestion): SurveyElement {
  const base: SurveyElement = { name: question.key, title: question.title };
  if (question.description !== undefined) base.description = question.description;
  if (question.readOnly) base.readOnly = true;
  if (question.value !== undefined) base.defaultValue = question.value;
  switch (question.control) {
    case 'integer':
      return { ...base, type: 'text', inputType: 'number', step: 1 };
    case 'decimal':
      return { ...base, type: 'text', inputType: 'number', step: 'any' };
    case 'text':
      return { ...base, type: 'text' };
    case 'longText':
      return { ...base, type: 'comment', ...(question.maxLength ? { maxLength: question.maxLength } : {}) };
    case 'date':
      return { ...base, type: 'text', inputType: 'date' };
    case 'dropdown':
    case 'radio':
    case 'checkboxes': {
      const type = { dropdown: 'dropdown', radio: 'radiogroup', checkboxes: 'checkbox' }[question.control];
      const choices = question.options.map((option) => ({
        value: option.id,
        text: option.text,
        ...(option.disabled ? { enableIf: 'false' } : {}),
      }));
      return { ...base, type, choices };
    }
    case 'rating':
      return {
        ...base,
        type: 'rating',
        rateValues: question.options.map((option) => ({ value: option.id, text: option.text })),
      };
    case 'boolean':
      return { ...base, type: 'boolean', labelTrue: question.labelTrue, labelFalse: question.labelFalse };
    case 'point':
      return {
        ...base,
        type: 'multipletext',
        items: [
          { name: 'latitude', title: 'Latitude', inputType: 'number' },
          { name: 'longitude', title: 'Longitude', inputType: 'number' },
        ],
      };
  }
}

/** The whole group as one SurveyJS page, answers typed updating the model on every key. */
export function surveyGroupJson(questions: readonly ContenderQuestion[]): SurveyElement {
  return {
    textUpdateMode: 'onTyping',
    showQuestionNumbers: 'off',
    pages: [{ name: 'group', elements: questions.map(surveyElement) }],
  };
}
