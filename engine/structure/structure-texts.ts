import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { QuestionnaireStructure, Translations } from '@schemas/generated/structure';

/** The translated fields of a structure part: names of the containers, texts of questions and answers. */
export type StructureTextField = 'name' | 'text' | 'groupHeading' | 'tip';

/** One translated text of a structure document and where it is. */
export interface StructureText {
  /** The part's JSON path, slash-separated as the reference check reports it ('' for the type). */
  path: string;
  level: StructureLevel;
  field: StructureTextField;
  text: Translations;
}

/** An optional text counts once someone wrote it in some language; one never written is no text. */
function isWritten(text: Translations | undefined): text is Translations {
  return text !== undefined && Object.values(text).some((value) => value.trim() !== '');
}

/**
 * Every text an administrator translates in the studio's dialogs, in document order: the names of the
 * type, forms, subforms and question groups, each question's text, group heading and tip (when
 * written), and each answer option's text (when written: a blank option is one on purpose). Indicator names are left out: no studio dialog edits them.
 */
export function structureTexts(structure: QuestionnaireStructure): StructureText[] {
  const texts: StructureText[] = [{ path: '', level: 'type', field: 'name', text: structure.name }];
  structure.forms.forEach((form, f) => {
    const formPath = `forms/${f}`;
    texts.push({ path: formPath, level: 'form', field: 'name', text: form.name });
    form.subforms.forEach((subform, s) => {
      const subformPath = `${formPath}/subforms/${s}`;
      texts.push({ path: subformPath, level: 'subform', field: 'name', text: subform.name });
      subform.groups.forEach((group, g) => {
        const groupPath = `${subformPath}/groups/${g}`;
        texts.push({ path: groupPath, level: 'group', field: 'name', text: group.name });
        group.questions.forEach((question, q) => {
          const path = `${groupPath}/questions/${q}`;
          texts.push({ path, level: 'question', field: 'text', text: question.text });
          if (isWritten(question.groupHeading)) {
            texts.push({ path, level: 'question', field: 'groupHeading', text: question.groupHeading });
          }
          if (isWritten(question.tip)) {
            texts.push({ path, level: 'question', field: 'tip', text: question.tip });
          }
          question.options.forEach((option, o) => {
            // An option without text in any language is a blank choice on purpose (the demo's "none").
            if (isWritten(option.text)) {
              texts.push({ path: `${path}/options/${o}`, level: 'option', field: 'text', text: option.text });
            }
          });
        });
      });
    });
  });
  return texts;
}
