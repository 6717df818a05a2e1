import { screen, within } from '@testing-library/react';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { square } from '@tests/fixtures/answer-values';
import { questionServer } from './support/questionServer';
import { advance, card, renderGroup, settle, textbox, useFakeSaveTimers } from './support/renderGroup';

/**
 * The fill screen's Content Security Policy has no 'unsafe-eval', so nothing a card runs may compile
 * code from strings. RJSF's ajv validator did, for every schema it saw (a console error and a CSP
 * violation each, thousands per questionnaire); the cards now match options without it.
 */

/**
 * Watches the two ways to compile code from a string, `Function` and `eval`, and keeps where each
 * call came from. jsdom's own selector engine (nwsapi) compiles its selectors this way; a browser
 * has none of it, so its calls are left out.
 */
function watchCodeGeneration() {
  const callers: string[] = [];
  const note = () => {
    const stack = new Error().stack ?? '';
    if (!stack.includes('/nwsapi/')) callers.push(stack.split('\n').slice(2, 6).join('\n'));
  };
  const originalFunction = globalThis.Function;
  const originalEval = globalThis.eval;
  globalThis.Function = new Proxy(originalFunction, {
    apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
    construct: (target, args) => (note(), Reflect.construct(target, args)),
  });
  globalThis.eval = new Proxy(originalEval, {
    apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
  });
  return {
    callers: () => [...callers],
    stop: () => {
      globalThis.Function = originalFunction;
      globalThis.eval = originalEval;
    },
  };
}

let codeGeneration: ReturnType<typeof watchCodeGeneration>;
let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  codeGeneration = watchCodeGeneration();
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  codeGeneration.stop();
  vi.restoreAllMocks();
});

function expectNoCodeGenerated(): void {
  expect(codeGeneration.callers()).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
}

/** Saved answers of every answer type, by question id (each gets a saving date). */
const savedAnswers: Readonly<Record<number, SavedAnswer[]>> = {
  1: [{ answer: '120' }],
  2: [{ answer: '12.75' }],
  3: [{ answer: 'Straw, changed weekly.' }],
  4: [{ answerListId: 41 }],
  5: [{ answerListId: 51, answer: '7' }],
  6: [{ answerListId: 61 }, { answerListId: 63 }],
  7: [{ answerListId: 72, answer: '12' }],
  8: [{ answerListId: 81 }],
  9: [{ answer: '2026-05-31' }],
  10: [{ answerListId: 104 }],
  11: [{ geomAnswer: { type: 'Point', coordinates: [19.55, 51.9] } }],
  12: [{ answer: 'E123N456', gridGeomAnswer: square(19.5, 51.9) }],
  13: [{ answer: '902' }],
  16: [{ answerListId: 162 }],
};

function answeredGroup(): GroupInstance {
  const group = everyAnswerTypeGroup();
  for (const question of group.questionList) {
    const answers = savedAnswers[question.questionId] ?? [];
    question.answers = answers.map((answer) => ({ ...answer, date: '2026-06-10T07:45:00' }));
  }
  return group;
}

const pens = [
  { id: 901, answer: 'Pen A' },
  { id: 902, answer: 'Pen B' },
];

/** The combo box of the card numbered `number` (question 16 is the 14th card). */
function combobox(number: number): HTMLElement {
  return within(card(number)).getByRole('combobox');
}

describe('the cards of every answer type generate no code', () => {
  it('a group answered in every type shows each answer, its chosen options matched without code', async () => {
    const group = answeredGroup();
    questionServer(group, { answersAsOptions: pens });
    renderGroup(group);
    await settle();
    expect(textbox(1).value).toBe('120');
    expect(textbox(2).value).toBe('12,75');
    expect(combobox(4).textContent).toBe('Slatted floor');
    expect(combobox(5).textContent).toBe('Contract');
    expect(within(card(5)).getByRole('textbox').getAttribute('value')).toBe('7');
    expect(within(card(6)).getByRole('checkbox', { name: 'Straw' })).toHaveProperty('checked', true);
    expect(within(card(6)).getByRole('checkbox', { name: 'Peat' })).toHaveProperty('checked', true);
    expect(within(card(7)).getByRole('checkbox', { name: 'Oil' })).toHaveProperty('checked', true);
    expect(within(card(8)).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(combobox(9)).toHaveProperty('value', '31/05/2026');
    expect(within(card(10)).getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
    expect(within(card(13)).getByRole('checkbox', { name: 'Pen B' })).toHaveProperty('checked', true);
    expect(combobox(14).textContent).toBe('Mains');
    expectNoCodeGenerated();
  });

  describe('answering', () => {
    beforeEach(() => useFakeSaveTimers());
    afterEach(() => vi.useRealTimers());

    it('answers of every type typed, chosen and ticked in a fresh group are saved', async () => {
      const group = everyAnswerTypeGroup();
      const server = questionServer(group, { answersAsOptions: pens });
      const { user } = renderGroup(group);
      await advance(0);
      await user.type(textbox(1), '42');
      await user.type(textbox(2), '3,5');
      await user.type(textbox(3), 'Slats');
      await user.click(combobox(4));
      await user.click(screen.getByRole('option', { name: 'Slatted floor' }));
      await user.click(combobox(5));
      await user.click(screen.getByRole('option', { name: 'Spot market' }));
      await user.click(within(card(6)).getByRole('checkbox', { name: 'Sawdust' }));
      await user.click(within(card(7)).getByRole('checkbox', { name: 'None' }));
      await user.click(within(card(8)).getByRole('radio', { name: 'Yes' }));
      await user.type(combobox(9), '31/05/2026');
      await user.click(within(card(10)).getByRole('radio', { name: '3' }));
      await user.click(within(card(13)).getByRole('checkbox', { name: 'Pen A' }));
      await user.click(combobox(14));
      await user.click(screen.getByRole('option', { name: 'Well' }));
      await advance(3000);
      const saved = new Map(server.saves().map((save) => [save.questionId, save.answers]));
      expect(Object.fromEntries(saved)).toEqual({
        1: [{ answer: '42' }],
        2: [{ answer: '3.5' }],
        3: [{ answer: 'Slats' }],
        4: [{ answerListId: 41 }],
        5: [{ answerListId: 52, answer: null }],
        6: [{ answerListId: 62 }],
        7: [{ answerListId: 73, answer: null }],
        8: [{ answerListId: 81 }],
        9: [{ answer: '2026-05-31' }],
        10: [{ answerListId: 103 }],
        13: [{ answer: '901' }],
        16: [{ answerListId: 161 }],
      });
      expectNoCodeGenerated();
    });
  });
});
