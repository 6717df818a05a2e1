import type { StructureChange, StructureChangesReply } from '@schemas/generated/api/structure-studio';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { storyFail, storyOk, type StoryRoutes } from './studioViewsClient';

/**
 * Type 1's change log as tests/studio/structure/changes/structure-change-log.test.tsx feeds it: Breed
 * switched off and renamed in Polish by the administrator, and Herd and Buildings swapped by an editor.
 */
export const CHANGE_USERS: StructureChangesReply['users'] = [
  { id: 1, email: 'admin@example.com' },
  { id: 7, email: 'editor@example.com' },
];

function entry(id: number, values: Partial<StructureChange>): StructureChange {
  return {
    id,
    changedAt: '2026-03-02T09:15:00.000Z',
    userId: 1,
    userEmail: 'admin@example.com',
    action: 'updateQuestionDic',
    level: 'question',
    entityId: 41,
    version: id + 1,
    before: null,
    after: null,
    ...values,
  };
}

export const CHANGES: readonly StructureChange[] = [
  entry(2, {
    before: { id: 41, shortName: 'breed', isActive: true, text: { en: 'Breed', pl: 'Rasa', de: 'Rasse' } },
    after: {
      id: 41,
      shortName: 'breed',
      isActive: false,
      text: { en: 'Breed', pl: 'Rasa bydła', de: 'Rasse' },
    },
  }),
  entry(1, {
    changedAt: '2026-02-20T14:40:00.000Z',
    userId: 7,
    userEmail: 'editor@example.com',
    action: 'swapGroups',
    level: 'group',
    entityId: 31,
    before: { orderKeys: { '31': 1, '32': 2 } },
    after: { orderKeys: { '31': 2, '32': 1 } },
  }),
];

const CHANGES_PATH = 'GET /secured/structure/type/1/changes';

/** The entries a query asks for, filtered as the server filters them (user, first and last day). */
function filtered(call: ApiCall<unknown>): StructureChange[] {
  const query = call.query ?? {};
  return CHANGES.filter((change) => {
    const day = change.changedAt.slice(0, 10);
    if (query.userId !== undefined && String(change.userId) !== query.userId) return false;
    if (query.from !== undefined && day < query.from) return false;
    return query.to === undefined || day <= query.to;
  });
}

/** The change log's call: the entries above, filtered; or a refusal while `broken()` says so. */
export function changeLogRoutes(broken: () => boolean = () => false): StoryRoutes {
  return {
    [CHANGES_PATH]: (call) => {
      if (broken()) return storyFail(500, 'INTERNAL', 'Down');
      const items = filtered(call);
      return storyOk({ items, total: items.length, users: CHANGE_USERS } satisfies StructureChangesReply);
    },
  };
}
