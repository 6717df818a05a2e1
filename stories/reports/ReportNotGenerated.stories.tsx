import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ReportNotGenerated } from '@runtime/reports/screen/ReportNotGenerated';
import type { StoryRoutes } from './storyApi';
import { CHECK, GENERATE, MISSING_ANSWERS, QUESTIONNAIRE_ID, StoryApi } from './storyApi';

interface NotGeneratedStoryProps {
  routes: StoryRoutes;
  onGenerated: () => void;
}

/** The panel with the story server answering the recommended-answers check and the generation. */
function NotGeneratedStory({ routes, onGenerated }: NotGeneratedStoryProps) {
  return (
    <StoryApi routes={routes}>
      <ReportNotGenerated questionnaireId={QUESTIONNAIRE_ID} formDicId={2} onGenerated={onGenerated} />
    </StoryApi>
  );
}

const meta = {
  title: 'Reports/Report not generated',
  component: NotGeneratedStory,
  args: { routes: { [CHECK]: { data: 1 }, [GENERATE]: { data: null } }, onGenerated: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof NotGeneratedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted form without a report: the notice and the button; generating succeeds and the report is read again. */
export const NotGenerated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('No report has been generated for this form yet.');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(args.onGenerated).toHaveBeenCalledOnce());
  },
};
/** Generating: the button busy. */
export const Generating: Story = {
  args: { routes: { [CHECK]: 'pending' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate report' }));
    expect(await canvas.findByRole('button', { name: 'Generating the report…' })).toBeVisible();
  },
};
/** Recommended answers missing: nothing generated, and the reason said. */
export const AnswersMissing: Story = {
  args: { routes: { [CHECK]: { data: MISSING_ANSWERS } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate report' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('Not every answer this report needs is filled in yet.');
    expect(args.onGenerated).not.toHaveBeenCalled();
  },
};
/** The server refused, with its message. */
export const Refused: Story = {
  args: {
    routes: { [CHECK]: { data: 1 }, [GENERATE]: { status: 409, message: 'Submit the form before generating its report.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate report' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('Submit the form before generating its report.');
  },
};
/** In Polish at 375 px. */
export const NotGeneratedInPolishOnPhone: Story = {
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Dla tego formularza nie wygenerowano jeszcze raportu.');
    expect(canvas.getByRole('button', { name: 'Generuj raport' })).toBeVisible();
  },
};
