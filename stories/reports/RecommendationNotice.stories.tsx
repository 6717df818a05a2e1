import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { toRecommendedCheck } from '@runtime/fill/data/fillGuards';
import { RecommendationNotice } from '@runtime/reports/screen/RecommendationNotice';
import { MISSING_ANSWERS } from './storyApi';

const check = toRecommendedCheck(MISSING_ANSWERS);
const missing = check && !check.complete ? check.missing : [];

const meta = {
  title: 'Reports/Recommendation notice',
  component: RecommendationNotice,
  args: { missing },
  // The link back to the fill screen is a router link.
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/reports/theme']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof RecommendationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recommended answers missing in Welfare › Housing › Barn: the link back, and the list on demand. */
export const MissingAnswers: Story = {
  play: async ({ canvas, userEvent }) => {
    expect(canvas.getByText(/Some recommended answers are not filled in yet/)).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Fill in the missing answers' })).toHaveAttribute(
      'href',
      '/fill-questionnaire',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show what is missing' }));
    expect(within(canvas.getByRole('list', { name: 'Still to fill in' })).getByText('Barn')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Hide what is missing' })).toHaveAttribute('aria-expanded', 'true');
  },
};
/** The check named nothing in particular: the link alone. */
export const NothingNamed: Story = { args: { missing: [] } };
/** In Polish at 375 px, the list opened. */
export const MissingAnswersInPolishOnPhone: Story = {
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pokaż, czego brakuje' }));
    expect(canvas.getByRole('list', { name: 'Do uzupełnienia' })).toBeVisible();
  },
};
