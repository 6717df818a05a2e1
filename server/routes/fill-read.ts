import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
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
import { registerEndpoint } from '../http/register-endpoint';

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
  const pathId = (req: Request) => Number(req.params.id);

  registerEndpoint(router, apiContract.filledFormList, async (req, res) => {
    res.json({
      success: true,
      data: await listFilledForms(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  for (const [endpoint, activeOnly] of [
    [apiContract.formDictionary, false],
    [apiContract.activeFormDictionary, true],
  ] as const) {
    registerEndpoint(router, endpoint, async (req, res) => {
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

  registerEndpoint(router, apiContract.filledSubformList, async (req, res) => {
    res.json({
      success: true,
      data: await listFilledSubforms(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  registerEndpoint(router, apiContract.groupInstanceList, async (req, res) => {
    res.json({
      success: true,
      data: await listGroupInstances(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  registerEndpoint(router, apiContract.optionalGroupList, async (req, res) => {
    res.json({
      success: true,
      data: await listOptionalGroups(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  registerEndpoint(router, apiContract.questionAnswers, async (req, res) => {
    res.json({
      success: true,
      data: await readQuestionAnswers(
        db,
        currentUser(res),
        pathId(req),
        requiredQueryId(req, 'questionDicId'),
      ),
    });
  });

  registerEndpoint(router, apiContract.answersAsOptions, async (req, res) => {
    res.json({
      success: true,
      data: await listAnswersAsOptions(db, currentUser(res), pathId(req), queryId(req, 'questionDicId')),
    });
  });

  registerEndpoint(router, apiContract.recommendedCheck, async (req, res) => {
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
  });

  registerEndpoint(router, apiContract.fillQuestion, async (req, res) => {
    res.json({
      success: true,
      data: await readFillQuestion(db, currentUser(res), pathId(req), localeOf(req)),
    });
  });

  return router;
}
