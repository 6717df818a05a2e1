import type { GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';
import { expect, waitFor, within } from 'storybook/test';

/** Fixture variants the every-answer-type group does not cover. */
export const storyGroups = {
  /** Question 6 with "Sawdust" inactive. */
  withInactiveOption(): GroupInstance {
    return {
      ...everyAnswerTypeGroup(),
      questionList: [
        question(6, 6, {
          answerList: [option(61, 'Straw'), option(62, 'Sawdust', { isActive: false }), option(63, 'Peat')],
        }),
      ],
    };
  },
  /** Question 13 whose source question has no answers yet. */
  withoutAnswersToChoose(): GroupInstance {
    return { ...everyAnswerTypeGroup(), questionList: [question(13, 13, { optionsFromQuestionId: 77 })] };
  },
};

interface NamedStory {
  name?: string;
  globals?: Record<string, unknown>;
}

/**
 * The same story in Polish, named "<name> (pl)" so it sits by the English one in the sidebar and in
 * the test report. Only for stories without a play function: plays find controls by English texts.
 */
export function inPolish<S extends NamedStory>(name: string, story: S): S {
  return { ...story, name: `${name} (pl)`, globals: { ...story.globals, language: 'pl' } };
}

/** Waits until QuestionStory's value line reads exactly `value: <json>` (`undefined` when cleared). */
export async function expectValue(canvasElement: HTMLElement, json: string): Promise<void> {
  const line = within(canvasElement).getByText(/^value:/);
  await waitFor(() => expect(line.textContent).toBe(`value: ${json}`));
}
