import { screen, within } from '@testing-library/react';
import { FormDialog, QuestionnaireTypeDialog } from '@runtime/shared/structure/dialogs/index';
import { FORM } from '../../../../fixtures/structure-dic-dialogs';
import { fail, ok } from '../../../support/fakeApi';
import { descriptionOf, dialogTitled, languageField, renderDialog, saves, fill } from './renderDialog';

const ADD_TYPE = 'POST /api/secured/questinnaire/dic';
const RENAME_TYPE = 'POST /api/secured/questinnaire/updateName/55';
const ADD_FORM = 'POST /api/secured/form/dic';
const UPDATE_FORM = 'PUT /api/secured/form/dic';

describe('questionnaire type dialog', () => {
  it('refuses a name shorter than 5 or longer than 50 characters', async () => {
    const { user, api } = renderDialog(<QuestionnaireTypeDialog open onClose={vi.fn()} />);
    const dialog = await dialogTitled('New questionnaire structure');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(name)).toContain('This field is required');
    for (const typed of ['Pigs', 'P'.repeat(51)]) {
      await user.clear(name);
      await user.click(name);
      await user.paste(typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(descriptionOf(name)).toContain('The value must have 5 to 50 characters');
    }
    expect(saves(api)).toEqual([]);
  });

  it('adds a type by name and closes with a change', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(<QuestionnaireTypeDialog open onClose={onClose} />, {
      [ADD_TYPE]: ok({ id: 9, name: 'Poultry welfare' }),
    });
    const dialog = await dialogTitled('New questionnaire structure');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), ' Poultry welfare ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Questionnaire structure added successfully' });
    expect(api.to(ADD_TYPE).map((request) => request.body)).toEqual([{ name: 'Poultry welfare' }]);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(true, 'Poultry welfare');
  });

  it('renames a type through its text id, prefilled; Cancel closes without a change', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(
      <QuestionnaireTypeDialog open type={{ textId: 55, name: 'Pig farms' }} onClose={onClose} />,
      { [RENAME_TYPE]: ok(null) },
    );
    const dialog = await dialogTitled('Rename the questionnaire structure');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Pig farms');
    await fill(user, name, ' 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', {
      name: 'Questionnaire structure renamed successfully',
    });
    expect(api.to(RENAME_TYPE).map((request) => request.body)).toEqual([{ name: 'Pig farms 2026' }]);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    // With the name saved: the studio's undo history renames the type back from it.
    expect(onClose).toHaveBeenCalledWith(true, 'Pig farms 2026');
  });

  it('shows the server’s refusal at the name when it names it', async () => {
    const { user } = renderDialog(<QuestionnaireTypeDialog open onClose={vi.fn()} />, {
      [ADD_TYPE]: {
        status: 400,
        body: {
          success: false,
          error: 'VALIDATION_FAILED',
          message: 'Invalid data',
          details: ['name: must NOT have more than 50 characters'],
        },
      },
    });
    const dialog = await dialogTitled('New questionnaire structure');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Poultry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(error.textContent).toContain('Invalid data');
    expect(error.textContent).toContain('name: must NOT have more than 50 characters');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    const again = await dialogTitled('New questionnaire structure');
    expect(descriptionOf(within(again).getByRole('textbox', { name: /^Name/ }))).toContain(
      'must NOT have more than 50 characters',
    );
  });
});

describe('form dialog', () => {
  it('requires the English name and sends nothing without it', async () => {
    const { user, api } = renderDialog(<FormDialog open questionnaireDicId={3} onClose={vi.fn()} />);
    const dialog = await dialogTitled('Add a form');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(languageField(dialog, 'Form name', /^English/))).toContain('This field is required');
    expect(saves(api)).toEqual([]);
  });

  it('adds a form with its names and report switch', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(<FormDialog open questionnaireDicId={3} onClose={onClose} />, {
      [ADD_FORM]: ok(FORM),
    });
    const dialog = await dialogTitled('Add a form');
    await fill(user, languageField(dialog, 'Form name', /^English/), 'Emissions');
    await user.click(within(dialog).getByRole('switch', { name: /indicator report/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Form added successfully' });
    expect(api.to(ADD_FORM)[0]?.body).toEqual({
      id: null,
      questionnaireDicId: 3,
      hasReport: true,
      text: {
        translations: [1, 2, 3, 4, 5, 6].map((localeDicId) => ({
          localeDicId,
          text: localeDicId === 1 ? 'Emissions' : '',
        })),
      },
    });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(FORM);
  });

  it('edits a form, prefilled, and shows a failure with the server’s message', async () => {
    const { user, api } = renderDialog(
      <FormDialog open questionnaireDicId={3} form={FORM} onClose={vi.fn()} />,
      {
        [UPDATE_FORM]: fail(404, 'NOT_FOUND', 'The form no longer exists'),
      },
    );
    const dialog = await dialogTitled('Edit the form');
    expect((languageField(dialog, 'Form name', /^Italiano/) as HTMLInputElement).value).toBe('Welfare it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(error.textContent).toContain('The form no longer exists');
    expect(api.to(UPDATE_FORM)[0]?.body).toMatchObject({ id: 7, hasReport: true, text: { id: 70 } });
  });
});
