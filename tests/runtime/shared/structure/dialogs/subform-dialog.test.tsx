import { screen, waitFor, within } from '@testing-library/react';
import { SubformDialog } from '@runtime/shared/structure/dialogs/index';
import type { SubformDicItem } from '@schemas/generated/api/structure-admin';
import { SUBFORM } from '../../../../fixtures/structure-dic-dialogs';
import { fail, ok } from '../../../support/fakeApi';
import { descriptionOf, dialogTitled, languageField, renderDialog, saves, fill } from './renderDialog';

const ADD = 'POST /api/secured/questinnaire/subform/dic';
const UPDATE = 'PUT /api/secured/questinnaire/subform/dic';
const NAME = 'Subform name';

function openAdd(routes = {}) {
  const onClose = vi.fn<(saved?: SubformDicItem) => void>();
  const view = renderDialog(<SubformDialog open formDicId={7} onClose={onClose} />, routes);
  return { ...view, onClose };
}

describe('subform dialog', () => {
  it('asks for the English name and the code, and sends nothing until they are there', async () => {
    const { user, api, onClose } = openAdd();
    const dialog = await dialogTitled('Add a subform');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(code)).toContain('This field is required');
    expect(descriptionOf(languageField(dialog, NAME, /^English/))).toContain('This field is required');
    // Only English is required; the other languages fall back to it, but are marked missing.
    expect(descriptionOf(languageField(dialog, NAME, /^Polski/))).not.toContain('This field is required');
    expect(descriptionOf(languageField(dialog, NAME, /^Polski/))).toContain('missing translation');
    expect(saves(api)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a code longer than 45 characters, once the field is left', async () => {
    const { user, api } = openAdd();
    const dialog = await dialogTitled('Add a subform');
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await fill(user, code, 'C'.repeat(46));
    expect(descriptionOf(code)).not.toContain('exceeds');
    await user.tab();
    expect(descriptionOf(code)).toContain('The text length exceeds the limit of 45 characters');
    await fill(user, languageField(dialog, NAME, /^English/), 'Feeding');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saves(api)).toEqual([]);
  });

  it('sends a valid subform, shows the success dialog, then closes with the saved subform', async () => {
    const saved: SubformDicItem = { ...SUBFORM, id: 12, code: 'FEED', subformName: 'Feeding' };
    const { user, api, onClose } = openAdd({ [ADD]: ok(saved) });
    const dialog = await dialogTitled('Add a subform');
    await fill(user, languageField(dialog, NAME, /^English/), ' Feeding ');
    await fill(user, languageField(dialog, NAME, /^Deutsch/), 'Fütterung');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Code/ }), 'FEED');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit type' }), 'Pig farm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const success = await screen.findByRole('dialog', { name: 'Subform added successfully' });
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      {
        id: null,
        subformName: 'Feeding',
        formDicId: 7,
        code: 'FEED',
        farmTypeId: 1,
        text: {
          translations: [
            { localeDicId: 1, text: 'Feeding' },
            { localeDicId: 2, text: '' },
            { localeDicId: 3, text: 'Fütterung' },
            { localeDicId: 4, text: '' },
            { localeDicId: 5, text: '' },
            { localeDicId: 6, text: '' },
          ],
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(saved);
  });

  it('prefills the edited subform, marks its missing translations and saves it with its ids', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(
      <SubformDialog open formDicId={7} subform={SUBFORM} onClose={onClose} />,
      {
        [UPDATE]: ok(SUBFORM),
      },
    );
    const dialog = await dialogTitled('Edit the subform');
    const group = within(dialog).getByRole('group', { name: NAME });
    expect(within(group).getByText('4 of 6 languages missing')).toBeTruthy();
    expect((languageField(dialog, NAME, /^Polski/) as HTMLInputElement).value).toBe('Pomieszczenia');
    expect(descriptionOf(languageField(dialog, NAME, /^Polski/))).not.toContain('missing translation');
    expect(descriptionOf(languageField(dialog, NAME, /^Suomi/))).toContain('missing translation');
    expect(languageField(dialog, NAME, /^Suomi/).getAttribute('lang')).toBe('fi');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Unit type' }) as HTMLSelectElement).selectedOptions[0]
          ?.text,
      ).toBe('Cattle farm'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Subform edited successfully' });
    expect(api.to(UPDATE)[0]?.body).toMatchObject({
      id: 11,
      code: 'HOUSING',
      farmTypeId: 2,
      text: { id: 110 },
    });
    expect(saves(api)).toHaveLength(1);
  });

  it('shows a refused save in the upload error dialog and at the field it names, keeping the input', async () => {
    const refusal = fail(400, 'TEXT_LENGTH_LIMIT', 'The code is taken by another subform');
    const { user, onClose } = openAdd({
      [ADD]: { ...refusal, body: { ...(refusal.body as object), field: 'code' } },
    });
    const dialog = await dialogTitled('Add a subform');
    await fill(user, languageField(dialog, NAME, /^English/), 'Feeding');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Code/ }), 'FEED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(error.textContent).toContain('The code is taken by another subform');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error while uploading data' })).toBeNull(),
    );
    const code = within(await dialogTitled('Add a subform')).getByRole('textbox', { name: /^Code/ });
    expect((code as HTMLInputElement).value).toBe('FEED');
    expect(descriptionOf(code)).toContain('The code is taken by another subform');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels without sending', async () => {
    const { user, api, onClose } = openAdd();
    const dialog = await dialogTitled('Add a subform');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith();
    expect(saves(api)).toEqual([]);
  });

  it('speaks the interface language', async () => {
    renderDialog(<SubformDialog open formDicId={7} onClose={vi.fn()} />, {}, 'pl');
    const dialog = await dialogTitled('Dodaj podformularz');
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Nazwa podformularza' })).toBeTruthy();
  });
});
