import { Button } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { answerKinds } from '@engine/kinds/index';
import { apiContract } from '@schemas/contract/index';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import type { ApiResult } from '@runtime/shared/api/envelope';
import {
  AnswerOptionDialog,
  FormDialog,
  QuestionDialog,
  QuestionGroupDialog,
  QuestionnaireTypeDialog,
  SubformDialog,
} from '@runtime/shared/structure/dialogs/index';
import {
  CHOICE_WITH_VALUE_QUESTION,
  FORM,
  GROUP,
  INTEGER_QUESTION,
  OPTION,
  SINGLE_CHOICE_QUESTION,
  SUBFORM,
  UNIT_TYPES,
} from '@tests/fixtures/structure-dic-dialogs';

type Saving = 'succeeds' | 'fails';

const EVERY_ANSWER_TYPE = Object.values(answerKinds).map((kind) => ({ id: kind.id, key: kind.key }));

/**
 * A stand-in for the server: the answer types (every kind, as this project's server stores them), the
 * unit types, and every save answered after a short wait with the item the dialog was opened with (or
 * the fixture) — or refused, to show the upload error dialog.
 */
function storyClient(saving: Saving, saved: unknown): ApiClient {
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (call.path === apiContract.answerTypeList.path) return { ok: true, data: EVERY_ANSWER_TYPE as T };
      if (call.method === 'GET') return { ok: true, data: UNIT_TYPES as T };
      if (saving === 'fails') {
        return {
          ok: false,
          status: 409,
          error: 'CONFLICT',
          message: 'Another administrator changed this item meanwhile.',
        };
      }
      return { ok: true, data: saved as T };
    },
    async download() {
      return { ok: false, status: 501, error: 'NO_DOWNLOAD', message: 'No downloads in this story.' };
    },
  };
}

type DialogKind = 'type' | 'renameType' | 'form' | 'subform' | 'group' | 'question' | 'option';

interface DialogStoryProps {
  dialog: DialogKind;
  /** Edit an existing item instead of adding one. */
  edit?: boolean;
  saving?: Saving;
  /** For the question dialog: the group is in the form's first subform (no map types). */
  inFirstSubform?: boolean;
  /** For the option dialog: the question whose option is added. */
  question?: 'singleChoice' | 'choiceWithValue';
}

const QUESTIONS = { singleChoice: SINGLE_CHOICE_QUESTION, choiceWithValue: CHOICE_WITH_VALUE_QUESTION };

/** One structure dialog, open, with a button to open it again once it closes. */
function DialogStory({
  dialog,
  edit = false,
  saving = 'succeeds',
  inFirstSubform = false,
  question = 'singleChoice',
}: DialogStoryProps) {
  const [open, setOpen] = useState(true);
  const [closedWith, setClosedWith] = useState<string>();
  const saved = {
    type: null,
    renameType: null,
    form: FORM,
    subform: SUBFORM,
    group: GROUP,
    question: INTEGER_QUESTION,
    option: OPTION,
  }[dialog];
  const client = useMemo(() => storyClient(saving, saved), [saving, saved]);
  const close = (result?: unknown) => {
    setOpen(false);
    setClosedWith(result === undefined ? 'cancelled' : JSON.stringify(result).slice(0, 200));
  };
  let shown: ReactNode;
  switch (dialog) {
    case 'type':
      shown = <QuestionnaireTypeDialog open={open} onClose={close} />;
      break;
    case 'renameType':
      shown = (
        <QuestionnaireTypeDialog
          open={open}
          type={{ textId: 55, name: 'Pig farm sustainability' }}
          onClose={close}
        />
      );
      break;
    case 'form':
      shown = (
        <FormDialog open={open} questionnaireDicId={3} form={edit ? FORM : undefined} onClose={close} />
      );
      break;
    case 'subform':
      shown = (
        <SubformDialog open={open} formDicId={7} subform={edit ? SUBFORM : undefined} onClose={close} />
      );
      break;
    case 'group':
      shown = (
        <QuestionGroupDialog open={open} subFormDicId={11} group={edit ? GROUP : undefined} onClose={close} />
      );
      break;
    case 'question':
      shown = (
        <QuestionDialog
          open={open}
          questionListDicId={21}
          questionCount={3}
          inFirstSubform={inFirstSubform}
          question={edit ? INTEGER_QUESTION : undefined}
          onClose={close}
        />
      );
      break;
    case 'option':
      shown = (
        <AnswerOptionDialog
          open={open}
          question={QUESTIONS[question]}
          option={edit ? OPTION : undefined}
          onClose={close}
        />
      );
      break;
  }
  return (
    <ApiContext value={client}>
      <Button onClick={() => setOpen(true)}>Open the dialog again</Button>
      {closedWith && <p>Closed: {closedWith}</p>}
      {shown}
    </ApiContext>
  );
}

const meta = {
  title: 'Structure/Dialogs',
  component: DialogStory,
  args: { dialog: 'subform' },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddQuestionnaireType: Story = { args: { dialog: 'type' } };
export const RenameQuestionnaireType: Story = { args: { dialog: 'renameType' } };
export const AddForm: Story = { args: { dialog: 'form' } };
export const EditForm: Story = { args: { dialog: 'form', edit: true } };
export const AddSubform: Story = { args: { dialog: 'subform' } };
/** Four languages missing: marked in words beside each empty field. */
export const EditSubformWithMissingTranslations: Story = { args: { dialog: 'subform', edit: true } };
export const AddQuestionGroup: Story = { args: { dialog: 'group' } };
export const EditQuestionGroup: Story = { args: { dialog: 'group', edit: true } };
export const AddQuestion: Story = { args: { dialog: 'question' } };
/** No map answer types in the first subform. */
export const AddQuestionInFirstSubform: Story = { args: { dialog: 'question', inFirstSubform: true } };
/** The answer type is locked; min and max shown, as for every integer question. */
export const EditQuestion: Story = { args: { dialog: 'question', edit: true } };
export const AddOptionOfSingleChoice: Story = { args: { dialog: 'option' } };
/** Options of a multiple choice with value take a number and skip nothing. */
export const AddOptionOfMultipleChoiceWithValue: Story = {
  args: { dialog: 'option', question: 'choiceWithValue' },
};
export const EditOption: Story = { args: { dialog: 'option', edit: true } };
/** Save refused by the server: the upload error dialog, the input kept. */
export const SaveFails: Story = { args: { dialog: 'subform', edit: true, saving: 'fails' } };
/** A 375 px phone: the six languages stack, with no horizontal scroll. */
export const NarrowScreen: Story = {
  args: { dialog: 'question', edit: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The dialogs open in a portal, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Types into a field in one go, as a paste: one render instead of one per character. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** One language's field of a translated text, inside the fieldset with that legend. */
function languageField(dialog: HTMLElement, legend: string, language: RegExp): HTMLElement {
  return within(within(dialog).getByRole('group', { name: legend })).getByRole('textbox', { name: language });
}

/** A new integer question filled in (text, short name, maximum, tip) and saved: the success dialog. */
export const FillNewQuestion: Story = {
  args: { dialog: 'question' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Answer type/ }), 'Integer');
    await fill(languageField(dialog, 'Question text', /^English/), 'How many sows?');
    await fill(languageField(dialog, 'Question text', /^Italiano/), 'Quante scrofe?');
    const number = within(dialog).getByRole('textbox', { name: /^Question number/ });
    await expect(number).toHaveValue('4');
    await fill(within(dialog).getByRole('textbox', { name: /^Short name/ }), 'sows');
    await fill(within(dialog).getByRole('textbox', { name: /^Maximum/ }), '900');
    await fill(languageField(dialog, 'Question tip', /^English/), 'Count on 1 January');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Not closed with OK here: the dialog alone, without the studio's StructureDialogs host, is the
    // last user of Fluent's tabster, disposed before it takes its aria-hidden off (tabster #530).
    await screen.findByRole('dialog', { name: 'Question added successfully' });
  },
};

/** The question dialog refusing an empty save: every required field says so, nothing is sent. */
export const NewQuestionRequiredFields: Story = {
  args: { dialog: 'question' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add a question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(0);
    await expect(within(dialog).getByText(/The export short name must have 1 to 10/)).toBeInTheDocument();
  },
};

/** The question dialog filled in Polish, on a 375 px phone. */
export const FillNewQuestionInPolishOnPhone: Story = {
  args: { dialog: 'question' },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj pytanie' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Typ odpowiedzi/ }),
      'Liczba całkowita',
    );
    await fill(languageField(dialog, 'Treść pytania', /^English/), 'How many sows?');
    await fill(languageField(dialog, 'Treść pytania', /^Polski/), 'Ile macior?');
    await fill(within(dialog).getByRole('textbox', { name: /^Nazwa skrócona/ }), 'maciory');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await screen.findByRole('dialog', { name: 'Pytanie zostało dodane' });
  },
};

/**
 * The skip rule of a single choice's option, edited in the answer option dialog (the structure's only
 * rule editor): choosing "Never" skips the next two questions, from no offset.
 */
export const FillOptionSkipRule: Story = {
  args: { dialog: 'option' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add an answer' });
    const languages = ['English', 'Polski', 'Deutsch', 'Suomi', 'Italiano', 'Nederlands'];
    for (const language of languages) {
      await fill(languageField(dialog, 'Answer text', new RegExp(`^${language}`)), `Never (${language})`);
    }
    await fill(within(dialog).getByRole('textbox', { name: /questions skipped/ }), '2');
    await fill(within(dialog).getByRole('textbox', { name: /Skip offset/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Answer added successfully' });
  },
};

/** A skip rule refused at save: "01" is not a whole number without leading zeros; nothing is sent. */
export const OptionSkipRuleRefused: Story = {
  args: { dialog: 'option', edit: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit the answer' });
    const skipped = within(dialog).getByRole('textbox', { name: /questions skipped/ });
    await userEvent.clear(skipped);
    await fill(skipped, '01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(skipped).toHaveAccessibleDescription(/The value should be a number/);
  },
};

/** The skip rule fields in Polish. */
export const OptionSkipRuleInPolish: Story = {
  args: { dialog: 'option' },
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Dodaj odpowiedź' });
    await expect(
      within(dialog).getByRole('textbox', { name: /^Liczba pomijanych pytań/ }),
    ).toBeInTheDocument();
  },
};
