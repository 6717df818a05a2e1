import { screen, within } from '@testing-library/react';
import { QuestionDialog } from '@runtime/shared/structure/dialogs/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { INTEGER_QUESTION } from '../../../../fixtures/structure-dic-dialogs';
import { fail, ok } from '../../../support/fakeApi';
import {
  ANSWER_TYPE_LIST,
  EVERY_ANSWER_TYPE,
  descriptionOf,
  dialogTitled,
  languageField,
  renderDialog,
  saves,
  fill,
} from './renderDialog';

const ADD = 'POST /api/secured/question/dic';
const UPDATE = 'PUT /api/secured/question/dic';
const TEXT = 'Question text';

function openAdd({ inFirstSubform = false, questionCount = 3, routes = {} } = {}) {
  const onClose = vi.fn<(saved?: QuestionDicItem) => void>();
  const view = renderDialog(
    <QuestionDialog
      open
      questionListDicId={21}
      questionCount={questionCount}
      inFirstSubform={inFirstSubform}
      onClose={onClose}
    />,
    routes,
  );
  return { ...view, onClose };
}

function field(dialog: HTMLElement, name: RegExp): HTMLElement {
  return within(dialog).getByRole('textbox', { name });
}

function answerType(dialog: HTMLElement): HTMLSelectElement {
  const select = within(dialog).getByRole('combobox', { name: /^Answer type/ });
  if (!(select instanceof HTMLSelectElement)) throw new Error('the answer type is not a select');
  return select;
}

function offeredTypes(dialog: HTMLElement): string[] {
  return [...answerType(dialog).options].filter((option) => !option.disabled).map((option) => option.text);
}

/** Waits for the server's answer type list: photos are offered once it names them. */
async function photosOffered(dialog: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(offeredTypes(dialog)).toContain('Photos'), { timeout: 2000 });
}

describe('question dialog', () => {
  it('requires the answer type, English text and short name, and sends nothing', async () => {
    const { user, api } = openAdd();
    const dialog = await dialogTitled('Add a question');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(answerType(dialog))).toContain('This field is required');
    expect(descriptionOf(languageField(dialog, TEXT, /^English/))).toContain('This field is required');
    expect(descriptionOf(field(dialog, /^Short name/))).toContain(
      'The export short name must have 1 to 10 letters, digits, dots or underscores',
    );
    expect(saves(api)).toEqual([]);
  });

  it('numbers a new question from 1 to the count plus one, the last by default', async () => {
    const { user } = openAdd({ questionCount: 3 });
    const dialog = await dialogTitled('Add a question');
    const number = field(dialog, /^Question number/);
    expect((number as HTMLInputElement).value).toBe('4');
    await user.clear(number);
    await fill(user, number, '5');
    await user.tab();
    expect(descriptionOf(number)).toContain('The value should be between 1 - 4');
    await user.clear(number);
    await fill(user, number, '0');
    expect(descriptionOf(number)).toContain('The value should be between 1 - 4');
  });

  it('refuses a short name with other characters or more than 10', async () => {
    const { user } = openAdd();
    const dialog = await dialogTitled('Add a question');
    const shortName = field(dialog, /^Short name/);
    for (const typed of ['pigs count', 'abcdefghijk', 'świnie']) {
      await user.clear(shortName);
      await user.click(shortName);
      await user.paste(typed);
      await user.tab();
      expect(descriptionOf(shortName)).toContain('The export short name must have 1 to 10');
    }
    await user.clear(shortName);
    await user.paste('pigs_2.a');
    expect(descriptionOf(shortName)).not.toContain('The export short name');
  });

  it('offers min and max only for the answer types that have them, as whole numbers', async () => {
    const { user } = openAdd();
    const dialog = await dialogTitled('Add a question');
    expect(within(dialog).queryByRole('textbox', { name: 'Minimum' })).toBeNull();
    await user.selectOptions(answerType(dialog), 'Integer');
    const min = field(dialog, /^Minimum/);
    await fill(user, min, '05');
    await user.tab();
    expect(descriptionOf(min)).toContain('The value should be a number');
    await user.selectOptions(answerType(dialog), 'Yes / no');
    expect(within(dialog).queryByRole('textbox', { name: /^Minimum/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^Maximum/ })).toBeNull();
  });

  it('offers every answer type outside the first subform, and no map type in it', async () => {
    const outside = openAdd({ inFirstSubform: false });
    const dialog = await dialogTitled('Add a question');
    await photosOffered(dialog);
    expect(offeredTypes(dialog)).toHaveLength(15);
    expect(offeredTypes(dialog)).toEqual(expect.arrayContaining(['Map point', 'Map grid square']));
    outside.unmount();

    openAdd({ inFirstSubform: true });
    const first = await dialogTitled('Add a question');
    await photosOffered(first);
    expect(offeredTypes(first)).toHaveLength(13);
    expect(offeredTypes(first)).not.toContain('Map point');
    expect(offeredTypes(first)).not.toContain('Map grid square');
  });

  it('sends a valid question with exactly its fields', async () => {
    const saved = { ...INTEGER_QUESTION, id: 99 };
    const { user, api, onClose } = openAdd({ routes: { [ADD]: ok(saved) } });
    const dialog = await dialogTitled('Add a question');
    await user.selectOptions(answerType(dialog), 'Integer');
    await fill(user, languageField(dialog, TEXT, /^English/), 'How many sows?');
    await fill(user, languageField(dialog, TEXT, /^Italiano/), 'Quante scrofe?');
    await fill(user, field(dialog, /^Short name/), 'sows');
    await fill(user, field(dialog, /^Maximum/), '900');
    await fill(user, field(dialog, /^Category/), ' Herd ');
    await fill(user, languageField(dialog, 'Question tip', /^English/), 'Count on 1 January');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const success = await screen.findByRole('dialog', { name: 'Question added successfully' });
    const empty = (localeDicId: number) => ({ localeDicId, text: '' });
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      {
        id: null,
        questionListDicId: 21,
        answerTypeDicId: 1,
        text: {
          translations: [
            { localeDicId: 1, text: 'How many sows?' },
            empty(2),
            empty(3),
            empty(4),
            { localeDicId: 5, text: 'Quante scrofe?' },
            empty(6),
          ],
        },
        questionGroup: null,
        questionTip: {
          translations: [
            { localeDicId: 1, text: 'Count on 1 January' },
            empty(2),
            empty(3),
            empty(4),
            empty(5),
            empty(6),
          ],
        },
        questionOrderKey: 4,
        shortName: 'sows',
        min: null,
        max: 900,
        category: 'Herd',
        maxAnswerQuestionId: null,
        optionsFromQuestionId: null,
        isActive: true,
      },
    ]);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(saved);
  });

  it('prefills an edited question and locks its answer type', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(
      <QuestionDialog
        open
        questionListDicId={21}
        questionCount={3}
        inFirstSubform
        question={INTEGER_QUESTION}
        onClose={onClose}
      />,
      { [UPDATE]: ok(INTEGER_QUESTION) },
    );
    const dialog = await dialogTitled('Edit the question');
    expect(answerType(dialog).disabled).toBe(true);
    expect(answerType(dialog).selectedOptions[0]?.text).toBe('Integer');
    expect(descriptionOf(answerType(dialog))).toContain('cannot be changed');
    expect((field(dialog, /^Question number/) as HTMLInputElement).value).toBe('2');
    expect((field(dialog, /^Short name/) as HTMLInputElement).value).toBe('pigs');
    expect((field(dialog, /^Maximum/) as HTMLInputElement).value).toBe('500');
    expect((languageField(dialog, 'Question group heading', /^English/) as HTMLInputElement).value).toBe(
      'Animals',
    );
    // The edited question is among the group's count: its number goes up to 3, not 4.
    const number = field(dialog, /^Question number/);
    await user.clear(number);
    await fill(user, number, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(number)).toContain('between 1 - 3');
    expect(saves(api)).toEqual([]);
    await user.clear(number);
    await fill(user, number, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question edited successfully' });
    expect(api.to(UPDATE)[0]?.body).toMatchObject({
      id: 31,
      answerTypeDicId: 1,
      questionOrderKey: 3,
      min: 0,
      max: 500,
      text: { id: 310 },
      questionGroup: { id: 311 },
      questionTip: null,
    });
  });

  it('shows each field the server refuses at that field, and the rest in the error dialog', async () => {
    const { user, onClose } = openAdd({
      routes: {
        [ADD]: {
          status: 400,
          body: {
            success: false,
            error: 'SHORT_NAME_ERROR',
            message: 'The short name is refused',
            details: [
              'shortName: The short name is taken in this questionnaire',
              'text.2: Polish text refused by the server',
              'questionListDicId: The group no longer exists',
            ],
          },
        },
      },
    });
    const dialog = await dialogTitled('Add a question');
    await user.selectOptions(answerType(dialog), 'Date');
    await fill(user, languageField(dialog, TEXT, /^English/), 'When were the pigs born?');
    await fill(user, languageField(dialog, TEXT, /^Polski/), 'Kiedy?');
    await fill(user, field(dialog, /^Short name/), 'born');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(error.textContent).toContain('The group no longer exists');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    const again = await dialogTitled('Add a question');
    expect(descriptionOf(field(again, /^Short name/))).toContain(
      'The short name is taken in this questionnaire',
    );
    expect(descriptionOf(languageField(again, TEXT, /^Polski/))).toContain(
      'Polish text refused by the server',
    );
    expect((field(again, /^Short name/) as HTMLInputElement).value).toBe('born');
    // Changing the field clears the server's message: it is about the value sent.
    await fill(user, field(again, /^Short name/), '2');
    expect(descriptionOf(field(again, /^Short name/))).not.toContain('taken');
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('photos', () => {
    it('shows the max of a photo question as the number of photos, and refuses more than 10', async () => {
      const { user, api } = openAdd();
      const dialog = await dialogTitled('Add a question');
      await photosOffered(dialog);
      await user.selectOptions(answerType(dialog), 'Photos');
      expect(within(dialog).queryByRole('textbox', { name: /^Minimum/ })).toBeNull();
      const max = field(dialog, /^Maximum/);
      expect(descriptionOf(max)).toContain('From 1 to 10 photos; 3 when left empty');
      await fill(user, languageField(dialog, TEXT, /^English/), 'Photo of the manure store');
      await fill(user, field(dialog, /^Short name/), 'store_ph');
      await fill(user, max, '11');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(descriptionOf(max)).toContain('The value should be between 1 - 10');
      expect(saves(api)).toEqual([]);
      await user.clear(max);
      await fill(user, max, '0');
      expect(descriptionOf(max)).toContain('The value should be between 1 - 10');
    });

    it('sends a photo question without a max, which takes 3 photos', async () => {
      const { user, api } = openAdd({
        routes: { [ADD]: ok({ ...INTEGER_QUESTION, id: 98, answerTypeDicId: 17 }) },
      });
      const dialog = await dialogTitled('Add a question');
      await photosOffered(dialog);
      await user.selectOptions(answerType(dialog), 'Photos');
      await fill(user, languageField(dialog, TEXT, /^English/), 'Photo of the manure store');
      await fill(user, field(dialog, /^Short name/), 'store_ph');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByRole('dialog', { name: 'Question added successfully' });
      expect(api.to(ADD)[0]?.body).toMatchObject({ answerTypeDicId: 17, min: null, max: null });
    });

    it('offers only the types the server lists: no photos from a backend that lacks them (proxy mode)', async () => {
      // This backend stores no grid squares either: their going shows the list was read.
      const listed = EVERY_ANSWER_TYPE.filter((type) => type.id !== 17 && type.id !== 12);
      openAdd({ routes: { [ANSWER_TYPE_LIST]: ok(listed) } });
      const dialog = await dialogTitled('Add a question');
      await vi.waitFor(() => expect(offeredTypes(dialog)).not.toContain('Map grid square'), {
        timeout: 2000,
      });
      expect(offeredTypes(dialog)).toHaveLength(13);
      expect(offeredTypes(dialog)).not.toContain('Photos');
    });

    it('offers the specification’s types alone when the backend has no answer type list (404)', async () => {
      const { api } = openAdd({ routes: { [ANSWER_TYPE_LIST]: fail(404, 'NOT_FOUND', 'Not found') } });
      const dialog = await dialogTitled('Add a question');
      await vi.waitFor(() => expect(api.to(ANSWER_TYPE_LIST)).toHaveLength(1), { timeout: 2000 });
      expect(offeredTypes(dialog)).toHaveLength(14);
      expect(offeredTypes(dialog)).not.toContain('Photos');
    });

    it('keeps showing the type of a saved photo question even where photos are not offered', async () => {
      const photoQuestion = { ...INTEGER_QUESTION, answerTypeDicId: 17 as const, min: null, max: 2 };
      renderDialog(
        <QuestionDialog
          open
          questionListDicId={21}
          questionCount={3}
          inFirstSubform={false}
          question={photoQuestion}
          onClose={vi.fn()}
        />,
        { [ANSWER_TYPE_LIST]: fail(404, 'NOT_FOUND', 'Not found') },
      );
      const dialog = await dialogTitled('Edit the question');
      expect(answerType(dialog).selectedOptions[0]?.text).toBe('Photos');
      expect((field(dialog, /^Maximum/) as HTMLInputElement).value).toBe('2');
    });
  });
});
