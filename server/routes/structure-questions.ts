import { Router, type Request } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { Db } from '../data/database';
import { localeIdByCode, supportedLocaleId } from '../domain/dictionaries';
import { addAnswerOption } from '../domain/structure/answer-option-add';
import { deleteAnswerOption } from '../domain/structure/answer-option-delete';
import { listAnswerOptions } from '../domain/structure/answer-option-list';
import { setAnswerOptionActive } from '../domain/structure/answer-option-set-active';
import { swapAnswerOptions } from '../domain/structure/answer-option-swap';
import { updateAnswerOption } from '../domain/structure/answer-option-update';
import { addQuestion } from '../domain/structure/question-add';
import { deleteQuestion } from '../domain/structure/question-delete';
import { listQuestions } from '../domain/structure/question-list';
import { readQuestion } from '../domain/structure/question-read';
import { setQuestionActive } from '../domain/structure/question-set-active';
import { swapQuestions } from '../domain/structure/question-swap';
import { updateQuestion } from '../domain/structure/question-update';
import { auditedCall } from '../http/audited-call';
import { addedUnder } from '../domain/structure/audited-structure-change';
import { requestLocale } from '../http/request-locale';
import { registerEndpoint } from '../http/register-endpoint';

/** A query id the schema has already checked to be a whole number. */
function queryId(req: Request, name: string): number {
  const value = req.query[name];
  if (typeof value !== 'string') throw new Error(`The schema let ${name} through without a value`);
  return Number(value);
}

/** `localeDicId` when sent (any id outside 1-6 means English), else the request's language. */
function localeOf(req: Request): number {
  const sent = req.query.localeDicId;
  return typeof sent === 'string' ? supportedLocaleId(Number(sent)) : localeIdByCode[requestLocale(req)];
}

const isTrue = (req: Request) => req.query.isActive === 'true';

/**
 * The structure editor's calls for questions and answer options (specification section 7), for
 * administrators only: lists, one question, add and edit with the rules of section 5, switching on and
 * off, swaps of neighbours, and deletion of what has no answers; every change is recorded in the audit
 * log (auditedCall).
 */
export function structureQuestionRoutes(db: Db): Router {
  const router = Router();
  const pathId = (req: Request) => Number(req.params.id);

  registerEndpoint(router, apiContract.questionDicList, async (req, res) => {
    res.json({
      success: true,
      data: await listQuestions(db, queryId(req, 'questionListDicId'), localeOf(req)),
    });
  });

  // "The whole response is the item" (section 7): the item's fields at the top level too, beside the
  // envelope every other call has, so both readings work (docs/decisions.md, issue 13).
  registerEndpoint(router, apiContract.questionDic, async (req, res) => {
    const item = await readQuestion(db, pathId(req), localeOf(req));
    res.json({ ...item, success: true, data: item });
  });

  registerEndpoint(router, apiContract.addQuestionDic, async (req, res) => {
    const added = await auditedCall(
      db,
      res,
      'addQuestionDic',
      'question',
      addedUnder('group', req.body.questionListDicId),
      (tx) => addQuestion(tx, req.body, localeOf(req), requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });

  registerEndpoint(router, apiContract.updateQuestionDic, async (req, res) => {
    const updated = await auditedCall(db, res, 'updateQuestionDic', 'question', { id: req.body.id }, (tx) =>
      updateQuestion(tx, req.body, localeOf(req), requestLocale(req)),
    );
    res.json({ success: true, data: updated });
  });

  registerEndpoint(router, apiContract.setQuestionActive, async (req, res) => {
    const id = queryId(req, 'questionId');
    const data = await auditedCall(db, res, 'setQuestionActive', 'question', { id }, (tx) =>
      setQuestionActive(tx, queryId(req, 'questionListDicId'), id, isTrue(req)),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.swapQuestions, async (req, res) => {
    const pair = [queryId(req, 'firstId'), queryId(req, 'secondId')] as const;
    const data = await auditedCall(db, res, 'swapQuestions', 'question', { swapped: pair }, (tx) =>
      swapQuestions(tx, ...pair),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.deleteQuestionDic, async (req, res) => {
    const id = pathId(req);
    const data = await auditedCall(db, res, 'deleteQuestionDic', 'question', { id }, (tx) =>
      deleteQuestion(tx, id),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.optionDicList, async (req, res) => {
    res.json({
      success: true,
      data: await listAnswerOptions(db, queryId(req, 'questionDicId'), localeOf(req)),
    });
  });

  registerEndpoint(router, apiContract.addOptionDic, async (req, res) => {
    const added = await auditedCall(
      db,
      res,
      'addOptionDic',
      'option',
      addedUnder('question', req.body.questionId),
      (tx) => addAnswerOption(tx, req.body, localeOf(req), requestLocale(req)),
    );
    res.json({ success: true, data: added });
  });

  registerEndpoint(router, apiContract.updateOptionDic, async (req, res) => {
    const id = queryId(req, 'answerDicId');
    const data = await auditedCall(db, res, 'updateOptionDic', 'option', { id }, (tx) =>
      updateAnswerOption(tx, id, req.body, localeOf(req), requestLocale(req)),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.setOptionActive, async (req, res) => {
    const id = queryId(req, 'answerDicId');
    const data = await auditedCall(db, res, 'setOptionActive', 'option', { id }, (tx) =>
      setAnswerOptionActive(tx, id, isTrue(req)),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.swapOptions, async (req, res) => {
    const pair = [queryId(req, 'firstId'), queryId(req, 'secondId')] as const;
    const data = await auditedCall(db, res, 'swapOptions', 'option', { swapped: pair }, (tx) =>
      swapAnswerOptions(tx, ...pair),
    );
    res.json({ success: true, data });
  });

  registerEndpoint(router, apiContract.deleteOptionDic, async (req, res) => {
    const id = pathId(req);
    const data = await auditedCall(db, res, 'deleteOptionDic', 'option', { id }, (tx) =>
      deleteAnswerOption(tx, id),
    );
    res.json({ success: true, data });
  });

  return router;
}
