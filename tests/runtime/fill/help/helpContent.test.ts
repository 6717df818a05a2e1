import type { GlossaryContent, InstructionContent } from '@runtime/fill/help/content/helpContent';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { fillHelpText } from '@runtime/fill/help/fillHelpText';

const others = LANGUAGE_CODES.filter((code) => code !== 'en');

function titles(glossary: GlossaryContent): string[] {
  return Object.values(glossary).map((term) => term.title);
}

/** Every text of the instruction, rules first. */
function instructionTexts(instruction: InstructionContent): string[] {
  return [
    ...instruction.rules,
    ...instruction.questions.flatMap(({ question, answer }) => [question, answer]),
  ];
}

describe('glossary and instruction content', () => {
  it.each(LANGUAGE_CODES)('%s has about 60 terms, 9 rules and 11 questions, none empty', (code) => {
    const { glossary, instruction } = fillHelpText[code];
    expect(Object.keys(glossary)).toEqual(Object.keys(fillHelpText.en.glossary));
    expect(Object.keys(glossary).length).toBeGreaterThanOrEqual(55);
    expect(instruction.rules).toHaveLength(9);
    expect(instruction.questions).toHaveLength(11);
    const texts = [
      ...Object.values(glossary).flatMap((term) => [term.title, term.definition]),
      ...instructionTexts(instruction),
    ];
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s has distinct titles and definitions of one to three sentences', (code) => {
    const { glossary } = fillHelpText[code];
    expect(new Set(titles(glossary)).size).toBe(titles(glossary).length);
    for (const { title, definition } of Object.values(glossary)) {
      expect(definition, title).toMatch(/[.!?]$/);
      expect(definition.length, title).toBeGreaterThan(60);
      expect(definition.length, title).toBeLessThan(450);
    }
  });

  it.each(LANGUAGE_CODES)('%s says in its questions that the data refer to calendar year 2017', (code) => {
    const { questions } = fillHelpText[code].instruction;
    expect(questions[0]?.question).toContain('2017');
    expect(questions.filter(({ question }) => question.includes('2017')).length).toBeGreaterThanOrEqual(4);
    expect(fillHelpText[code].instruction.rules[1]).toContain('2017');
  });

  it.each(others)('%s is translated, not copied from English', (code) => {
    const { glossary, instruction } = fillHelpText[code];
    const english = fillHelpText.en;
    // Proper names and international words may stay (Natura 2000, Phytase), but hardly anything else.
    const sameTitles = titles(glossary).filter((title, index) => title === titles(english.glossary)[index]);
    expect(sameTitles.length).toBeLessThanOrEqual(3);
    const definitions = Object.values(glossary).map((term) => term.definition);
    const englishDefinitions = Object.values(english.glossary).map((term) => term.definition);
    expect(definitions.filter((definition, index) => definition === englishDefinitions[index])).toEqual([]);
    const englishInstruction = instructionTexts(english.instruction);
    expect(instructionTexts(instruction).filter((text, index) => text === englishInstruction[index])).toEqual(
      [],
    );
  });
});
