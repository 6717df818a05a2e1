import { within } from '@testing-library/react';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { SAVED_AT_SHOWN, questionServer } from './support/questionServer';
import { advance, card, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

// Issue 10: an integer question turned "12,5" into 125 and showed a green "saved". What is typed is
// saved as the number written, or refused with the rule's message and never shown as saved.

const REFUSED = 'Error: the answer is not saved or not valid';

describe('numbers on the fill screen are saved as typed or refused', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['12,5', 'The value should be a whole number'],
    ['12.5', 'The value should be a whole number'],
    ['1e3', 'The value should be a whole number'],
    ['-5', 'The value should be between 0 - 500'],
    ['abc', 'The value should be a whole number'],
  ])('an integer question keeps %j in its box, saves no number and shows %j', async (typed, message) => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(1), typed);
    await advance(1000);
    expect(textbox(1)).toHaveProperty('value', typed);
    // The specification's integer rule: an invalid integer saves an empty answer, never a number.
    expect(server.saves().map((save) => save.answers)).toEqual([[]]);
    expect(within(card(1)).getAllByText(message).length).toBeGreaterThan(0);
    expect(statusOf(1)).toBe(REFUSED);
  });

  it.each([
    ['12.5', '12.5'],
    ['12,5', '12.5'],
    ['-0,25', '-0.25'],
    ['1,2340', '1.2340'],
  ])('a decimal question saves %j as %j', async (typed, stored) => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(2), typed);
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: stored }]]);
    expect(statusOf(2)).toBe(`Saved ${SAVED_AT_SHOWN}`);
    expect(textbox(2)).toHaveProperty('value', typed);
  });

  it('a decimal question saves nothing for an ambiguous 1,234 and says what to type instead', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(2), '1,234');
    await advance(1000);
    expect(server.saves()).toEqual([]);
    expect(textbox(2)).toHaveProperty('value', '1,234');
    expect(
      within(card(2)).getAllByText(
        'It is unclear whether this is a whole number or a decimal: type 1234 or 1,2340',
      ).length,
    ).toBeGreaterThan(0);
    expect(statusOf(2)).toBe(REFUSED);
  });

  it('emptying a number clears the answer', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(2), '7');
    await advance(1000);
    await user.clear(textbox(2));
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '7' }], []]);
  });
});
