import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type { AnswerAsOption } from '@engine/context';
import type { ApiRequest, CannedReply, Route } from '../../../support/fakeApi';
import { fail, ok, stubApi } from '../../../support/fakeApi';

export const QUESTIONNAIRE_ID = 41;

/** When the fake server saves: 10:20 local time on the fixture's today, shown as "2026-06-15 10:20". */
export const SAVED_AT = '2026-06-15T10:20:00';
export const SAVED_AT_SHOWN = '2026-06-15 10:20';

export const SAVE = 'POST /api/secured/question/save';

export function loadRoute(filledQuestionId: number): string {
  return `GET /api/secured/question/${filledQuestionId}`;
}

export function deleteRoute(filledQuestionId: number): string {
  return `DELETE /api/secured/question/delete/${filledQuestionId}`;
}

export function restorableRoute(filledQuestionId: number): string {
  return `GET /api/secured/question/restorable/${filledQuestionId}`;
}

export function restoreRoute(filledQuestionId: number): string {
  return `POST /api/secured/question/restore/${filledQuestionId}`;
}

export const OPTIONS_ROUTE = `GET /api/secured/question/answers-from-tab7c/${QUESTIONNAIRE_ID}`;

/** A question's saved answers elsewhere in the questionnaire (`?questionDicId=`). */
export const EXTERNAL_ROUTE = `GET /api/secured/question/answerByQuestionDicId/${QUESTIONNAIRE_ID}`;

function isQuestionSave(body: unknown): body is QuestionSave {
  return typeof body === 'object' && body !== null && 'id' in body && 'answers' in body;
}

/** The question whose answers the type-13 options are, in the replies of OPTIONS_ROUTE. */
const SOURCE_QUESTION_ID = 1;

export interface QuestionServerOptions {
  answersAsOptions?: AnswerAsOption[];
  /** Saved answers of questions outside the group, by question dictionary id. */
  externalAnswers?: Record<number, SavedAnswer[]>;
}

/**
 * The question calls of one group instance, answered like the real server: a save with the current
 * version stores the answers with a saving date and a new version, a stale one gets 409 STALE_ANSWER;
 * a load answers the stored question; a delete clears its answers. `override` answers one route
 * differently for the next call(s).
 */
export function questionServer(group: GroupInstance, options: QuestionServerOptions = {}) {
  const stored = new Map<number, FillQuestion>(group.questionList.map((q) => [q.id, structuredClone(q)]));
  const overrides = new Map<string, Route[]>();
  /** The answers the delete call removed, by filled question, as the server's history keeps them. */
  const removed = new Map<number, { revisionId: number; answers: SavedAnswer[] }>();
  let nextRevisionId = 1;

  const defaults = new Map<string, (request: ApiRequest) => CannedReply>();
  const routeOr = (key: string, otherwise: (request: ApiRequest) => CannedReply): Route => {
    defaults.set(key, otherwise);
    return async (request) => {
      const override = overrides.get(key)?.shift();
      if (override) return typeof override === 'function' ? override(request) : override;
      return otherwise(request);
    };
  };

  const routes: Record<string, Route> = {
    [SAVE]: routeOr(SAVE, (request) => {
      const body = request.body;
      if (!isQuestionSave(body)) return fail(400, 'VALIDATION_FAILED', 'Bad body');
      const question = stored.get(body.id);
      if (!question) return fail(404, 'NOT_FOUND', 'No such question');
      if (body.version !== question.version) {
        return fail(409, 'STALE_ANSWER', 'Someone else changed this answer. It is shown as saved now.');
      }
      question.version += 1;
      question.answers = body.answers.map((answer, index) => ({ ...answer, id: index + 1, date: SAVED_AT }));
      return ok(structuredClone(question));
    }),
    // Like the real server, each option names the question it was answered in (the cards do not read it).
    [OPTIONS_ROUTE]: routeOr(OPTIONS_ROUTE, () =>
      ok((options.answersAsOptions ?? []).map((option) => ({ ...option, questionId: SOURCE_QUESTION_ID }))),
    ),
    [EXTERNAL_ROUTE]: routeOr(EXTERNAL_ROUTE, (request) => {
      const questionId = Number(request.query.get('questionDicId'));
      const answers = options.externalAnswers?.[questionId] ?? [];
      return ok({ questionId, filledQuestionId: answers.length > 0 ? 1 : null, answers });
    }),
  };
  for (const q of group.questionList) {
    routes[loadRoute(q.id)] = routeOr(loadRoute(q.id), () => ok(structuredClone(stored.get(q.id))));
    routes[deleteRoute(q.id)] = routeOr(deleteRoute(q.id), () => {
      const question = stored.get(q.id)!;
      if (question.answers.length > 0) {
        removed.set(q.id, { revisionId: nextRevisionId, answers: question.answers });
        nextRevisionId += 1;
      }
      question.version += 1;
      question.answers = [];
      return ok({ version: question.version, answers: [] });
    });
    // Like the server: the latest removal is offered while the question holds no answers.
    routes[restorableRoute(q.id)] = routeOr(restorableRoute(q.id), () => {
      const removal = removed.get(q.id);
      if (!removal || stored.get(q.id)!.answers.length > 0) return ok([]);
      return ok([{ ...removal, reason: 'deleted', changedAt: `${SAVED_AT}Z` }]);
    });
    routes[restoreRoute(q.id)] = routeOr(restoreRoute(q.id), (request) => {
      const question = stored.get(q.id)!;
      const body = request.body as { revisionId?: number; version?: number } | undefined;
      const removal = removed.get(q.id);
      if (!removal || removal.revisionId !== body?.revisionId)
        return fail(404, 'NOT_FOUND', 'No such answer');
      if (body.version !== question.version) {
        return fail(409, 'STALE_ANSWER', 'Someone else changed this answer. It is shown as saved now.');
      }
      question.version += 1;
      question.answers = removal.answers.map((answer) => ({ ...answer, date: SAVED_AT }));
      removed.delete(q.id);
      return ok(structuredClone(question));
    });
  }
  const api = stubApi(routes);
  return {
    ...api,
    stored,
    /** The bodies of the saves sent so far. */
    saves: (): QuestionSave[] =>
      api.to(SAVE).flatMap((request) => (isQuestionSave(request.body) ? [request.body] : [])),
    /** Answers the next call(s) of `key` with these replies instead. */
    override(key: string, ...replies: Route[]) {
      overrides.set(key, [...(overrides.get(key) ?? []), ...replies]);
    },
    /** Holds the next call of `key` (under way) until the returned function releases it. */
    hold(key: string): () => void {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      overrides.set(key, [
        ...(overrides.get(key) ?? []),
        async (request) => {
          await released;
          return defaults.get(key)!(request);
        },
      ]);
      return () => release();
    },
  };
}
