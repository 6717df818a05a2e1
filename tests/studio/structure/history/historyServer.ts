import type { QuestionDicItem, TranslatedText } from '@schemas/generated/api/structure-admin';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { questionDicItem, structureDic } from '@tests/fixtures/structure-dic';
import type { ApiRequest, CannedReply, Route } from '../../../runtime/support/fakeApi';
import { fail, ok } from '../../../runtime/support/fakeApi';
import { stubStructureApi } from '../structureServer';

const QUESTION = '/api/secured/question/dic';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTranslatedText(value: unknown): value is TranslatedText {
  return isRecord(value) && Array.isArray(value.translations);
}

function englishOf(text: TranslatedText): string {
  return text.translations.find((entry) => entry.localeDicId === 1)?.text ?? '';
}

/** The fields of a question entry the tests look at, laid over `question` as the real server would. */
function withEntry(question: QuestionDicItem, body: Record<string, unknown>): QuestionDicItem {
  const text = isTranslatedText(body.text) ? body.text : question.text;
  return {
    ...question,
    text: { id: question.text.id, translations: text.translations },
    name: englishOf(text),
    shortName: typeof body.shortName === 'string' ? body.shortName : question.shortName,
  };
}

/** The fixture's dictionary with the questions of each group numbered 1..n, as the server numbers them. */
export function numberedDic(): StructureDic {
  const dic = structureDic();
  for (const list of Object.values(dic.questions)) {
    list.forEach((question, index) => {
      question.questionOrderKey = index + 1;
    });
  }
  return dic;
}

/**
 * The structure stub of tests/studio/structure with the question calls the undo history sends on top:
 * add (at its number), edit (texts and short name) and delete, all changing `dic` like the server.
 */
export function stubHistoryApi(dic: StructureDic = numberedDic(), extra: Record<string, Route> = {}) {
  let nextId = 700;
  const questionLists = () => Object.values(dic.questions);
  const routes: Record<string, Route> = {
    [`PUT ${QUESTION}`]: (request) => {
      const body = isRecord(request.body) ? request.body : {};
      for (const list of questionLists()) {
        const at = list.findIndex((question) => question.id === body.id);
        const found = list[at];
        if (!found) continue;
        const edited = withEntry(found, body);
        list[at] = edited;
        return ok(edited);
      }
      return fail(404, 'NOT_FOUND', 'No such question');
    },
    [`POST ${QUESTION}`]: (request) => {
      const body = isRecord(request.body) ? request.body : {};
      const list = dic.questions[Number(body.questionListDicId)];
      if (!list) return fail(404, 'NOT_FOUND', 'No such group');
      nextId += 1;
      const added = withEntry(questionDicItem(nextId, Number(body.questionListDicId), ''), body);
      list.splice(Number(body.questionOrderKey) - 1, 0, added);
      return ok(added);
    },
    ...extra,
  };
  const remove = (request: ApiRequest): CannedReply => {
    const id = Number(request.path.slice(`${QUESTION}/`.length));
    for (const list of questionLists()) {
      const at = list.findIndex((question) => question.id === id);
      if (at < 0) continue;
      list.splice(at, 1);
      return ok(null);
    }
    return fail(404, 'NOT_FOUND', 'No such question');
  };
  // DELETE names the question in its path: a route for every id, through the stub's override table.
  const override = new Proxy(routes, {
    has: (target, key) => key in target || (typeof key === 'string' && key.startsWith(`DELETE ${QUESTION}/`)),
    get: (target, key) => {
      if (typeof key !== 'string') return undefined;
      if (key in target) return target[key];
      return key.startsWith(`DELETE ${QUESTION}/`) ? remove : undefined;
    },
  });
  return stubStructureApi(dic, override);
}
