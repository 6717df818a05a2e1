import { answerKinds } from '@engine/kinds/index';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import type { ApiResult } from '@runtime/shared/api/envelope';
import type { QuestionDicItem, TranslatedText } from '@schemas/generated/api/structure-admin';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { questionDicItem } from '@tests/fixtures/structure-dic';
import { UNIT_TYPES } from '@tests/fixtures/structure-dic-dialogs';

/** How a story's stand-in server answers: at once, or after a pause that shows the spinners. */
export interface StoryServerOptions {
  /** Milliseconds before each answer. */
  delay?: number;
  /** Every swap refused, as when another administrator moved the item first. */
  refuseSwaps?: boolean;
  /** Every list read fails, as when the server is down. */
  failReads?: boolean;
}

type Answer = ApiResult<unknown>;

const ok = (data: unknown = null): Answer => ({ ok: true, data });
const fail = (status: number, error: string, message: string): Answer => ({
  ok: false,
  status,
  error,
  message,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTranslatedText(value: unknown): value is TranslatedText {
  return isRecord(value) && Array.isArray(value.translations);
}

/** Swaps two adjacent siblings in place, as the server's swap-order does, or refuses (409). */
function swapIn<T extends { id: number }>(lists: Record<number, T[]>, query: Record<string, string>): Answer {
  const first = Number(query.firstId);
  const second = Number(query.secondId);
  for (const list of Object.values(lists)) {
    const a = list.findIndex((item) => item.id === first);
    const b = list.findIndex((item) => item.id === second);
    if (a < 0 || b < 0) continue;
    const [itemA, itemB] = [list[a], list[b]];
    if (Math.abs(a - b) !== 1 || !itemA || !itemB) break;
    list[a] = itemB;
    list[b] = itemA;
    return ok({ firstId: first, secondId: second });
  }
  return fail(409, 'NOT_ADJACENT_SIBLINGS', 'These items are not neighbours of one parent.');
}

function setActiveIn<T extends { id: number; isActive: boolean }>(
  lists: Record<number, T[]>,
  id: number,
  active: boolean,
): Answer {
  const found = Object.values(lists)
    .flat()
    .find((item) => item.id === id);
  if (!found) return fail(404, 'NOT_FOUND', 'No such item');
  found.isActive = active;
  return ok(null);
}

/** A question added or edited in the question dialog, as the server returns it. */
function savedQuestion(dic: StructureDic, body: unknown, id: number): Answer {
  if (!isRecord(body) || typeof body.questionListDicId !== 'number' || !isTranslatedText(body.text)) {
    return fail(400, 'VALIDATION_FAILED', 'Bad request');
  }
  const list = (dic.questions[body.questionListDicId] ??= []);
  const english = body.text.translations.find((entry) => entry.localeDicId === 1)?.text ?? '';
  const question: QuestionDicItem = {
    ...questionDicItem(id, body.questionListDicId, english),
    ...body,
    id,
    text: { id: id * 10, translations: body.text.translations },
  } as QuestionDicItem;
  const at = list.findIndex((item) => item.id === id);
  if (at >= 0) list[at] = question;
  else list.push(question);
  return ok(question);
}

/**
 * The stand-in for the administrators' structure calls in stories, at the network edge (the API
 * client the components take from ApiContext): lists read from `dic`, which switches, swaps and
 * question saves change as the real server does. Nothing is requested from /api.
 */
export function structureStoryClient(dic: StructureDic, options: StoryServerOptions = {}): ApiClient {
  let nextId = 900;
  const answer = (call: ApiCall<unknown>): Answer => {
    const query = call.query ?? {};
    const number = (name: string) => Number(query[name]);
    const isActive = query.isActive === 'true';
    const route = `${call.method} ${call.path}`;
    if (options.failReads && call.method === 'GET') {
      return fail(503, 'SERVICE_UNAVAILABLE', 'The server is not answering just now.');
    }
    if (options.refuseSwaps && route.endsWith('/swap-order')) {
      return fail(409, 'NOT_ADJACENT_SIBLINGS', 'Someone else moved it first.');
    }
    switch (route) {
      case 'GET /farm/farmTypeList':
        return ok(UNIT_TYPES);
      case 'GET /answer-type/list':
        // Every kind, as this project's server stores them: the question dialog offers photos too.
        return ok(Object.values(answerKinds).map((kind) => ({ id: kind.id, key: kind.key })));
      case 'GET /secured/form/list':
        return ok(dic.forms[number('questionnaireDicId')] ?? []);
      case 'GET /secured/questinnaire/subform/dic/list':
        return ok(dic.subforms[number('formDicId')] ?? []);
      case 'GET /secured/questionlist/group/dic/list':
        return ok(dic.groups[number('subFormDicId')] ?? []);
      case 'GET /secured/question/dic/list/group':
        return ok(dic.questions[number('questionListDicId')] ?? []);
      case 'GET /secured/question/answer/dic/list':
        return ok(dic.options[number('questionDicId')] ?? []);
      case 'PUT /secured/questinnaire/subform/dic/setIsActive':
        return setActiveIn(dic.subforms, number('subFormDicId'), isActive);
      case 'PUT /secured/questionlist/dic/setIsActive':
        return setActiveIn(dic.groups, number('questionGroupDicId'), isActive);
      case 'PUT /secured/question/dic/setIsActive':
        return setActiveIn(dic.questions, number('questionId'), isActive);
      case 'PUT /secured/question/answer/dic/setIsActive':
        return setActiveIn(dic.options, number('answerDicId'), isActive);
      case 'PUT /secured/questinnaire/subform/dic/swap-order':
        return swapIn(dic.subforms, query);
      case 'PUT /secured/questionlist/dic/swap-order':
        return swapIn(dic.groups, query);
      case 'PUT /secured/question/dic/swap-order':
        return swapIn(dic.questions, query);
      case 'PUT /secured/question/answer/dic/swap-order':
        return swapIn(dic.options, query);
      case 'POST /secured/question/dic':
        nextId += 1;
        return savedQuestion(dic, call.json, nextId);
      case 'PUT /secured/question/dic':
        return savedQuestion(dic, call.json, isRecord(call.json) ? Number(call.json.id) : 0);
    }
    if (/^GET \/secured\/questinnaire\/dic\/list\/inactive\/\d+$/.test(route)) return ok(dic.inactiveTypes);
    if (/^GET \/secured\/questinnaire\/dic\/list\/\d+$/.test(route)) return ok(dic.types);
    const form = /^PUT \/secured\/form\/(\d+)\/setIsActive\/(true|false)$/.exec(route);
    if (form) return setActiveIn(dic.forms, Number(form[1]), form[2] === 'true');
    return fail(404, 'NOT_FOUND', `No ${route} in this story.`);
  };
  return {
    async send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
      await new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
      // The stand-in answers with the data each call reads: the story's fixtures are of the call's type.
      return answer(call) as ApiResult<T>;
    },
    async download() {
      return { ok: false, status: 501, error: 'NO_DOWNLOAD', message: 'No downloads in this story.' };
    },
  };
}
