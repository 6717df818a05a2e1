import type { FilledSubformItem, FormListItem, GroupInstance } from '@schemas/generated/api/fill';
import { buildNavigation } from '@engine/navigation/build-navigation';
import { everyAnswerTypeGroup, question } from '@tests/fixtures/fill-group';

const form = (id: number, status = false): FormListItem => ({
  id,
  formDicId: id * 10,
  formName: `Form ${id}`,
  status,
  isActive: true,
});

const subform = (id: number): FilledSubformItem => ({
  id,
  subFormDicId: id * 10,
  name: `Subform ${id}`,
  code: `S${id}`,
});

/** A group instance with two questions, `answered` of them answered. */
function instance(
  id: number,
  questionListDicId: number,
  extra: Partial<GroupInstance> & { answered?: number } = {},
): GroupInstance {
  const { answered = 0, ...rest } = extra;
  return {
    ...everyAnswerTypeGroup(),
    id,
    questionListDicId,
    questionListName: `Group ${questionListDicId}`,
    orderKey: id,
    questionList: [1, 2].map((n) =>
      question(n, 1, { filledQuestionListId: id, answers: n <= answered ? [{ answer: '1' }] : [] }),
    ),
    ...rest,
  };
}

describe('buildNavigation', () => {
  it('builds the form → subform → group tree in the given order of forms and subforms', () => {
    const navigation = buildNavigation(
      [form(1, true), form(2)],
      { 1: [subform(11), subform(12)], 2: [subform(21)] },
      {
        11: [instance(111, 5)],
        21: [instance(211, 6)],
      },
    );
    expect(
      navigation.map((f) => ({ id: f.id, formDicId: f.formDicId, name: f.name, submitted: f.submitted })),
    ).toEqual([
      { id: 1, formDicId: 10, name: 'Form 1', submitted: true },
      { id: 2, formDicId: 20, name: 'Form 2', submitted: false },
    ]);
    expect(navigation[0]!.subforms.map((s) => [s.id, s.name, s.code])).toEqual([
      [11, 'Subform 11', 'S11'],
      [12, 'Subform 12', 'S12'],
    ]);
    expect(navigation[0]!.subforms[1]!.groups).toEqual([]);
    expect(navigation[1]!.subforms[0]!.groups.map((g) => g.id)).toEqual([211]);
  });

  it('gives a form without subforms an empty list', () => {
    expect(buildNavigation([form(1)], {}, {})[0]!.subforms).toEqual([]);
  });

  it('orders groups by orderKey and leaves out inactive ones', () => {
    const groups = [
      instance(3, 5, { orderKey: 3 }),
      instance(1, 5, { orderKey: 1 }),
      instance(2, 5, { orderKey: 2, isActive: false }),
    ];
    const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
    expect(nav!.subforms[0]!.groups.map((g) => g.id)).toEqual([1, 3]);
  });

  it.each<[GroupInstance['qlNumber'], (string | number | undefined)[][]]>([
    [
      -1,
      [
        ['Group 5', undefined],
        ['Group 6', undefined],
      ],
    ],
    [
      0,
      [
        ['Group 5', 1],
        ['Group 6', 1],
        ['Group 5', 2],
        ['Group 5', 3],
      ],
    ],
    [
      1,
      [
        ['Group 5', 1],
        ['Group 6', 1],
        ['Group 5', 2],
        ['Group 5', 3],
      ],
    ],
  ])(
    'labels qlNumber %i groups (numbered per group dictionary id by position for 0 and 1)',
    (qlNumber, labels) => {
      const dictionaryIds = qlNumber === -1 ? [5, 6] : [5, 6, 5, 5];
      const groups = dictionaryIds.map((dicId, index) => instance(index + 1, dicId, { qlNumber }));
      const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
      expect(nav!.subforms[0]!.groups.map((g) => [g.name, g.number])).toEqual(labels);
    },
  );

  it('labels named groups (qlNumber 2) and pattern-named instances by their own names', () => {
    const groups = [
      instance(1, 5, { qlNumber: 2, name: 'North barn' }),
      instance(2, 5, { qlNumber: 2, name: 'South barn' }),
      instance(3, 6, { qlNumber: 0, name: 'PL-001_B1' }),
    ];
    const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
    expect(nav!.subforms[0]!.groups.map((g) => [g.name, g.number, g.qlNumber])).toEqual([
      ['North barn', undefined, 2],
      ['South barn', undefined, 2],
      ['PL-001_B1', undefined, 0],
    ]);
  });

  it('numbers only the active instances', () => {
    const groups = [
      instance(1, 5, { qlNumber: 0, isActive: false }),
      instance(2, 5, { qlNumber: 0 }),
      instance(3, 5, { qlNumber: 0 }),
    ];
    const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
    expect(nav!.subforms[0]!.groups.map((g) => g.number)).toEqual([1, 2]);
  });

  it('shows answered/total per group and completed groups per subform', () => {
    const groups = [instance(1, 5, { answered: 2 }), instance(2, 6, { answered: 1 }), instance(3, 7)];
    const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
    const sub = nav!.subforms[0]!;
    expect(sub.groups.map((g) => [g.answered, g.total, g.complete])).toEqual([
      [2, 2, true],
      [1, 2, false],
      [0, 2, false],
    ]);
    expect(sub).toMatchObject({ completedGroups: 1, totalGroups: 3, complete: false });
  });

  it('marks a subform complete when all its groups are', () => {
    const groups = [instance(1, 5, { answered: 2 }), instance(2, 6, { answered: 2 })];
    const [nav] = buildNavigation([form(1)], { 1: [subform(11)] }, { 11: groups });
    expect(nav!.subforms[0]).toMatchObject({ completedGroups: 2, totalGroups: 2, complete: true });
  });

  it("does not count skipped questions in a group's total", () => {
    const [nav] = buildNavigation(
      [form(1)],
      { 1: [subform(11)] },
      {
        11: [
          {
            ...everyAnswerTypeGroup(),
            questionList: everyAnswerTypeGroup().questionList.map((q) =>
              q.questionId === 4 ? { ...q, answers: [{ answerListId: 42 }] } : q,
            ),
          },
        ],
      },
    );
    // Option 42 of question 4 skips questions 5 and 6: two fewer than the group holds.
    const total = everyAnswerTypeGroup().questionList.length - 2;
    expect(nav!.subforms[0]!.groups[0]).toMatchObject({ answered: 1, total, complete: false });
  });

  it('carries the ids a selection needs', () => {
    const [nav] = buildNavigation(
      [form(1)],
      { 1: [subform(11)] },
      { 11: [instance(111, 5, { qlNumber: 1 })] },
    );
    expect(nav!.subforms[0]!.groups[0]).toMatchObject({ id: 111, questionListDicId: 5, qlNumber: 1 });
  });
});
