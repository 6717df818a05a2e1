import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppDialog } from '@runtime/shared/dialogs/AppDialog';
import { ErrorDialog } from '@runtime/shared/dialogs/ErrorDialog';
import { createI18n } from '@runtime/translations/createI18n';
import { AppProviders } from '@runtime/shared/layout/AppProviders';

/** A page with a dialog at /page, opened from /start, so going back and home can be seen. */
function renderAt(dialog: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/start', element: <p>start</p> },
      { path: '/page', element: dialog },
    ],
    { initialEntries: ['/start', '/page'], initialIndex: 1 },
  );
  render(
    <AppProviders i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('dialogs', () => {
  it('have a title, content and left, optional middle and right buttons; Escape cancels', async () => {
    const left = vi.fn();
    const middle = vi.fn();
    const right = vi.fn();
    const { user } = renderAt(
      <AppDialog
        open
        title="Delete the unit?"
        left={{ label: 'Cancel', onClick: left }}
        middle={{ label: 'Later', onClick: middle }}
        right={{ label: 'Delete', onClick: right }}
      >
        The unit has no questionnaires.
      </AppDialog>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Delete the unit?' });
    expect(within(dialog).getByText('The unit has no questionnaires.')).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Later', 'Delete']);

    await user.click(buttons[1]!);
    await user.click(buttons[2]!);
    await user.keyboard('{Escape}');
    expect(middle).toHaveBeenCalledTimes(1);
    expect(right).toHaveBeenCalledTimes(1);
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('in "go back" mode return to the previous page', async () => {
    const { router, user } = renderAt(
      <ErrorDialog open mode="back" title="Error while downloading data">
        Try again later.
      </ErrorDialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('in "go home" mode go to the home page', async () => {
    const { router, user } = renderAt(
      <ErrorDialog open mode="home" title="Activation failed">
        This link has already been used.
      </ErrorDialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('in "reload" mode reload the page', async () => {
    const reload = vi.fn();
    const { user } = renderAt(
      <ErrorDialog open mode="reload" title="Error while downloading data" reload={reload}>
        The data could not be downloaded.
      </ErrorDialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
