import { checkStructureReferences } from '@engine/structure/check-structure-references';
import { readDemoStructure } from '@server/data/seed/demo-data';
import { smallStructure } from '@tests/fixtures/structure';

const unitTypes = new Set(['farrow_to_finish', 'piglet_production', 'fattening']);

describe('checkStructureReferences', () => {
  it('finds nothing wrong in a consistent structure or in the demo structure', () => {
    expect(checkStructureReferences(smallStructure(), unitTypes)).toEqual([]);
    expect(checkStructureReferences(readDemoStructure(), unitTypes)).toEqual([]);
  });

  it('reports a question key used twice', () => {
    const structure = smallStructure();
    const group = structure.forms[0]!.subforms[0]!.groups[0]!;
    group.questions[1]!.key = 'sows';
    expect(checkStructureReferences(structure, unitTypes)).toContainEqual({
      path: 'forms/0/subforms/0/groups/0/questions/1',
      problem: 'DUPLICATE_KEY',
      key: 'sows',
    });
  });

  it('reports a short name used twice', () => {
    const structure = smallStructure();
    structure.forms[0]!.subforms[0]!.groups[0]!.questions[2]!.shortName = 'sows';
    expect(checkStructureReferences(structure, unitTypes).map((p) => p.problem)).toEqual([
      'DUPLICATE_SHORT_NAME',
    ]);
  });

  it('reports references to questions, options, forms and unit types that do not exist', () => {
    const structure = smallStructure();
    const questions = structure.forms[0]!.subforms[0]!.groups[0]!.questions;
    questions[1]!.maxFromQuestionKey = 'no_such_question';
    questions[0]!.recommendedFormKeys = ['no_such_form'];
    questions[3]!.options[0]!.availableWhen = { questionKey: 'system', optionKeys: ['no_such_option'] };
    structure.forms[0]!.subforms[0]!.groups[0]!.unitTypeKeys = ['cattle'];
    structure.forms[1]!.indicators[0]!.children![0]!.inputs = [{ questionKey: 'gone' }];
    expect(
      checkStructureReferences(structure, unitTypes)
        .map((p) => `${p.problem} ${p.key}`)
        .sort(),
    ).toEqual([
      'UNKNOWN_FORM no_such_form',
      'UNKNOWN_OPTION no_such_option',
      'UNKNOWN_QUESTION gone',
      'UNKNOWN_QUESTION no_such_question',
      'UNKNOWN_UNIT_TYPE cattle',
    ]);
  });

  it('keeps map questions out of the first subform of the first form', () => {
    const structure = smallStructure();
    structure.forms[0]!.subforms[0]!.groups[0]!.questions[0]!.answerType = 12;
    expect(checkStructureReferences(structure, unitTypes)).toEqual([
      { path: 'forms/0/subforms/0/groups/0/questions/0', problem: 'MAP_IN_FIRST_SUBFORM', key: 'sows' },
    ]);
  });

  it('keeps map questions out of the first subform of every other form too, and allows them after it', () => {
    const structure = smallStructure();
    // The general form's second subform, holding the point question, becomes the environment form's only one.
    const site = structure.forms[0]!.subforms.pop()!;
    structure.forms[1]!.subforms.push(site);
    expect(checkStructureReferences(structure, unitTypes)).toEqual([
      { path: 'forms/1/subforms/0/groups/0/questions/0', problem: 'MAP_IN_FIRST_SUBFORM', key: 'location' },
    ]);
    // Behind another subform of its form it is where map questions belong.
    structure.forms[1]!.subforms.unshift(structuredClone(structure.forms[0]!.subforms[0]!));
    structure.forms[1]!.subforms[0]!.key = 'farm_again';
    structure.forms[1]!.subforms[0]!.groups = [];
    expect(checkStructureReferences(structure, unitTypes)).toEqual([]);
  });

  it('reports a skip that reaches past the last question of its group, counting the offset', () => {
    const structure = smallStructure();
    const indoor = structure.forms[0]!.subforms[0]!.groups[0]!.questions[2]!.options[0]!;
    indoor.skipQuestions = 2;
    expect(checkStructureReferences(structure, unitTypes)).toEqual([
      { path: 'forms/0/subforms/0/groups/0/questions/2/options/0', problem: 'SKIP_PAST_END', key: 'indoor' },
    ]);
    indoor.skipQuestions = 1;
    indoor.skipQuestionsOffset = 1;
    expect(checkStructureReferences(structure, unitTypes).map((p) => p.problem)).toEqual(['SKIP_PAST_END']);
  });

  it('accepts a skip that ends on the last question, and skips on options that never skip', () => {
    const structure = smallStructure();
    const system = structure.forms[0]!.subforms[0]!.groups[0]!.questions[2]!;
    expect(checkStructureReferences(structure, unitTypes)).toEqual([]);
    // A multiple choice skips nothing (computeSkips), so its skip count cannot run past the end.
    system.answerType = 6;
    system.options[0]!.skipQuestions = 5;
    expect(checkStructureReferences(structure, unitTypes)).toEqual([]);
  });

  it('reports an options source that is not a long-text question, or that does not exist', () => {
    const structure = smallStructure();
    const questions = structure.forms[0]!.subforms[0]!.groups[0]!.questions;
    questions.push({
      key: 'pens',
      answerType: 13,
      shortName: 'pens',
      text: { en: 'Pens', pl: '', de: '', fi: '', it: '', nl: '' },
      recommended: false,
      recommendedFormKeys: [],
      isActive: true,
      optionsFromQuestionKey: 'sows',
      options: [],
    });
    const path = 'forms/0/subforms/0/groups/0/questions/4/optionsFromQuestionKey';
    expect(checkStructureReferences(structure, unitTypes)).toEqual([
      { path, problem: 'OPTIONS_SOURCE_NOT_TEXT', key: 'sows' },
    ]);
    questions[0]!.answerType = 3;
    expect(checkStructureReferences(structure, unitTypes)).toEqual([]);
    questions[4]!.optionsFromQuestionKey = 'gone';
    expect(checkStructureReferences(structure, unitTypes)).toEqual([
      { path, problem: 'UNKNOWN_QUESTION', key: 'gone' },
    ]);
  });
});
