import { checkQuestionnaireTypeName } from '@engine/structure/check-questionnaire-type-name';

describe('checkQuestionnaireTypeName', () => {
  it.each(['Pigs!', 'x'.repeat(50), '  Cattle farms  ', 'Żółw ółw'])(
    'accepts %j (5 to 50 characters)',
    (name) => {
      expect(checkQuestionnaireTypeName(name)).toEqual([]);
    },
  );

  it.each(['', '    '])('refuses the empty name %j as required', (name) => {
    expect(checkQuestionnaireTypeName(name)).toEqual([{ field: 'name', message: { key: 'FIELD_REQUIRED' } }]);
  });

  it.each(['Abcd', 'x'.repeat(51), '   Abc   '])(
    'refuses %j as not 5 to 50 characters once trimmed',
    (name) => {
      expect(checkQuestionnaireTypeName(name)).toEqual([
        { field: 'name', message: { key: 'LENGTH_BETWEEN', params: { min: 5, max: 50 } } },
      ]);
    },
  );
});
