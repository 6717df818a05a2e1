import type { FilledSubformItem, FormListItem, GroupInstance } from '@schemas/generated/api/fill';
import type { OptionalGroupItem as OptionalGroup } from '@schemas/generated/api/fill';
import type { QuestionSave } from '@schemas/generated/answers';
import type { AnswerRevision, ReviewComment } from '@schemas/generated/api/review';
import { question } from '@tests/fixtures/fill-group';
import type { ApiRequest, CannedReply, Route } from '../support/fakeApi';
import { fail, ok, stubApi } from '../support/fakeApi';
import { dictionaryRoutes } from '../support/fixtures';

export const QUESTIONNAIRE_ID = 41;

export function form(id: number, formDicId: number, formName: string, status = false): FormListItem {
  return { id, formDicId, formName, status, isActive: true };
}

export function subform(id: number, name: string): FilledSubformItem {
  return { id, subFormDicId: id * 10, name, code: `S${id}` };
}

/** A group instance whose questions are answered as listed (true = answered). */
export function group(
  id: number,
  subformId: number,
  kind: { dicId: number; name: string; qlNumber: GroupInstance['qlNumber'] },
  answered: boolean[],
  extra: Partial<GroupInstance> = {},
): GroupInstance {
  return {
    id,
    questionListDicId: kind.dicId,
    questionListName: kind.name,
    qlNumber: kind.qlNumber,
    isActive: true,
    filledSubformId: subformId,
    orderKey: id,
    questionList: answered.map((filled, index) =>
      question(id * 10 + index, 1, {
        filledQuestionListId: id,
        orderKey: index + 1,
        answers: filled ? [{ answer: '5' }] : [],
      }),
    ),
    ...extra,
  };
}

export const BARN = { dicId: 1, name: 'Barn', qlNumber: -1 } as const;
export const PEN = { dicId: 2, name: 'Pen', qlNumber: 0 } as const;
export const SILO = { dicId: 3, name: 'Silo', qlNumber: 1 } as const;
export const BUILDING = { dicId: 4, name: 'Building', qlNumber: 2 } as const;

export interface FillState {
  forms: FormListItem[];
  subforms: Record<number, FilledSubformItem[]>;
  groups: Record<number, GroupInstance[]>;
  optional: Record<number, OptionalGroup[]>;
  /** Review comments of the questionnaire; none unless a test gives some. */
  comments?: ReviewComment[];
  /** Answer histories by filled question id; none unless a test gives some. */
  history?: Record<number, AnswerRevision[]>;
}

/**
 * A questionnaire with a submitted first form (General), a form in edition (Welfare: Housing with every
 * kind of group, Feeding complete, Extras empty) and another one in edition (Emissions).
 */
export function fillState(): FillState {
  return {
    forms: [form(101, 1, 'General', true), form(102, 2, 'Welfare'), form(103, 3, 'Emissions')],
    subforms: {
      101: [subform(201, 'Farm data')],
      102: [subform(202, 'Housing'), subform(203, 'Feeding'), subform(204, 'Extras')],
      103: [subform(205, 'Manure')],
    },
    groups: {
      201: [group(301, 201, { dicId: 9, name: 'Basics', qlNumber: -1 }, [true])],
      202: [
        group(311, 202, BARN, [true, false]),
        group(312, 202, PEN, [true]),
        group(313, 202, PEN, [false]),
        group(314, 202, SILO, [false, false, false]),
        group(315, 202, BUILDING, [false], { name: 'North barn' }),
        group(316, 202, BUILDING, [false], { name: 'South barn' }),
      ],
      203: [group(321, 203, { dicId: 7, name: 'Rations', qlNumber: -1 }, [true, true])],
      204: [],
      205: [group(331, 205, { dicId: 8, name: 'Storage', qlNumber: -1 }, [false])],
    },
    optional: {
      202: [
        { id: 5, text: 'Biogas', groupText: null, added: false, filledQuestionListId: null },
        { id: 4, text: 'Building', groupText: null, added: true, filledQuestionListId: 315 },
      ],
      204: [{ id: 6, text: 'Solar panels', groupText: null, added: false, filledQuestionListId: null }],
    },
  };
}

type Handler = (request: ApiRequest, id: number) => CannedReply;

/** When the fake server saves an answer. */
export const SAVED_AT = '2026-11-23T10:20:00';

/** Who the fake server names as the author of replies and resolutions. */
export const REVIEW_ACTOR = 'farmer@example.com';
/** When the fake server writes review comments, replies and resolutions (an RFC 3339 instant). */
export const REVIEWED_AT = '2026-11-23T10:20:00Z';

function textOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'text' in body ? String(body.text) : '';
}

function isQuestionSave(body: unknown): body is QuestionSave {
  return typeof body === 'object' && body !== null && 'id' in body && 'version' in body && 'answers' in body;
}

/**
 * The fill calls answered from `state`, which the change calls update like the real server; `override`
 * replaces any route (`METHOD /api/path` keys, as in stubApi).
 */
export function stubFillApi(state: FillState = fillState(), override: Record<string, Route> = {}) {
  let nextId = 900;
  const findGroup = (id: number) =>
    Object.values(state.groups)
      .flat()
      .find((candidate) => candidate.id === id);
  /** The filled form and subform of a group instance, as the review comments name them. */
  const placeOf = (groupId: number) => {
    const subformId = Number(
      Object.entries(state.groups).find(([, list]) =>
        list.some((candidate) => candidate.id === groupId),
      )?.[0],
    );
    const formId = Number(
      Object.entries(state.subforms).find(([, list]) =>
        list.some((candidate) => candidate.id === subformId),
      )?.[0],
    );
    return { filledSubformId: subformId, filledFormId: formId };
  };
  const findQuestion = (id: number) =>
    Object.values(state.groups)
      .flat()
      .flatMap((candidate) => candidate.questionList)
      .find((candidate) => candidate.id === id);
  const patterns: [RegExp, Handler][] = [
    [/^GET \/api\/secured\/questinnaire\/form\/(\d+)$/, () => ok(state.forms)],
    [/^GET \/api\/secured\/questinnaire\/subform\/(\d+)$/, (_r, id) => ok(state.subforms[id] ?? [])],
    [/^GET \/api\/secured\/questionlist\/optional\/(\d+)$/, (_r, id) => ok(state.optional[id] ?? [])],
    [/^GET \/api\/secured\/questionlist\/(\d+)$/, (_r, id) => ok(state.groups[id] ?? [])],
    [
      /^POST \/api\/secured\/questionlist\/deleteFilledQuestionList\/(\d+)$/,
      (_r, id) => {
        for (const [key, list] of Object.entries(state.groups))
          state.groups[Number(key)] = list.filter((g) => g.id !== id);
        return ok(null);
      },
    ],
    [
      /^PUT \/api\/secured\/questionlist\/filledQuestionList\/(\d+)\/name$/,
      (request, id) => {
        const found = findGroup(id);
        if (found && typeof request.body === 'object' && request.body && 'name' in request.body) {
          found.name = String(request.body.name);
        }
        return ok(null);
      },
    ],
    [
      /^PUT \/api\/secured\/questinnaire\/form\/(\d+)\/submit$/,
      (_r, id) => {
        state.forms = state.forms.map((item) => (item.id === id ? { ...item, status: true } : item));
        return ok(null);
      },
    ],
    [
      /^DELETE \/api\/secured\/question\/delete\/(\d+)$/,
      (_r, id) => {
        const found = findQuestion(id);
        if (!found) return fail(404, 'NOT_FOUND', 'No such question');
        found.version += 1;
        found.answers = [];
        return ok({ version: found.version, answers: [] });
      },
    ],
    [/^GET \/api\/secured\/questinnaire\/checkRecommendedAnswers\/(\d+)$/, () => ok(1)],
    [/^GET \/api\/secured\/comment\/list\/(\d+)$/, () => ok(state.comments ?? [])],
    [/^GET \/api\/secured\/question\/history\/(\d+)$/, (_r, id) => ok(state.history?.[id] ?? [])],
    // Nothing to restore unless a test says so (the restore offer has its own tests).
    [/^GET \/api\/secured\/question\/restorable\/(\d+)$/, () => ok([])],
    [
      /^POST \/api\/secured\/comment\/reply\/(\d+)$/,
      (request, id) => {
        const found = state.comments?.find((comment) => comment.id === id);
        if (!found) return fail(404, 'NOT_FOUND', 'No such comment');
        const text = textOf(request.body);
        nextId += 1;
        found.replies.push({
          id: nextId,
          text,
          authorUserId: 3,
          authorEmail: REVIEW_ACTOR,
          createdAt: REVIEWED_AT,
        });
        return ok(structuredClone(found));
      },
    ],
    [
      /^POST \/api\/secured\/comment\/resolve\/(\d+)$/,
      (_r, id) => {
        const found = state.comments?.find((comment) => comment.id === id);
        if (!found) return fail(404, 'NOT_FOUND', 'No such comment');
        found.resolvedAt ??= REVIEWED_AT;
        found.resolvedByEmail ??= REVIEW_ACTOR;
        return ok(structuredClone(found));
      },
    ],
    [/^POST \/api\/secured\/indicator\/(\d+)$/, () => ok(null)],
  ];
  const fixed: Record<string, Route> = {
    ...dictionaryRoutes,
    'GET /api/secured/form/list': ok([
      { id: 1, name: 'General', questionnaireDicId: 1, isActive: true, hasReport: true, orderKey: 1 },
      { id: 2, name: 'Welfare', questionnaireDicId: 1, isActive: true, hasReport: true, orderKey: 2 },
      { id: 3, name: 'Emissions', questionnaireDicId: 1, isActive: true, hasReport: true, orderKey: 3 },
    ]),
    'POST /api/secured/questionlist/addFilledQuestionList': (request) => {
      const body = request.body;
      if (
        typeof body !== 'object' ||
        body === null ||
        !('filledSubformId' in body) ||
        !('questionListDicId' in body)
      ) {
        return fail(400, 'VALIDATION_FAILED', 'Bad request');
      }
      const subformId = Number(body.filledSubformId);
      const list = state.groups[subformId] ?? [];
      const model = list.find((candidate) => candidate.questionListDicId === Number(body.questionListDicId));
      if (!model) return fail(404, 'NOT_FOUND', 'No such group');
      nextId += 1;
      const name = 'name' in body && typeof body.name === 'string' ? body.name : null;
      state.groups[subformId] = [...list, { ...model, id: nextId, orderKey: nextId, name, questionList: [] }];
      return ok({ id: nextId });
    },
    'POST /api/secured/comment/add': (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || !('filledQuestionId' in body))
        return fail(400, 'VALIDATION_FAILED', 'Bad request');
      const found = findQuestion(Number(body.filledQuestionId));
      if (!found) return fail(404, 'NOT_FOUND', 'No such question');
      nextId += 1;
      const comment: ReviewComment = {
        id: nextId,
        questionnaireId: QUESTIONNAIRE_ID,
        filledQuestionId: found.id,
        questionId: found.questionId,
        filledQuestionListId: found.filledQuestionListId ?? 0,
        ...placeOf(found.filledQuestionListId ?? 0),
        text: textOf(body),
        authorUserId: 2,
        authorEmail: 'coordinator@example.com',
        createdAt: REVIEWED_AT,
        resolvedAt: null,
        resolvedByEmail: null,
        replies: [],
      };
      state.comments = [...(state.comments ?? []), comment];
      return ok(structuredClone(comment));
    },
    'POST /api/secured/questionlist/saveFilledQuestionListConfig': () => ok(null),
    // Like the server: a save of the current version stores the answers with a date and a new version.
    'POST /api/secured/question/save': (request) => {
      const body = request.body;
      if (!isQuestionSave(body)) return fail(400, 'VALIDATION_FAILED', 'Bad request');
      const found = findQuestion(body.id);
      if (!found) return fail(404, 'NOT_FOUND', 'No such question');
      if (found.version !== body.version)
        return fail(409, 'STALE_ANSWER', 'Someone else changed this answer.');
      found.version += 1;
      found.answers = body.answers.map((answer, index) => ({ ...answer, id: index + 1, date: SAVED_AT }));
      return ok(structuredClone(found));
    },
  };
  const routes = new Proxy(fixed, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in override) return override[key];
      if (key in target) return target[key];
      for (const [pattern, handler] of patterns) {
        const match = pattern.exec(key);
        if (match) return (request: ApiRequest) => handler(request, Number(match[1]));
      }
      return undefined;
    },
  });
  return { ...stubApi(routes), state };
}
