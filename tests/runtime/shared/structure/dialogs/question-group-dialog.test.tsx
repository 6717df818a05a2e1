import { screen, waitFor, within } from '@testing-library/react';
import { QuestionGroupDialog } from '@runtime/shared/structure/dialogs/index';
import { GROUP } from '../../../../fixtures/structure-dic-dialogs';
import { ok } from '../../../support/fakeApi';
import { descriptionOf, dialogTitled, languageField, renderDialog, saves, fill } from './renderDialog';

const ADD = 'POST /api/secured/questionlist/dic';
const UPDATE = 'PUT /api/secured/questionlist/dic';
const NAME = 'Question list name';

function select(dialog: HTMLElement, name: RegExp): HTMLSelectElement {
  const found = within(dialog).getByRole('combobox', { name });
  if (!(found instanceof HTMLSelectElement)) throw new Error(`${String(name)} is not a select`);
  return found;
}

describe('question group dialog', () => {
  it('requires the number, the unit type and a name in every language, and sends nothing', async () => {
    const { user, api } = renderDialog(<QuestionGroupDialog open subFormDicId={11} onClose={vi.fn()} />);
    const dialog = await dialogTitled('Add a question list');
    await fill(user, languageField(dialog, NAME, /^English/), 'Pens');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(select(dialog, /^Question list number/))).toContain('This field is required');
    expect(descriptionOf(select(dialog, /^Unit type/))).toContain('This field is required');
    expect(descriptionOf(languageField(dialog, NAME, /^English/))).not.toContain('This field is required');
    for (const language of [/^Polski/, /^Deutsch/, /^Suomi/, /^Italiano/, /^Nederlands/]) {
      expect(descriptionOf(languageField(dialog, NAME, language))).toContain('This field is required');
    }
    expect(saves(api)).toEqual([]);
  });

  it('offers the numbers -1, 0, 1 and 2 and unit types with All', async () => {
    renderDialog(<QuestionGroupDialog open subFormDicId={11} onClose={vi.fn()} />);
    const dialog = await dialogTitled('Add a question list');
    const numbers = [...select(dialog, /^Question list number/).options].filter((option) => !option.disabled);
    expect(numbers.map((option) => option.value)).toEqual(['-1', '0', '1', '2']);
    await waitFor(() =>
      expect([...select(dialog, /^Unit type/).options].map((option) => option.text)).toEqual([
        'Choose…',
        'All',
        'Pig farm',
        'Cattle farm',
      ]),
    );
  });

  it('hides the names for -1 and sends the group without them', async () => {
    const { user, api } = renderDialog(<QuestionGroupDialog open subFormDicId={11} onClose={vi.fn()} />, {
      [ADD]: ok({ ...GROUP, qlNumber: -1 }),
    });
    const dialog = await dialogTitled('Add a question list');
    await user.selectOptions(select(dialog, /^Question list number/), '-1');
    expect(within(dialog).queryByRole('group', { name: NAME })).toBeNull();
    expect(within(dialog).getByText('A list with number -1 has no name.')).toBeTruthy();
    await user.selectOptions(select(dialog, /^Unit type/), 'All');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question list added successfully' });
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      { id: null, subFormDicId: 11, qlNumber: -1, farmTypeId: -1 },
    ]);
  });

  it('sends a named group with its six names', async () => {
    const onClose = vi.fn();
    const { user, api } = renderDialog(<QuestionGroupDialog open subFormDicId={11} onClose={onClose} />, {
      [ADD]: ok(GROUP),
    });
    const dialog = await dialogTitled('Add a question list');
    await user.selectOptions(select(dialog, /^Question list number/), '2');
    await waitFor(() => expect(select(dialog, /^Unit type/).options.length).toBe(4));
    await user.selectOptions(select(dialog, /^Unit type/), 'Cattle farm');
    const names = ['Pens', 'Kojce', 'Buchten', 'Karsinat', 'Box', 'Hokken'];
    for (const [index, language] of [
      /^English/,
      /^Polski/,
      /^Deutsch/,
      /^Suomi/,
      /^Italiano/,
      /^Nederlands/,
    ].entries()) {
      await user.click(languageField(dialog, NAME, language));
      await user.paste(names[index]!);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Question list added successfully' });
    expect(api.to(ADD)[0]?.body).toEqual({
      id: null,
      subFormDicId: 11,
      qlNumber: 2,
      farmTypeId: 2,
      text: { translations: names.map((text, index) => ({ localeDicId: index + 1, text })) },
    });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(GROUP);
  });

  it('prefills an edited group and keeps its place and text id', async () => {
    const { user, api } = renderDialog(
      <QuestionGroupDialog open subFormDicId={11} group={GROUP} onClose={vi.fn()} />,
      {
        [UPDATE]: ok(GROUP),
      },
    );
    const dialog = await dialogTitled('Edit the question list');
    expect(select(dialog, /^Question list number/).value).toBe('2');
    expect(select(dialog, /^Unit type/).value).toBe('-1');
    expect((languageField(dialog, NAME, /^Nederlands/) as HTMLInputElement).value).toBe('Pens nl');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Question list edited successfully' });
    expect(api.to(UPDATE)[0]?.body).toMatchObject({
      id: 21,
      orderKey: 3,
      qlNumber: 2,
      farmTypeId: -1,
      text: { id: 210 },
    });
  });
});
