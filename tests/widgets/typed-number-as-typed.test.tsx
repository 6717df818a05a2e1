import { buildGroupForm } from '@engine/convert/group-form';
import { translations } from '@runtime/translations/translations';
import { everyAnswerTypeGroup, question } from '@tests/fixtures/fill-group';
import { screen } from '@testing-library/react';
import { fillContext, questionForm, questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { expectInvalid, expectValid } from './support/described';

// What the user typed into a number is never rewritten into another number: it stays in the box as
// typed and is either accepted as it is or refused with the rule's message (issue 10).

function input(name: string): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

/** A one-question form of an integer (type 1) or decimal (type 2) question without bounds. */
function unbounded(answerTypeDicId: 1 | 2) {
  const group = { ...everyAnswerTypeGroup(), questionList: [question(1, answerTypeDicId)] };
  return questionForm(buildGroupForm(group, fillContext), 'q1');
}

const en = translations.en.validation;

describe('integer widget (type 1, bounds 0-500): the text is kept as typed', () => {
  it.each([
    ['12,5', en.VALUE_SHOULD_BE_INTEGER],
    ['12.5', en.VALUE_SHOULD_BE_INTEGER],
    ['1e3', en.VALUE_SHOULD_BE_INTEGER],
    ['abc', en.VALUE_SHOULD_BE_INTEGER],
    ['4 2', en.VALUE_SHOULD_BE_INTEGER],
    ['-5', 'The value should be between 0 - 500'],
    ['1 000', 'Type the number without thousands separators: 1000'],
    ['1,000', 'Type the number without thousands separators: 1000'],
    ['1234567890123456', 'Use at most 15 digits'],
  ])('%j stays in the box, is reported as typed and refused with its message', async (typed, message) => {
    const { user, last } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), typed);
    expect(input('Question text 1').value).toBe(typed);
    expect(last('q1')).toBe(typed);
    expectInvalid(input('Question text 1'), message);
  });

  it.each(['42', '+5', '007', ' 42 '])('%j is accepted as typed', async (typed) => {
    const { user, last } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), typed);
    expect(input('Question text 1').value).toBe(typed);
    expect(last('q1')).toBe(typed);
    expectValid(input('Question text 1'));
  });

  it('a negative is accepted when the question has no minimum', async () => {
    const { user, last } = renderAnswerForm(unbounded(1));
    await user.type(input('Question text 1'), '-5');
    expect(last('q1')).toBe('-5');
    expectValid(input('Question text 1'));
  });

  it('asks phones for a keyboard with a minus sign only when a negative may be typed', () => {
    const bounded = renderAnswerForm(questionParts('q1'));
    expect(input('Question text 1').inputMode).toBe('numeric');
    bounded.unmount();
    renderAnswerForm(unbounded(1));
    expect(input('Question text 1').inputMode).toBe('text');
  });
});

describe('decimal widget (type 2, max 100): a comma or a point, never a guess', () => {
  it.each(['12,5', '12.5', '-3.25', '-3,25', '0,125', '0.125', '1,2340', '+7', '99.99'])(
    '%j is accepted as typed',
    async (typed) => {
      const { user, last } = renderAnswerForm(questionParts('q2'));
      await user.type(input('Question text 2'), typed);
      expect(input('Question text 2').value).toBe(typed);
      expect(last('q2')).toBe(typed);
      expectValid(input('Question text 2'));
    },
  );

  it.each([
    ['1,234', 'It is unclear whether this is a whole number or a decimal: type 1234 or 1,2340'],
    ['1.234', 'It is unclear whether this is a whole number or a decimal: type 1234 or 1.2340'],
    ['1.234,5', 'Type the number without thousands separators: 1234,5'],
    ['1,234.5', 'Type the number without thousands separators: 1234.5'],
    ['12,5,1', en.VALUE_SHOULD_BE_NUMBER],
    ['1e3', en.VALUE_SHOULD_BE_NUMBER],
    ['12,5a', en.VALUE_SHOULD_BE_NUMBER],
    ['0,1234567890123456', 'Use at most 15 digits'],
    ['100,5', 'The value should be less than 100'],
  ])('%j stays in the box and is refused with its message', async (typed, message) => {
    const { user, last } = renderAnswerForm(questionParts('q2'));
    await user.type(input('Question text 2'), typed);
    expect(input('Question text 2').value).toBe(typed);
    expect(last('q2')).toBe(typed);
    expectInvalid(input('Question text 2'), message);
  });

  it('a point is accepted in every interface language', async () => {
    const { user } = renderAnswerForm(questionParts('q2'), { language: 'pl' });
    await user.type(screen.getByRole('textbox'), '12.5');
    expectValid(screen.getByRole('textbox'));
  });

  it('the ambiguous message is translated', async () => {
    const { user } = renderAnswerForm(questionParts('q2'), { language: 'de' });
    await user.type(screen.getByRole('textbox'), '2,125');
    expectInvalid(
      screen.getByRole('textbox'),
      'Unklar, ob dies eine ganze Zahl oder eine Dezimalzahl ist: Geben Sie 2125 oder 2,1250 ein',
    );
  });

  it('a decimal question without a minimum takes negatives; its phone keyboard has a minus sign', async () => {
    const { user } = renderAnswerForm(unbounded(2));
    expect(input('Question text 1').inputMode).toBe('text');
    await user.type(input('Question text 1'), '-0,5');
    expectValid(input('Question text 1'));
  });
});
