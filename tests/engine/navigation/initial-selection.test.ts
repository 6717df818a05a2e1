import type { NavigationForm, NavigationSubform } from '@engine/navigation/build-navigation';
import { initialSelection } from '@engine/navigation/initial-selection';

const subform = (id: number, groupIds: number[]): NavigationSubform => ({
  id,
  name: `Subform ${id}`,
  code: `S${id}`,
  completedGroups: 0,
  totalGroups: groupIds.length,
  complete: false,
  groups: groupIds.map((groupId) => ({
    id: groupId,
    questionListDicId: groupId,
    qlNumber: -1,
    name: `Group ${groupId}`,
    answered: 0,
    total: 1,
    complete: false,
  })),
});

const form = (
  id: number,
  submitted: boolean,
  subforms: NavigationSubform[] = [subform(id * 10, [id * 100, id * 100 + 1])],
): NavigationForm => ({
  id,
  formDicId: id,
  name: `Form ${id}`,
  submitted,
  subforms,
});

describe('initialSelection', () => {
  it.each([
    [
      'the first form in edition',
      [form(1, true), form(2, false), form(3, false)],
      false,
      { formId: 2, subformId: 20, groupId: 200 },
    ],
    [
      'the first form when it is in edition',
      [form(1, false), form(2, false)],
      false,
      { formId: 1, subformId: 10, groupId: 100 },
    ],
    [
      'the first form when every form is submitted',
      [form(1, true), form(2, true)],
      false,
      { formId: 1, subformId: 10, groupId: 100 },
    ],
    [
      'the first form in show-all mode (admin, read-only)',
      [form(1, true), form(2, false)],
      true,
      { formId: 1, subformId: 10, groupId: 100 },
    ],
  ])('opens %s, its first subform and first group', (_name, forms, showAll, selection) => {
    expect(initialSelection(forms, { showAll })).toEqual(selection);
  });

  it.each([
    ['no forms', [], { formId: undefined, subformId: undefined, groupId: undefined }],
    [
      'a form without subforms',
      [form(1, false, [])],
      { formId: 1, subformId: undefined, groupId: undefined },
    ],
    [
      'a subform without groups',
      [form(1, false, [subform(10, [])])],
      { formId: 1, subformId: 10, groupId: undefined },
    ],
  ])('selects what exists with %s', (_name, forms, selection) => {
    expect(initialSelection(forms, { showAll: false })).toEqual(selection);
  });
});
