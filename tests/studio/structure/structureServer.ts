import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { questionnaireTypeItem, structureDic } from '@tests/fixtures/structure-dic';
import type { ApiRequest, CannedReply, Route } from '../../runtime/support/fakeApi';
import { fail, ok, stubApi } from '../../runtime/support/fakeApi';

type Handler = (request: ApiRequest, id: number) => CannedReply;

function isRecordBody(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null;
}

/** Swaps two adjacent siblings of `list` in place, as the server's swap-order does, or refuses (409). */
function swapIn<T extends { id: number }>(lists: Record<number, T[]>, request: ApiRequest): CannedReply {
  const first = Number(request.query.get('firstId'));
  const second = Number(request.query.get('secondId'));
  for (const list of Object.values(lists)) {
    const a = list.findIndex((item) => item.id === first);
    const b = list.findIndex((item) => item.id === second);
    if (a < 0 || b < 0) continue;
    if (Math.abs(a - b) !== 1) break;
    const [itemA, itemB] = [list[a], list[b]];
    if (!itemA || !itemB) break;
    list[a] = itemB;
    list[b] = itemA;
    return ok({ firstId: first, secondId: second });
  }
  return fail(409, 'NOT_ADJACENT_SIBLINGS', 'These items are not neighbours of one parent.');
}

function setActiveIn<T extends { id: number; isActive: boolean }>(
  lists: Record<number, T[]>,
  id: number,
  value: string | null,
): CannedReply {
  const found = Object.values(lists)
    .flat()
    .find((item) => item.id === id);
  if (!found) return fail(404, 'NOT_FOUND', 'No such item');
  found.isActive = value === 'true';
  return ok(null);
}

/**
 * The administrators' structure calls answered from `dic`, which the change calls update like the
 * real server; `override` replaces any route (`METHOD /api/path` keys, as in stubApi).
 */
export function stubStructureApi(dic: StructureDic = structureDic(), override: Record<string, Route> = {}) {
  let nextId = 900;
  const allTypes = (): QuestionnaireTypeItem[] => [...dic.types, ...dic.inactiveTypes];
  const patterns: [RegExp, Handler][] = [
    [/^GET \/api\/secured\/questinnaire\/dic\/list\/inactive\/(\d+)$/, () => ok(dic.inactiveTypes)],
    [/^GET \/api\/secured\/questinnaire\/dic\/list\/(\d+)$/, () => ok(dic.types)],
    [
      /^POST \/api\/secured\/questinnaire\/updateName\/(\d+)$/,
      (request, textId) => {
        const found = allTypes().find((type) => type.textId === textId);
        if (!found || !isRecordBody(request.body)) return fail(404, 'NOT_FOUND', 'No such name');
        found.questionnaireText = String(request.body.name);
        return ok(null);
      },
    ],
    [
      /^PUT \/api\/secured\/form\/(\d+)\/setIsActive\/(true|false)$/,
      (request, id) => setActiveIn(dic.forms, id, request.path.endsWith('true') ? 'true' : 'false'),
    ],
  ];
  const query = (request: ApiRequest, name: string) => Number(request.query.get(name));
  const fixed: Record<string, Route> = {
    'POST /api/secured/questinnaire/dic': (request) => {
      if (!isRecordBody(request.body)) return fail(400, 'VALIDATION_FAILED', 'Bad request');
      nextId += 1;
      const added = questionnaireTypeItem(nextId, String(request.body.name));
      dic.types.push(added);
      return ok(added);
    },
    'PUT /api/secured/questinnaire/dic/setIsActive': (request) => {
      const id = query(request, 'questionnaireDicId');
      const active = request.query.get('isActive') === 'true';
      const types = allTypes();
      const found = types.find((type) => type.id === id);
      if (!found) return fail(404, 'NOT_FOUND', 'No such questionnaire type');
      found.isActive = active;
      dic.types = types.filter((type) => type.isActive !== false);
      dic.inactiveTypes = types.filter((type) => type.isActive === false);
      return ok(null);
    },
    'GET /api/secured/form/list': (request) => ok(dic.forms[query(request, 'questionnaireDicId')] ?? []),
    'GET /api/secured/questinnaire/subform/dic/list': (request) =>
      ok(dic.subforms[query(request, 'formDicId')] ?? []),
    'GET /api/secured/questionlist/group/dic/list': (request) =>
      ok(dic.groups[query(request, 'subFormDicId')] ?? []),
    'GET /api/secured/question/dic/list/group': (request) =>
      ok(dic.questions[query(request, 'questionListDicId')] ?? []),
    'GET /api/secured/question/answer/dic/list': (request) =>
      ok(dic.options[query(request, 'questionDicId')] ?? []),
    'PUT /api/secured/questinnaire/subform/dic/setIsActive': (request) =>
      setActiveIn(dic.subforms, query(request, 'subFormDicId'), request.query.get('isActive')),
    'PUT /api/secured/questionlist/dic/setIsActive': (request) =>
      setActiveIn(dic.groups, query(request, 'questionGroupDicId'), request.query.get('isActive')),
    'PUT /api/secured/question/dic/setIsActive': (request) =>
      setActiveIn(dic.questions, query(request, 'questionId'), request.query.get('isActive')),
    'PUT /api/secured/question/answer/dic/setIsActive': (request) =>
      setActiveIn(dic.options, query(request, 'answerDicId'), request.query.get('isActive')),
    'PUT /api/secured/questinnaire/subform/dic/swap-order': (request) => swapIn(dic.subforms, request),
    'PUT /api/secured/questionlist/dic/swap-order': (request) => swapIn(dic.groups, request),
    'PUT /api/secured/question/dic/swap-order': (request) => swapIn(dic.questions, request),
    'PUT /api/secured/question/answer/dic/swap-order': (request) => swapIn(dic.options, request),
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
  return { ...stubApi(routes), dic };
}
