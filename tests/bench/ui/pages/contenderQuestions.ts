import {
  isPhotoList,
  isGridSquareValue,
  isIdList,
  isOptionWithValue,
  isOptionWithValueList,
  isPointValue,
  type AnswerValue,
} from '@engine/answers/answer-value';
import { buildGroupForm, type QuestionUiSchema } from '@engine/convert/group-form';
import type { QuestionCard } from '@engine/convert/question-card';
import type { BenchGroup } from './benchGroup';

/**
 * What both contenders render for one question: the engine's card reduced to controls both libraries
 * have. Types 5 and 7 (choice with a typed number) become a plain single / multiple choice, the map
 * types two number boxes (11) and a text box (12), a yes/no with two options a boolean.
 */
export type ContenderQuestion = {
  key: string;
  questionId: number;
  title: string;
  description?: string;
  readOnly: boolean;
} & (
  | { control: 'integer' | 'decimal'; value?: number }
  | { control: 'text' | 'longText' | 'date'; value?: string; maxLength?: number }
  | { control: 'dropdown' | 'radio' | 'rating'; options: ChoiceOption[]; value?: number }
  | { control: 'checkboxes'; options: ChoiceOption[]; value?: number[] }
  | { control: 'boolean'; labelTrue: string; labelFalse: string; value?: boolean }
  | { control: 'point'; value?: { latitude: number; longitude: number } }
);

export interface ChoiceOption {
  id: number;
  text: string;
  disabled: boolean;
}

function isQuestionUi(value: unknown): value is QuestionUiSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'ui:options' in value;
}

const number = (value: AnswerValue | undefined): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
};

const text = (value: AnswerValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** dd/MM/yyyy (the engine's form value) → yyyy-MM-dd (a date input's value). */
const isoDate = (value: AnswerValue | undefined): string | undefined => {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
};

function chosenIds(value: AnswerValue | undefined): number[] | undefined {
  if (isIdList(value)) return value;
  if (isOptionWithValueList(value)) return value.map((chosen) => chosen.optionId);
  return undefined;
}

function chosenId(value: AnswerValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  return isOptionWithValue(value) ? value.optionId : undefined;
}

function contenderQuestion(card: QuestionCard, value: AnswerValue | undefined, readOnly: boolean) {
  const base = {
    key: `q${card.questionId}`,
    questionId: card.questionId,
    title: `${card.number}. ${card.text}`,
    readOnly,
    ...(card.tip === undefined ? {} : { description: card.tip }),
  };
  const options: ChoiceOption[] = card.options.map(({ id, text: label, disabled }) => ({
    id,
    text: label,
    disabled,
  }));
  switch (card.answerType) {
    case 1:
      return { ...base, control: 'integer', value: number(value) } as const;
    case 2:
      return { ...base, control: 'decimal', value: number(value) } as const;
    case 3:
      return { ...base, control: 'longText', value: text(value), maxLength: card.textLimit } as const;
    case 9:
      return { ...base, control: 'date', value: isoDate(value) } as const;
    case 12:
      return {
        ...base,
        control: 'text',
        value: isGridSquareValue(value) ? value.squareId : undefined,
      } as const;
    case 17:
      return {
        ...base,
        control: 'text',
        value: isPhotoList(value) ? value.map((photo) => photo.fileName).join('; ') : undefined,
      } as const;
    case 11:
      return { ...base, control: 'point', value: isPointValue(value) ? value : undefined } as const;
    case 4:
    case 16:
      return { ...base, control: 'dropdown', options, value: chosenId(value) } as const;
    case 5:
      return { ...base, control: 'radio', options, value: chosenId(value) } as const;
    case 10:
      return { ...base, control: 'rating', options, value: chosenId(value) } as const;
    case 8: {
      const [yes, no] = options;
      if (options.length !== 2 || !yes || !no)
        return { ...base, control: 'radio', options, value: chosenId(value) } as const;
      const chosen = chosenId(value);
      return {
        ...base,
        control: 'boolean',
        labelTrue: yes.text,
        labelFalse: no.text,
        value: chosen === undefined ? undefined : chosen === yes.id,
      } as const;
    }
    case 6:
    case 7:
    case 13:
      return { ...base, control: 'checkboxes', options, value: chosenIds(value) } as const;
  }
}

/** The group's questions for the contenders, converted by the engine (skips applied: read-only). */
export function contenderQuestions(data: BenchGroup): ContenderQuestion[] {
  const form = buildGroupForm(data.group, data.context);
  const questions: ContenderQuestion[] = [];
  for (const key of form.uiSchema['ui:order']) {
    const ui = form.uiSchema[key];
    if (!isQuestionUi(ui)) continue;
    const { card } = ui['ui:options'];
    questions.push(contenderQuestion(card, form.formData[key], card.skipped));
  }
  return questions;
}
