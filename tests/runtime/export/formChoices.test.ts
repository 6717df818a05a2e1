import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { choiceMatches } from '@runtime/export/choiceMatches';
import { formChoices, hasSharedFormNames } from '@runtime/export/formChoices';

function form(id: number, name: string, questionnaireDicId: number, orderKey: number): FormDictionaryItem {
  return { id, name, questionnaireDicId, orderKey, isActive: true, hasReport: false };
}

describe('the form choices', () => {
  it('follow the questionnaire types and each type’s form order', () => {
    const forms = [form(5, 'Housing', 2, 1), form(2, 'Welfare', 1, 2), form(1, 'General', 1, 1)];
    expect(hasSharedFormNames(forms)).toBe(false);
    expect(formChoices(forms, () => 'unused')).toEqual([
      { id: 1, name: 'General' },
      { id: 2, name: 'Welfare' },
      { id: 5, name: 'Housing' },
    ]);
  });

  it('name the questionnaire type of forms that share a name', () => {
    const forms = [form(1, 'General', 1, 1), form(7, 'General', 2, 1), form(8, 'Soil', 2, 2)];
    expect(hasSharedFormNames(forms)).toBe(true);
    expect(formChoices(forms, (shared) => `${shared.name} (type ${shared.questionnaireDicId})`)).toEqual([
      { id: 1, name: 'General (type 1)' },
      { id: 7, name: 'General (type 2)' },
      { id: 8, name: 'Soil' },
    ]);
  });

  it('match the text typed anywhere in the name, in any case', () => {
    const unit = { id: 11, name: 'Green Meadow Farm (PL-001)' };
    expect(choiceMatches(unit, ' pl-001 ')).toBe(true);
    expect(choiceMatches(unit, 'MEADOW')).toBe(true);
    expect(choiceMatches(unit, '')).toBe(true);
    expect(choiceMatches(unit, 'river')).toBe(false);
  });
});
