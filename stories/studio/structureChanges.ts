import type { StructureChange, StructureChangesReply } from '@schemas/generated/api/structure-studio';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { CHANGE_USERS, CHANGES } from '@tests/fixtures/structure-changes';
import { storyFail, storyOk, type StoryRoutes } from './studioViewsClient';

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

/** The change log's call: the shared entries (tests/fixtures/structure-changes.ts), filtered; or a refusal while `broken()` says so. */
export function changeLogRoutes(broken: () => boolean = () => false): StoryRoutes {
  return {
    [CHANGES_PATH]: (call) => {
      if (broken()) return storyFail(500, 'INTERNAL', 'Down');
      const items = filtered(call);
      return storyOk({ items, total: items.length, users: CHANGE_USERS } satisfies StructureChangesReply);
    },
  };
}
