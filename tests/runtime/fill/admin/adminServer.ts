import { structureDic, type StructureDic } from '@tests/fixtures/structure-dic';
import { UNIT_TYPES } from '@tests/fixtures/structure-dic-dialogs';
import { screen } from '@testing-library/react';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { localeCodeToId } from '@runtime/shared/i18n/languages';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import type { ApiRequest, CannedReply, Route } from '../../support/fakeApi';
import { fail, ok, stubApi } from '../../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../../support/fixtures';
import { renderRuntime } from '../../renderRuntime';
import { USERS } from '../openFill';

/** The query parameter of a request as a number (NaN when absent). */
function param(request: ApiRequest, name: string): number {
  return Number(request.query.get(name) ?? NaN);
}

function flagOf(request: ApiRequest): boolean {
  return request.query.get('isActive') === 'true';
}

type Level = 'forms' | 'subforms' | 'groups' | 'questions' | 'options';

/** Switches one item of a level of the dictionary, wherever it is listed. */
function setActive(dic: StructureDic, level: Level, id: number, active: boolean): CannedReply {
  const lists: { id: number; isActive: boolean }[][] = Object.values(dic[level]);
  for (const list of lists) {
    const item = list.find((candidate) => candidate.id === id);
    if (item) {
      item.isActive = active;
      return ok(null);
    }
  }
  return fail(404, 'NOT_FOUND', 'No such item');
}

/**
 * The structure calls answered from `dic` (the shared fixture by default), which the switches and
 * the subform swap change like the real server; `override` replaces any route.
 */
export function stubAdminApi(dic: StructureDic = structureDic(), override: Record<string, Route> = {}) {
  const fixed: Record<string, Route> = {
    ...dictionaryRoutes,
    'GET /api/farm/farmTypeList': ok(UNIT_TYPES),
    'GET /api/secured/questinnaire/dic/list/1': () => ok(dic.types),
    'GET /api/secured/questinnaire/dic/list/inactive/1': () => ok(dic.inactiveTypes),
    'GET /api/secured/form/list': (request) => ok(dic.forms[param(request, 'questionnaireDicId')] ?? []),
    'GET /api/secured/questinnaire/subform/dic/list': (request) =>
      ok(dic.subforms[param(request, 'formDicId')] ?? []),
    'GET /api/secured/questionlist/group/dic/list': (request) =>
      ok(dic.groups[param(request, 'subFormDicId')] ?? []),
    'GET /api/secured/question/dic/list/group': (request) =>
      ok(dic.questions[param(request, 'questionListDicId')] ?? []),
    'GET /api/secured/question/answer/dic/list': (request) =>
      ok(dic.options[param(request, 'questionDicId')] ?? []),
    'PUT /api/secured/questinnaire/subform/dic/setIsActive': (request) =>
      setActive(dic, 'subforms', param(request, 'subFormDicId'), flagOf(request)),
    'PUT /api/secured/questionlist/dic/setIsActive': (request) =>
      setActive(dic, 'groups', param(request, 'questionGroupDicId'), flagOf(request)),
    'PUT /api/secured/question/dic/setIsActive': (request) =>
      setActive(dic, 'questions', param(request, 'questionId'), flagOf(request)),
    // Like the server: adjacent siblings only, their order keys exchanged, the list in the new order.
    'PUT /api/secured/questinnaire/subform/dic/swap-order': (request) => {
      const first = param(request, 'firstId');
      const second = param(request, 'secondId');
      for (const [key, list] of Object.entries(dic.subforms)) {
        const a = list.findIndex((item) => item.id === first);
        const b = list.findIndex((item) => item.id === second);
        if (a < 0 || b < 0) continue;
        if (Math.abs(a - b) !== 1) return fail(409, 'NOT_ADJACENT', 'Only neighbours can be swapped.');
        const next = [...list];
        const [x, y] = [next[a], next[b]];
        if (!x || !y) break;
        [x.orderKey, y.orderKey] = [y.orderKey, x.orderKey];
        next[a] = y;
        next[b] = x;
        dic.subforms[Number(key)] = next;
        return ok(null);
      }
      return fail(404, 'NOT_FOUND', 'No such subforms');
    },
  };
  const routes = new Proxy(fixed, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in override) return override[key];
      if (key in target) return target[key];
      const match = /^PUT \/api\/secured\/form\/(\d+)\/setIsActive\/(true|false)$/.exec(key);
      if (match) return () => setActive(dic, 'forms', Number(match[1]), match[2] === 'true');
      return undefined;
    },
  });
  return { ...stubApi(routes), dic };
}

/** Logs a user in (the administrator by default) and opens admin mode on questionnaire type `typeId`. */
export function openAdminMode(
  typeId: number | string = 1,
  options: { user?: keyof typeof USERS; language?: LanguageCode } = {},
) {
  const language = options.language ?? 'en';
  writeSessionUser(sessionUser({ ...USERS[options.user ?? 'admin'], localeDicId: localeCodeToId(language) }));
  return renderRuntime(`/edit-questionnaire?questionnaireDicId=${typeId}`, language);
}

/** Waits until the selected group's question cards are shown. */
export async function findQuestionCard(number: number): Promise<HTMLElement> {
  return screen.findByRole('group', { name: new RegExp(`^Question ${number}\\b`) });
}
