import type {
  AnswerOptionDicItem,
  AnswerOptionEntry,
  FormDicItem,
  FormEntry,
  QuestionDicItem,
  QuestionEntry,
  QuestionGroupDicItem,
  QuestionGroupEntry,
  SubformDicItem,
  SubformEntry,
  TranslatedText,
} from '@schemas/generated/api/structure-admin';

// The server writes into a part's own texts whatever text id is sent, so the entries send none: a
// re-created part's texts have new ids anyway.
function textOf(text: TranslatedText): TranslatedText {
  return {
    translations: text.translations.map(({ localeDicId, text: written }) => ({ localeDicId, text: written })),
  };
}

function optionalTextOf(text: TranslatedText | null): TranslatedText | null {
  return text ? textOf(text) : null;
}

/** A form as its edit call takes it. */
function formEntryOf(form: FormDicItem): FormEntry {
  return {
    id: form.id,
    questionnaireDicId: form.questionnaireDicId,
    text: textOf(form.text),
    hasReport: form.hasReport,
  };
}

/** A subform as its add and edit calls take it (the English name is the subform's own name). */
function subformEntryOf(subform: SubformDicItem): SubformEntry {
  const english = subform.text.translations.find((entry) => entry.localeDicId === 1)?.text;
  return {
    id: subform.id,
    subformName: english ?? subform.subformName,
    formDicId: subform.formDicId,
    code: subform.code,
    farmTypeId: subform.farmTypeId,
    text: textOf(subform.text),
  };
}

/** A question group at its place; a -1 group has no names to send. */
function groupEntryOf(group: QuestionGroupDicItem): QuestionGroupEntry {
  return {
    id: group.id,
    subFormDicId: group.subFormDicId,
    qlNumber: group.qlNumber,
    farmTypeId: group.farmTypeId,
    orderKey: group.orderKey,
    ...(group.qlNumber === -1 ? {} : { text: textOf(group.text) }),
  };
}

/** A question with every field the dialog sends, at its number in the group. */
function questionEntryOf(question: QuestionDicItem): QuestionEntry {
  return {
    id: question.id,
    questionListDicId: question.questionListDicId,
    answerTypeDicId: question.answerTypeDicId,
    text: textOf(question.text),
    questionGroup: optionalTextOf(question.questionGroup),
    questionTip: optionalTextOf(question.questionTip),
    min: question.min,
    max: question.max,
    maxAnswerQuestionId: question.maxAnswerQuestionId,
    optionsFromQuestionId: question.optionsFromQuestionId,
    isActive: question.isActive,
    shortName: question.shortName,
    questionOrderKey: question.questionOrderKey,
    category: question.category,
  };
}

/** An answer option with every field the dialog sends. */
function optionEntryOf(option: AnswerOptionDicItem): AnswerOptionEntry {
  return {
    questionId: option.questionId,
    id: option.id,
    text: textOf(option.text),
    min: option.min,
    max: option.max,
    skipQuestions: option.skipQuestions,
    skipQuestionsOffset: option.skipQuestionsOffset,
    shortName: option.shortName,
    maxAnswerQuestionId: option.maxAnswerQuestionId,
    isActive: option.isActive,
    hasInput: option.hasInput,
  };
}

/** The parts of the dialogs' saves, ready for the history's add and edit calls. */
export function formPart(form: FormDicItem): { level: 'form'; entry: FormEntry } {
  return { level: 'form', entry: formEntryOf(form) };
}

export function subformPart(subform: SubformDicItem): { level: 'subform'; entry: SubformEntry } {
  return { level: 'subform', entry: subformEntryOf(subform) };
}

export function groupPart(group: QuestionGroupDicItem): { level: 'group'; entry: QuestionGroupEntry } {
  return { level: 'group', entry: groupEntryOf(group) };
}

export function questionPart(question: QuestionDicItem): { level: 'question'; entry: QuestionEntry } {
  return { level: 'question', entry: questionEntryOf(question) };
}

export function optionPart(option: AnswerOptionDicItem): { level: 'option'; entry: AnswerOptionEntry } {
  return { level: 'option', entry: optionEntryOf(option) };
}
