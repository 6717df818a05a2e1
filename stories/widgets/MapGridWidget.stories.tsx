import type { Meta, StoryObj } from '@storybook/react-vite';
import { localMapServices, palaceOfCultureSquare } from '@tests/fixtures/map-answers';
import { QuestionStory } from './QuestionStory';

// The grid squares are computed here (engine/geo, as the server does), not asked of a server.
const meta = {
  title: 'Widgets/Map grid square (type 12)',
  component: QuestionStory,
  args: { questionKey: 'q12', map: localMapServices() },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens at zoom 8: zoom in three times to see the squares. */
export const Empty: Story = {};
/** Opens at the grid zoom on the square of the Palace of Culture, the squares around it drawn. */
export const Answered: Story = { args: { values: { q12: palaceOfCultureSquare } } };
/** The grid cannot be had (offline): a code can still be typed. */
export const GridUnavailable: Story = {
  args: {
    values: { q12: palaceOfCultureSquare },
    map: { gridSquares: () => Promise.reject(new Error('offline')) },
  },
};
export const ReadOnly: Story = { args: { values: { q12: palaceOfCultureSquare }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
