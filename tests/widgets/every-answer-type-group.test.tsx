import { screen } from '@testing-library/react';
import { widgetByAnswerType } from '@engine/answer-types';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { groupForm, renderAnswerForm } from './support/renderAnswerForm';

describe('the group with every answer type, through RJSF with our registry', () => {
  it('renders every question with its own widget, labelled by its question text, and starts empty', () => {
    const form = groupForm();
    const { values, container } = renderAnswerForm(form);
    for (const question of everyAnswerTypeGroup().questionList) {
      const widget = widgetByAnswerType[question.answerTypeDicId];
      if (widget === 'mapPoint' || widget === 'mapGrid') {
        expect(screen.getByRole('group', { name: question.questionText })).toBeTruthy();
      } else {
        expect(screen.getAllByLabelText(question.questionText).length, widget).toBeGreaterThan(0);
      }
    }
    expect(container.querySelectorAll('input:checked')).toHaveLength(0);
    expect(values).toEqual([]);
  });
});
