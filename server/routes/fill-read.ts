import { Router, type Request } from 'express';
import { schemaRef } from '@schemas/index';
import type { Db } from '../data/database';
import { localeIdByCode, supportedLocaleId } from '../domain/dictionaries';
import { checkRecommendedAnswers } from '../domain/fill/read/check-recommended-answers';
import { listAnswersAsOptions } from '../domain/fill/read/list-answers-as-options';
import { listFilledForms } from '../domain/fill/read/list-filled-forms';
import { listFilledSubforms } from '../domain/fill/read/list-filled-subforms';
import { listFormDictionary } from '../domain/fill/read/list-form-dictionary';
import { listGroupInstances } from '../domain/fill/read/list-group-instances';
import { listOptionalGroups } from '../domain/fill/read/list-optional-groups';
import { readFillQuestion } from '../domain/fill/read/read-fill-question';
import { readQuestionAnswers } from '../domain/fill/read/read-question-answers';
import { currentUser } from '../http/current-user';
import { requestLocale } from '../http/request-locale';
import { validate } from '../http/validate';

const api = 'api/fill';

/** A query id the schema has already checked to be a whole number. */
function queryId(req: Request, name: string): number | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? Number(value) : undefined;
}

function requiredQueryId(req: Request, name: string): number {
  const id = queryId(req, name);
  if (id === undefined) throw new Error(`The schema let ${name} through without a value`);
  return id;
}

/** `localeDicId` when sent (any id outside 1-6 means English), else the request's language. */
function localeOf(req: Request): number {
  const sent = queryId(req, 'localeDicId');
  return sent === undefined ? localeIdByCode[requestLocale(req)] : supportedLocaleId(sent);
}

/**
 * The fill screen's reads: filled forms, form dictionary, filled subforms with progress, group
 * instances with questions and answers, optional groups, one question, a question's answers elsewhere
 * in the questionnaire, answers offered as options, the recommended-answers check. Every role may call
 * them; what the caller may see is decided per questionnaire (403 outside it, 404 for ids that name
 * nothing).
 */
export function fillReadRoutes(db: Db): Router {
  const router = Router();
  const idParamsRef = schemaRef('api/dictionaries', 'IdParams');
  const idParams = validate({ params: idParamsRef, query: schemaRef(api, 'LocaleQuery') });
  const pathId = (req: Request) => Number(req.params.id);

  router.get('/questinnaire/form/:id', idParams, async (req, res) => {
    res.json({
      success: true,
      data: await listFilledForms(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  for (const [path, activeOnly] of [
    ['/form/list', false],
    ['/form/list/active', true],
  ] as const) {
    router.get(path, validate({ query: schemaRef(api, 'FormDictionaryQuery') }), async (req, res) => {
      const questionnaireTypeId = queryId(req, 'questionnaireDicId');
      res.json({
        success: true,
        data: await listFormDictionary(
          db,
          currentUser(res),
          { activeOnly, ...(questionnaireTypeId === undefined ? {} : { questionnaireTypeId }) },
          localeOf(req),
        ),
      });
    });
  }

  router.get('/questinnaire/subform/:id', idParams, async (req, res) => {
    res.json({
      success: true,
      data: await listFilledSubforms(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  router.get('/questionlist/:id', idParams, async (req, res) => {
    res.json({
      success: true,
      data: await listGroupInstances(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  router.get('/questionlist/optional/:id', idParams, async (req, res) => {
    res.json({
      success: true,
      data: await listOptionalGroups(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  router.get(
    '/question/answerByQuestionDicId/:id',
    validate({ params: idParamsRef, query: schemaRef(api, 'AnswerByQuestionQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await readQuestionAnswers(
          db,
          currentUser(res),
          pathId(req),
          requiredQueryId(req, 'questionDicId'),
        ),
      });
    },
  );

  router.get(
    '/question/answers-from-tab7c/:id',
    validate({ params: idParamsRef, query: schemaRef(api, 'AnswersAsOptionsQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await listAnswersAsOptions(db, currentUser(res), pathId(req), queryId(req, 'questionDicId')),
      });
    },
  );

  router.get(
    '/questinnaire/checkRecommendedAnswers/:id',
    validate({ params: idParamsRef, query: schemaRef(api, 'RecommendedCheckQuery') }),
    async (req, res) => {
      res.json({
        success: true,
        data: await checkRecommendedAnswers(
          db,
          currentUser(res),
          pathId(req),
          requiredQueryId(req, 'formDicId'),
          localeOf(req),
        ),
      });
    },
  );

  router.get('/question/:id', idParams, async (req, res) => {
    res.json({
      success: true,
      data: await readFillQuestion(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  return router;
}
