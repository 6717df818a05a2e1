import { isGridCellSquare } from '@engine/geo/is-grid-cell-square';
import type { AnswerValue, GridSquareValue } from '@engine/answers/answer-value';
import { groupLookups } from '@engine/convert/group-rule-context';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { gridSquaresInRectangle } from '@engine/geo/grid-cells-in-rectangle';
import { validateAnswer } from '@engine/rules/validate-answer';
import { answerTypes, fixtureQuestion, ruleContext, square } from '@tests/fixtures/answer-values';
import { everyAnswerTypeGroup, fixtureToday, question } from '@tests/fixtures/fill-group';

type AnswerType = (typeof answerTypes)[number];

describe('validateAnswer', () => {
  describe('empty values', () => {
    it.each(answerTypes.filter((type) => type !== 10))(
      'accepts an unanswered question of type %i',
      (type) => {
        for (const empty of [undefined, '', '   ', []] as const) {
          expect(
            validateAnswer(fixtureQuestion(type), empty as AnswerValue | undefined, ruleContext()),
          ).toBeUndefined();
        }
      },
    );

    it.each([undefined, '', []] as const)(
      'requires the mandatory rating (type 10): %j → FIELD_REQUIRED',
      (empty) => {
        expect(validateAnswer(fixtureQuestion(10), empty as AnswerValue | undefined, ruleContext())).toEqual({
          key: 'FIELD_REQUIRED',
        });
      },
    );
  });

  it.each<[AnswerType, AnswerValue]>([
    [1, '0'],
    [1, '500'],
    [1, ' 42 '],
    [1, '+5'],
    [1, '007'],
    [2, '12,5'],
    [2, '12.5'],
    [2, '100'],
    [2, '-3,25'],
    [2, '-3.25'],
    [2, '0,125'],
    [3, 'Straw bedding, changed weekly.'],
    [3, 'x'.repeat(225)],
    [4, 41],
    [4, 43],
    [5, { optionId: 51, value: '50' }],
    [5, { optionId: 52, value: '' }],
    [6, [61, 63]],
    [
      7,
      [
        { optionId: 72, value: '50' },
        { optionId: 73, value: '' },
      ],
    ],
    [7, [{ optionId: 71, value: '999' }]],
    [8, 82],
    [9, '15/06/2026'],
    [9, '29/02/2020'],
    [10, 103],
    [11, { latitude: 52.2297, longitude: 21.0122 }],
    [12, { squareId: '1kmE5069N3292', geometry: gridCellSquare({ eastKm: 5069, northKm: 3292 }) }],
    [13, [5, 9]],
    [16, 161],
  ])('accepts the valid value of type %i: %j', (type, value) => {
    expect(validateAnswer(fixtureQuestion(type), value, ruleContext())).toBeUndefined();
  });

  describe('numbers', () => {
    it.each<[AnswerType, string, object]>([
      [2, '1.234', { key: 'AMBIGUOUS_SEPARATOR', params: { whole: '1234', decimal: '1.2340' } }],
      [2, '1 000,5', { key: 'NO_THOUSANDS_SEPARATOR', params: { plain: '1000,5' } }],
      [2, 'abc', { key: 'VALUE_SHOULD_BE_NUMBER' }],
      [2, '12,5,0', { key: 'VALUE_SHOULD_BE_NUMBER' }],
      [2, '1e3', { key: 'VALUE_SHOULD_BE_NUMBER' }],
      [1, '12,5', { key: 'VALUE_SHOULD_BE_INTEGER' }],
      [1, '12.5', { key: 'VALUE_SHOULD_BE_INTEGER' }],
      [1, '1e3', { key: 'VALUE_SHOULD_BE_INTEGER' }],
      [1, '-5', { key: 'VALUE_BETWEEN', params: { min: 0, max: 500 } }],
      [1, 'abc', { key: 'VALUE_SHOULD_BE_INTEGER' }],
    ])('type %i refuses %j: %j', (type, typed, message) => {
      expect(validateAnswer(fixtureQuestion(type), typed, ruleContext())).toEqual(message);
    });

    it.each<[string, Partial<Parameters<typeof question>[2]>, string, object]>([
      ['min and max', { min: 0, max: 500 }, '501', { key: 'VALUE_BETWEEN', params: { min: 0, max: 500 } }],
      ['a minimum only', { min: 10 }, '9', { key: 'VALUE_GREATER_THAN', params: { min: 10 } }],
      ['a maximum only', { max: 100 }, '101', { key: 'VALUE_LESS_THAN', params: { max: 100 } }],
    ])("checks an integer against the question's %s", (_name, bounds, typed, message) => {
      expect(validateAnswer(question(1, 1, bounds), typed, ruleContext())).toEqual(message);
    });

    it.each([
      ['100,01', { key: 'VALUE_LESS_THAN', params: { max: 100 } }],
      ['100,00', undefined],
    ])("checks a decimal against the question's maximum: %j → %j", (typed, message) => {
      expect(validateAnswer(fixtureQuestion(2), typed, ruleContext())).toEqual(message);
    });

    it('refuses a value that is not a text for the typed types', () => {
      expect(validateAnswer(fixtureQuestion(1), 42, ruleContext())).toEqual({
        key: 'VALUE_SHOULD_BE_INTEGER',
      });
      expect(validateAnswer(fixtureQuestion(2), 42, ruleContext())).toEqual({
        key: 'VALUE_SHOULD_BE_NUMBER',
      });
    });
  });

  describe("bounds from another question's answer (maxAnswerQuestionId)", () => {
    const bounded = question(20, 1, { min: 1, maxAnswerQuestionId: 1, orderKey: 20 });

    it.each([
      ['12', undefined],
      ['30', undefined],
      ['31', { key: 'VALUE_BETWEEN', params: { min: 1, max: 30 } }],
      ['0', { key: 'VALUE_BETWEEN', params: { min: 1, max: 30 } }],
    ])(
      'takes the maximum from the current value of a question of the same group: %j → %j',
      (typed, message) => {
        const group = everyAnswerTypeGroup();
        const questions = [...group.questionList, bounded];
        const { rules } = groupLookups(questions, { q1: '30', q20: typed }, { today: fixtureToday });
        expect(validateAnswer(bounded, typed, rules)).toEqual(message);
      },
    );

    it.each([
      ['30', undefined],
      ['31', { key: 'VALUE_BETWEEN', params: { min: 1, max: 30 } }],
    ])(
      'takes the maximum from the saved answer of a question outside the group: %j → %j',
      (typed, message) => {
        const { rules } = groupLookups(
          [bounded],
          { q20: typed },
          {
            today: fixtureToday,
            externalAnswers: { 1: [{ answer: '30' }] },
          },
        );
        expect(validateAnswer(bounded, typed, rules)).toEqual(message);
      },
    );

    it('has no maximum while the other question is unanswered', () => {
      const { rules } = groupLookups([bounded], { q20: '1000000' }, { today: fixtureToday });
      expect(validateAnswer(bounded, '1000000', rules)).toBeUndefined();
    });

    it("bounds an option's value by the answer of the question the option names", () => {
      const q7 = fixtureQuestion(7);
      expect(validateAnswer(q7, [{ optionId: 71, value: '40' }], ruleContext({ 1: 40 }))).toBeUndefined();
      expect(validateAnswer(q7, [{ optionId: 71, value: '41' }], ruleContext({ 1: 40 }))).toEqual({
        key: 'VALUE_LESS_THAN',
        params: { max: 40 },
      });
    });
  });

  describe('long text', () => {
    it.each([
      ["its question's max (225)", 225, undefined, fixtureQuestion(3)],
      ["its question's max (225)", 226, { key: 'TEXT_TOO_LONG', params: { max: 225 } }, fixtureQuestion(3)],
      ['1000 without a max', 1000, undefined, question(30, 3)],
      ['1000 without a max', 1001, { key: 'TEXT_TOO_LONG', params: { max: 1000 } }, question(30, 3)],
    ])('limits a long text to %s: %i characters → %j', (_limit, length, message, target) => {
      expect(validateAnswer(target, 'a'.repeat(length), ruleContext())).toEqual(message);
    });
  });

  describe('choices', () => {
    it.each<[AnswerType, AnswerValue]>([
      [4, 99],
      [8, 41],
      [10, 6],
      [16, 41],
      [6, [61, 99]],
      [5, { optionId: 99, value: '1' }],
      [7, [{ optionId: 99, value: '1' }]],
      [4, 'Slatted floor'],
      [5, 51],
      [6, 61],
    ])(
      'refuses for type %i the option %j that the question does not have: OPTION_NOT_OFFERED',
      (type, value) => {
        expect(validateAnswer(fixtureQuestion(type), value, ruleContext())).toEqual({
          key: 'OPTION_NOT_OFFERED',
        });
      },
    );

    it.each<[AnswerType, AnswerValue, object]>([
      [5, { optionId: 51, value: '' }, { key: 'FIELD_REQUIRED' }],
      [5, { optionId: 51, value: '  ' }, { key: 'FIELD_REQUIRED' }],
      [5, { optionId: 51, value: '12,5' }, { key: 'VALUE_SHOULD_BE_INTEGER' }],
      [5, { optionId: 51, value: '0' }, { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } }],
      [7, [{ optionId: 72, value: '' }], { key: 'FIELD_REQUIRED' }],
      [
        7,
        [
          { optionId: 73, value: '' },
          { optionId: 72, value: '51' },
        ],
        { key: 'VALUE_BETWEEN', params: { min: 0, max: 50 } },
      ],
      [7, [{ optionId: 72, value: 'x' }], { key: 'VALUE_SHOULD_BE_INTEGER' }],
    ])(
      'requires and checks the value of a chosen option with input (type %i, %j → %j)',
      (type, value, message) => {
        expect(validateAnswer(fixtureQuestion(type), value, ruleContext())).toEqual(message);
      },
    );
  });

  describe('dates', () => {
    it.each([
      ['31/02/2020', { key: 'INVALID_DATE_FORMAT' }],
      ['2020-02-01', { key: 'INVALID_DATE_FORMAT' }],
      ['16/06/2026', { key: 'FUTURE_DATE' }],
      ['15/06/2026', undefined],
    ])('checks %j against the calendar and today (15/06/2026): %j', (typed, message) => {
      expect(validateAnswer(fixtureQuestion(9), typed, ruleContext())).toEqual(message);
    });

    it('takes today from the rule context', () => {
      expect(
        validateAnswer(fixtureQuestion(9), '16/06/2026', { ...ruleContext(), today: '2026-06-16' }),
      ).toBeUndefined();
    });
  });

  describe('map point', () => {
    it.each([
      [{ latitude: 90.5, longitude: 21 }, { key: 'INSERT_CORRECT_LAT' }],
      [{ latitude: -91, longitude: 21 }, { key: 'INSERT_CORRECT_LAT' }],
      [{ latitude: 52, longitude: 181 }, { key: 'INSERT_CORRECT_LNG' }],
      [{ latitude: 40, longitude: 21 }, { key: 'OUTSIDE_COUNTRY' }],
      [{ latitude: 52, longitude: 26 }, { key: 'OUTSIDE_COUNTRY' }],
      [{ latitude: 48, longitude: 13 }, undefined],
    ])('checks the point %j: %j', (point, message) => {
      expect(validateAnswer(fixtureQuestion(11), point, ruleContext())).toEqual(message);
    });

    it('refuses a value that is no point with INSERT_CORRECT_LAT', () => {
      expect(validateAnswer(fixtureQuestion(11), 'here', ruleContext())).toEqual({
        key: 'INSERT_CORRECT_LAT',
      });
    });

    it('uses the country bounds of the rule context', () => {
      const rules = {
        ...ruleContext(),
        countryBounds: { minLatitude: 40, maxLatitude: 45, minLongitude: 0, maxLongitude: 5 },
      };
      expect(validateAnswer(fixtureQuestion(11), { latitude: 42, longitude: 2 }, rules)).toBeUndefined();
      expect(validateAnswer(fixtureQuestion(11), { latitude: 52, longitude: 21 }, rules)).toEqual({
        key: 'OUTSIDE_COUNTRY',
      });
    });
  });

  describe('grid square', () => {
    const palace = { eastKm: 5069, northKm: 3292 };

    it('accepts each square the map is given for a view, with its code', () => {
      const result = gridSquaresInRectangle(
        { minLatitude: 50.06, maxLatitude: 50.07, minLongitude: 19.93, maxLongitude: 19.95 },
        100,
      );
      if (!result.ok) throw new Error('refused');
      for (const { code, ring } of result.squares) {
        const [southWest, southEast, northEast, northWest, closing] = ring;
        if (!southWest || !southEast || !northEast || !northWest || !closing) throw new Error('not a ring');
        const coordinates: GridSquareValue['geometry']['coordinates'] = [
          [southWest, southEast, northEast, northWest, closing],
        ];
        const value = { squareId: code, geometry: { type: 'Polygon' as const, coordinates } };
        expect(validateAnswer(fixtureQuestion(12), value, ruleContext())).toBeUndefined();
      }
    });

    it.each([
      [
        'a made-up code (as the server tests save today)',
        { squareId: 'CD45', geometry: gridCellSquare(palace) },
      ],
      ['no code', { squareId: '', geometry: gridCellSquare(palace) }],
    ])('refuses %s with GRID_SQUARE_UNKNOWN', (_case, value) => {
      expect(validateAnswer(fixtureQuestion(12), value, ruleContext())).toEqual({
        key: 'GRID_SQUARE_UNKNOWN',
      });
    });

    it.each([
      ['a made-up square', { squareId: '1kmE5069N3292', geometry: square(21, 52.23) }],
      ['the square of another code', { squareId: '1kmE5070N3292', geometry: gridCellSquare(palace) }],
      [
        'the square of the cell next to it',
        { squareId: '1kmE5069N3292', geometry: gridCellSquare({ eastKm: 5069, northKm: 3293 }) },
      ],
    ])('leaves %s under a real code to the server (isGridCellSquare needs proj4)', (_case, value) => {
      expect(validateAnswer(fixtureQuestion(12), value, ruleContext())).toBeUndefined();
      expect(isGridCellSquare(value)).toBe(false);
    });

    it('refuses a value that is no grid square with GRID_SQUARE_UNKNOWN', () => {
      expect(validateAnswer(fixtureQuestion(12), { latitude: 52, longitude: 21 }, ruleContext())).toEqual({
        key: 'GRID_SQUARE_UNKNOWN',
      });
    });
  });
});
