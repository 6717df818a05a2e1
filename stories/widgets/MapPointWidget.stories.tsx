import type { Meta, StoryObj } from '@storybook/react-vite';
import { localMapServices, palaceOfCulture } from '@tests/fixtures/map-answers';
import { QuestionStory } from './QuestionStory';

// No tile server in Storybook (it needs no network): the map says its background is missing and
// still takes clicks, drags and typed coordinates.
const meta = {
  title: 'Widgets/Map point (type 11)',
  component: QuestionStory,
  args: { questionKey: 'q11', map: localMapServices() },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Opens at the marker zoom on the Palace of Culture in Warsaw. */
export const Answered: Story = { args: { values: { q11: palaceOfCulture } } };
/** The engine's verdict on a saved point, as the runtime passes it. */
export const OutsideTheCountry: Story = {
  args: {
    values: { q11: { latitude: 55.5, longitude: 24.5 } },
    engineError: 'The point is outside the borders of Poland',
  },
};
export const ReadOnly: Story = { args: { values: { q11: palaceOfCulture }, readOnly: true } };
/** Nothing to show: no map is loaded. */
export const ReadOnlyWithoutAnswer: Story = { args: { readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
