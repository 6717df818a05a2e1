import { partTrail } from '@engine/structure/part-trail';
import { smallStructure } from '@tests/fixtures/structure';

describe('partTrail', () => {
  const structure = smallStructure();
  const trailOf = (path: string) =>
    partTrail(structure, path).map((step) => [step.level, step.path, step.name.en]);

  it('names every part from the form down to an answer option', () => {
    expect(trailOf('forms/0/subforms/0/groups/0/questions/2/options/1')).toEqual([
      ['form', 'forms/0', 'General'],
      ['subform', 'forms/0/subforms/0', 'Farm'],
      ['group', 'forms/0/subforms/0/groups/0', 'Herd'],
      ['question', 'forms/0/subforms/0/groups/0/questions/2', 'Production system'],
      ['option', 'forms/0/subforms/0/groups/0/questions/2/options/1', 'Free range'],
    ]);
  });

  it('ends at the part a reported path lies in', () => {
    expect(trailOf('forms/0/subforms/0/groups/0/questions/1/maxFromQuestionKey').at(-1)).toEqual([
      'question',
      'forms/0/subforms/0/groups/0/questions/1',
      'Sows with outdoor access',
    ]);
    expect(trailOf('forms/1/indicators/0/children/0/inputs/0')).toEqual([['form', 'forms/1', 'Environment']]);
  });

  it('names the type for its own path and for paths outside the forms', () => {
    expect(trailOf('')).toEqual([['type', '', 'Small questionnaire']]);
    expect(trailOf('forms/7')).toEqual([['type', '', 'Small questionnaire']]);
  });

  it('stops at an index that is not in the document', () => {
    expect(trailOf('forms/0/subforms/0/groups/3').map(([level]) => level)).toEqual(['form', 'subform']);
  });
});
