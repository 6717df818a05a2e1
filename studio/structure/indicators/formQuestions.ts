import type { StructureForm, Translations } from '@schemas/generated/structure';

/** A question a leaf may read: its key and its text in the studio's language. */
export interface FormQuestionChoice {
  key: string;
  text: string;
}

/** The form's questions in their order, named by their text (English, then the key, where it lacks one). */
export function formQuestions(form: StructureForm, language: keyof Translations): FormQuestionChoice[] {
  return form.subforms.flatMap((subform) =>
    subform.groups.flatMap((group) =>
      group.questions.map((question) => ({
        key: question.key,
        text: question.text[language] || question.text.en || question.key,
      })),
    ),
  );
}
