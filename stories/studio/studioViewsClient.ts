import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import type { ApiFailure, ApiResult } from '@runtime/shared/api/envelope';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { structureStoryClient, type StoryServerOptions } from './structureStoryClient';

type Answer = ApiResult<unknown>;

/**
 * One more call a story's stand-in server answers, by `METHOD /path` (below /api, no query): its
 * answer, or `undefined` to leave the call to the structure stand-in (structureStoryClient).
 */
export type StoryRoute = (call: ApiCall<unknown>) => Answer | undefined;

export type StoryRoutes = Record<string, StoryRoute>;

export const storyOk = (data: unknown = null): Answer => ({ ok: true, data });

export const storyFail = (status: number, error: string, message: string, details?: string[]): ApiFailure =>
  details ? { ok: false, status, error, message, details } : { ok: false, status, error, message };

/**
 * The structure stand-in with the calls of the studio's other views on top (the type's structure
 * document, its change log, import, indicators): still at the network edge, nothing requested from /api.
 */
export function studioViewsClient(
  dic: StructureDic,
  routes: StoryRoutes,
  options: StoryServerOptions = {},
): ApiClient {
  const base = structureStoryClient(dic, options);
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      const answer = routes[`${call.method} ${call.path}`]?.(call);
      if (answer === undefined) return base.send(call);
      await new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
      // As in structureStoryClient: each route answers with the data its call reads.
      return answer as ApiResult<T>;
    },
    download: (call) => base.download(call),
  };
}

/**
 * Type 1's structure document (`reply()` read at each call, so a story may change it) and the
 * question items the views' Open buttons read by id, numbered 1..n in their group as the server
 * numbers them (tests/studio/structure/structureDocument.ts answers the same).
 */
export function documentRoutes(dic: StructureDic, reply: () => Answer): StoryRoutes {
  const routes: StoryRoutes = { 'GET /secured/structure/type/1/document': () => reply() };
  const ids = Object.values(dic.questions).flatMap((list) => list.map((question) => question.id));
  for (const id of ids) {
    routes[`GET /secured/question/dic/${id}`] = () => {
      // Read at call time: a saved question is replaced in its list.
      for (const list of Object.values(dic.questions)) {
        const at = list.findIndex((question) => question.id === id);
        const found = list[at];
        if (found) return storyOk({ ...found, questionOrderKey: at + 1 });
      }
      return storyFail(404, 'NOT_FOUND', 'No such question');
    };
  }
  return routes;
}
