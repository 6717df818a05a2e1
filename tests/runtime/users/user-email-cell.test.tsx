import { screen, waitFor, within } from '@testing-library/react';
import { USER_LIST, page, renderAdministration, tableRows, userRow } from './adminSupport';

const LONG = 'a.very.long.address.of.the.regional.coordinator@inspectorate.example.com';

/** jsdom lays nothing out: this makes every element's text wider than its box, as in a narrow column. */
function textWiderThanItsColumn(): void {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(120);
}

async function emailCell(): Promise<HTMLElement> {
  const [row] = await tableRows();
  const cell = row?.querySelector('td');
  if (!cell) throw new Error('no e-mail cell');
  return cell;
}

describe('e-mail addresses in the user table', () => {
  it('cuts a long address with an ellipsis but keeps all of it for screen readers and in a tooltip', async () => {
    textWiderThanItsColumn();
    const { user } = renderAdministration({ [USER_LIST]: page([userRow({ email: LONG })]) });
    const cell = await emailCell();
    const address = await within(cell).findByText(LONG);
    expect(getComputedStyle(address).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(address).whiteSpace).toBe('nowrap');

    // Keyboard users reach a cut address and get the tooltip too.
    await waitFor(() => expect(address.getAttribute('tabindex')).toBe('0'));
    for (let step = 0; step < 100 && document.activeElement !== address; step += 1) await user.tab();
    expect(document.activeElement).toBe(address);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(LONG);
    // The tooltip only repeats the text: it is not announced a second time.
    expect(address.getAttribute('aria-describedby')).toBeNull();
    expect(address.getAttribute('aria-labelledby')).toBeNull();
  });

  it('shows a tooltip on hover for a cut address', async () => {
    textWiderThanItsColumn();
    const { user } = renderAdministration({ [USER_LIST]: page([userRow({ email: LONG })]) });
    const address = await within(await emailCell()).findByText(LONG);
    await waitFor(() => expect(address.getAttribute('tabindex')).toBe('0'));
    await user.hover(address);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });

  it('adds neither a tab stop nor a tooltip to an address that fits', async () => {
    const { user } = renderAdministration({ [USER_LIST]: page([userRow()]) });
    const address = await within(await emailCell()).findByText('farmer@example.com');
    await user.hover(address);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(address.hasAttribute('tabindex')).toBe(false);
  });

  it('gives the address column more room than the others', async () => {
    renderAdministration({ [USER_LIST]: page([userRow()]) });
    await tableRows();
    const [email, role] = screen.getAllByRole('columnheader');
    expect(email?.style.width).toBe('18%');
    expect(role?.style.width).toBe('');
  });
});
