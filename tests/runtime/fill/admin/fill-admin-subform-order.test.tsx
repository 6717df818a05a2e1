import { screen, waitFor, within } from '@testing-library/react';
import { structureDic, subformDicItem } from '@tests/fixtures/structure-dic';
import { fail } from '../../support/fakeApi';
import { narrowScreen } from '../../support/narrowScreen';
import { findQuestionCard, openAdminMode, stubAdminApi } from './adminServer';

const SWAP = 'PUT /api/secured/questinnaire/subform/dic/swap-order';

/** Three subforms in the General form. */
function dictionary() {
  const dic = structureDic();
  dic.subforms[11] = [
    subformDicItem(21, 11, 'Farm data'),
    subformDicItem(22, 11, 'Feeding'),
    subformDicItem(23, 11, 'Manure'),
  ];
  return dic;
}

/** jsdom lays nothing out: each subform of the list gets a row of its own, 40 px apart. */
function layOutRows(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: HTMLElement,
  ) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = Math.max(index, 0) * 40;
    return new DOMRect(0, top, 300, 36);
  });
}

function subformNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Subforms' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[1]?.textContent ?? '');
}

describe('subform order in admin mode', () => {
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('moves a subform two places down with the keyboard as two swaps of neighbours, in order', async () => {
    const api = stubAdminApi(dictionary());
    const { user } = openAdminMode(1);
    await findQuestionCard(41);
    expect(subformNames()).toEqual(['Farm data', 'Feeding', 'Manure']);

    screen.getByRole('button', { name: 'Move Farm data' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(api.to(SWAP)).toHaveLength(2));
    expect(api.to(SWAP).map((call) => [call.query.get('firstId'), call.query.get('secondId')])).toEqual([
      ['21', '22'],
      ['21', '23'],
    ]);
    await waitFor(() => expect(subformNames()).toEqual(['Feeding', 'Manure', 'Farm data']));
  });

  it('puts the subform back and says why when the server refuses the swap', async () => {
    const api = stubAdminApi(dictionary(), {
      [SWAP]: fail(409, 'ORDER_CHANGED', 'Someone else changed the order.'),
    });
    const { user } = openAdminMode(1);
    await findQuestionCard(41);

    screen.getByRole('button', { name: 'Move Feeding' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');

    const message = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(within(message).getByText('Someone else changed the order.')).toBeTruthy();
    expect(api.to(SWAP)).toHaveLength(1);
    // The message is modal: the subform list is read once it is closed.
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    await screen.findByRole('navigation', { name: 'Subforms' });
    await waitFor(() => expect(subformNames()).toEqual(['Farm data', 'Feeding', 'Manure']));
  });
});

describe('admin mode on a phone', () => {
  it('keeps the subforms in the overlay drawer, which closes once a subform is chosen', async () => {
    narrowScreen();
    stubAdminApi(dictionary());
    const { user } = openAdminMode(1);
    await findQuestionCard(41);
    expect(screen.queryByRole('navigation', { name: 'Subforms' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Subforms' }));
    const drawer = await screen.findByRole('dialog', { name: 'Subforms' });
    expect(within(drawer).getByRole('button', { name: 'Move Manure' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Manure' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subforms' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Manure' })).toBeTruthy();
  });
});
