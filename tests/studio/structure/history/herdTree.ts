import { screen, within } from '@testing-library/react';
import type { renderStudio } from '../../renderStudio';

type User = ReturnType<typeof renderStudio>['user'];

/** Unfolds the history stub's tree (stubHistoryApi) down to the questions of Herd; answers their list. */
export async function openQuestionsOfHerd(user: User): Promise<HTMLElement> {
  const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
  await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
  const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
  await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
  const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
  await user.click(within(groups).getByRole('button', { name: 'Show the contents of Herd' }));
  return screen.findByRole('list', { name: 'Questions of Herd' });
}
