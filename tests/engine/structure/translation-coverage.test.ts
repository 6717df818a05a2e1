import { translationCoverage } from '@engine/structure/translation-coverage';
import { readDemoStructure } from '@server/data/seed/demo-data';
import { smallStructure, texts } from '@tests/fixtures/structure';

describe('translationCoverage', () => {
  it('counts every name and text of a fully translated document as translated in all six languages', () => {
    const coverage = translationCoverage(smallStructure());
    expect(coverage.map((language) => language.language)).toEqual(['en', 'pl', 'de', 'fi', 'it', 'nl']);
    for (const language of coverage) {
      // Type, 2 forms, 2 subforms, 2 groups, 5 questions, 3 options.
      expect(language).toEqual({
        language: language.language,
        total: 15,
        translated: 15,
        share: 1,
        missing: [],
      });
    }
  });

  it('lists the texts a language lacks, with the part’s path, level and field', () => {
    const structure = smallStructure();
    structure.name.pl = '';
    const question = structure.forms[0]!.subforms[0]!.groups[0]!.questions[2]!;
    question.text.pl = '   ';
    question.options[1]!.text.pl = '';
    question.options[1]!.text.de = '';

    const [en, pl, de] = translationCoverage(structure);
    expect(en).toMatchObject({ translated: 15, missing: [] });
    expect(pl).toEqual({
      language: 'pl',
      total: 15,
      translated: 12,
      share: 12 / 15,
      missing: [
        { path: '', level: 'type', field: 'name' },
        { path: 'forms/0/subforms/0/groups/0/questions/2', level: 'question', field: 'text' },
        { path: 'forms/0/subforms/0/groups/0/questions/2/options/1', level: 'option', field: 'text' },
      ],
    });
    expect(de?.missing).toEqual([
      { path: 'forms/0/subforms/0/groups/0/questions/2/options/1', level: 'option', field: 'text' },
    ]);
  });

  it('counts a written group heading and tip as texts of their own, and leaves out one never written', () => {
    const structure = smallStructure();
    const questions = structure.forms[0]!.subforms[0]!.groups[0]!.questions;
    questions[0]!.groupHeading = { ...texts('Animals'), fi: '' };
    questions[0]!.tip = { ...texts('Count on 1 January'), fi: '', nl: '' };
    questions[1]!.tip = { en: '', pl: '', de: '', fi: '', it: '', nl: '' };

    const coverage = translationCoverage(structure);
    const fi = coverage.find((language) => language.language === 'fi');
    const nl = coverage.find((language) => language.language === 'nl');
    expect(fi).toMatchObject({ total: 17, translated: 15 });
    expect(fi?.missing).toEqual([
      { path: 'forms/0/subforms/0/groups/0/questions/0', level: 'question', field: 'groupHeading' },
      { path: 'forms/0/subforms/0/groups/0/questions/0', level: 'question', field: 'tip' },
    ]);
    expect(nl?.missing.map((missing) => missing.field)).toEqual(['tip']);
  });

  it('leaves out an answer option without text in any language: a blank choice on purpose', () => {
    const structure = smallStructure();
    const options = structure.forms[0]!.subforms[0]!.groups[0]!.questions[2]!.options;
    options[1]!.text = { en: '', pl: '', de: '', fi: '', it: '', nl: '' };
    for (const language of translationCoverage(structure)) {
      expect(language).toMatchObject({ total: 14, translated: 14, missing: [] });
    }
  });

  it('agrees with itself on the demo structure: the counts add up in every language', () => {
    for (const language of translationCoverage(readDemoStructure())) {
      expect(language.total).toBeGreaterThan(100);
      expect(language.translated + language.missing.length).toBe(language.total);
      expect(language.share).toBeCloseTo(language.translated / language.total);
      // The demo is translated throughout; its one blank option ("none") is not a missing text.
      expect(language.missing).toEqual([]);
    }
  });
});
