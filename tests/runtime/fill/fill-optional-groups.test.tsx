import { screen, waitFor, within } from '@testing-library/react';
import { stubFillApi } from './fillServer';
import { findGroupBar, groupBar, openFill, subformButton } from './openFill';

const SAVE_CONFIG = 'POST /api/secured/questionlist/saveFilledQuestionListConfig';

describe('optional question groups', () => {
  it('adds and removes optional groups with checkboxes, then reads the groups again', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(within(groupBar()).getByRole('button', { name: 'Optional question groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optional question groups' });
    const biogas = within(dialog).getByRole('checkbox', { name: 'Biogas' });
    const building = within(dialog).getByRole('checkbox', { name: 'Building' });
    expect((biogas as HTMLInputElement).checked).toBe(false);
    expect((building as HTMLInputElement).checked).toBe(true);
    const readsBefore = api.to('GET /api/secured/questionlist/202').length;

    await user.click(biogas);
    await user.click(building);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE_CONFIG)).toHaveLength(1));
    expect(api.to(SAVE_CONFIG)[0]?.body).toEqual({
      added: [{ filledSubformId: 202, questionListDicId: 5 }],
      deleted: [{ id: 315 }],
    });
    await waitFor(() =>
      expect(api.to('GET /api/secured/questionlist/202').length).toBeGreaterThan(readsBefore),
    );
    expect(api.to('GET /api/secured/questionlist/optional/202').length).toBeGreaterThanOrEqual(2);
  });

  it('saves nothing when nothing changed, but reads the groups again on closing', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    const readsBefore = api.to('GET /api/secured/questionlist/202').length;
    await user.click(within(groupBar()).getByRole('button', { name: 'Optional question groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optional question groups' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.to('GET /api/secured/questionlist/202').length).toBeGreaterThan(readsBefore),
    );
    expect(api.to(SAVE_CONFIG)).toHaveLength(0);
  });
});

describe('empty question group list', () => {
  it('prompts for optional groups while the form is in edition', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(subformButton('Extras'));
    expect(await screen.findByRole('heading', { name: 'Question group list is empty' })).toBeTruthy();
    expect(screen.getByText(/Choose the optional question groups you want to fill in/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose question groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optional question groups' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Solar panels' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.to(SAVE_CONFIG)[0]?.body).toEqual({
        added: [{ filledSubformId: 204, questionListDicId: 6 }],
        deleted: [],
      }),
    );
  });

  it('says the list is empty in read-only mode and leads back to the previous subform', async () => {
    stubFillApi();
    const { user } = openFill('show');
    const tabs = await screen.findByRole('tablist', { name: 'Forms' });
    await user.click(within(tabs).getByRole('tab', { name: 'Welfare' }));
    await waitFor(() => expect(subformButton('Feeding')).toBeTruthy());
    await user.click(subformButton('Feeding'));
    await user.click(subformButton('Extras'));

    expect(await screen.findByText('This subform has no question groups to show.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose question groups' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the previous subform' }));
    await waitFor(() => expect(subformButton('Feeding').getAttribute('aria-current')).toBe('true'));
  });
});
