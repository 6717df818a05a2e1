import type { FormListItem } from '@schemas/generated/api/fill';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import type { ApiResult } from '@runtime/shared/api/envelope';
import { swrSettings } from '@runtime/shared/api/swrSettings';

/** An answer of the story server: data, a refusal with the server's message, or no answer at all. */
export type StoryReply = { data: unknown } | { status: number; message: string } | 'pending';

/** Replies by `METHOD path` (the query left out), e.g. `GET /secured/indicator/41`. */
export type StoryRoutes = Record<string, StoryReply | (() => StoryReply)>;

export const QUESTIONNAIRE_ID = 41;
export const REPORT = `GET /secured/indicator/${QUESTIONNAIRE_ID}`;
export const GENERATE = `POST /secured/indicator/${QUESTIONNAIRE_ID}`;
export const CHECK = `GET /secured/questinnaire/checkRecommendedAnswers/${QUESTIONNAIRE_ID}`;
export const AVERAGE = (formDicId: number) => `GET /secured/indicator/average/${formDicId}`;

/** The report tests' forms (tests/runtime/reports/reportServer.ts): Welfare and Housing submitted, Emissions not. */
export const WELFARE: FormListItem = { id: 102, formDicId: 2, formName: 'Welfare', status: true, isActive: true };

export const STORY_FORMS: FormListItem[] = [
  WELFARE,
  { id: 103, formDicId: 3, formName: 'Housing', status: true, isActive: true },
  { id: 104, formDicId: 4, formName: 'Emissions', status: false, isActive: true },
];

/** What the recommended-answers check says when a group of Welfare still misses answers. */
export const MISSING_ANSWERS = {
  filledFormList: [],
  missingFormList: [
    {
      formName: 'Welfare',
      filledSubForms: [{ subformName: 'Housing', questionListList: [{ questionListName: 'Barn', name: null }] }],
    },
  ],
};

function storyClient(routes: StoryRoutes): ApiClient {
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      const route = routes[`${call.method} ${call.path}`];
      const reply = typeof route === 'function' ? route() : route;
      // A short wait, as a server takes, so the busy states are seen.
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (reply === 'pending') return new Promise<never>(() => undefined);
      if (reply === undefined)
        return { ok: false, status: 404, error: 'NOT_FOUND', message: `No story reply for ${call.path}.` };
      if ('data' in reply) return { ok: true, data: reply.data as T };
      return { ok: false, status: reply.status, error: 'STORY_REFUSAL', message: reply.message };
    },
    async download() {
      return { ok: false, status: 501, error: 'NO_DOWNLOAD', message: 'No downloads in this story.' };
    },
  };
}

/** The network edge of a story: canned replies through the app's own API context, a fresh SWR cache. */
export function StoryApi({ routes, children }: { routes: StoryRoutes; children: ReactNode }) {
  const client = useMemo(() => storyClient(routes), [routes]);
  return (
    <SWRConfig value={swrSettings}>
      <ApiContext value={client}>{children}</ApiContext>
    </SWRConfig>
  );
}
