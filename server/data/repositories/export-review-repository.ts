import { and, asc, eq, exists, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  appUser,
  approvalAction,
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  form,
  question,
  questionGroup,
  questionnaire,
  reviewComment,
  reviewReply,
  unit,
  type ApprovalActionKind,
} from '../schema/index';
import { selectionCondition, type ExportSelection } from './export-repository';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** What a row of the Review sheet records: a comment, a reply, a resolution or an approval action. */
export type ExportReviewKind = 'comment' | 'reply' | 'resolved' | ApprovalActionKind;

/** A questionnaire of the export that has review rows, with the unit the sheet names it by. */
export interface ExportReviewQuestionnaire {
  questionnaireId: number;
  unitName: string;
  unitNumber: string;
}

/** One row of the Review sheet, its place (form, group, question) named in the export's language. */
export interface ExportReviewRow {
  questionnaireId: number;
  kind: ExportReviewKind;
  at: Date;
  /** The e-mail of who did it; null once their account is deleted. */
  person: string | null;
  text: string | null;
  /** The comment a comment, reply or resolution row belongs to. */
  commentId: number | null;
  form: string | null;
  group: string | null;
  instance: string | null;
  questionNumber: number | null;
  questionText: string | null;
  /** The id of the comment, reply or action: orders rows of the same instant. */
  id: number;
}

/** A batch of the Review sheet: questionnaires by id, each with its rows. */
export interface ExportReviewBatch {
  questionnaires: ExportReviewQuestionnaire[];
  rows: ExportReviewRow[];
}

const person = alias(appUser, 'review_person');
const resolver = alias(appUser, 'review_resolver');

/** The order of rows at the same instant: a comment before its reply before its resolution. */
const KIND_ORDER: Readonly<Record<ExportReviewKind, number>> = {
  comment: 0,
  reply: 1,
  resolved: 2,
  formSubmitted: 3,
  confirmed: 4,
  unblocked: 5,
};

/** The joins from a review comment to its place: filled question, instance, subform, form, group. */
function withCommentPlace<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(filledQuestion, eq(filledQuestion.id, reviewComment.filledQuestionId))
    .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
    .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
    .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
    .innerJoin(form, eq(form.id, filledForm.formId))
    .innerJoin(question, eq(question.id, filledQuestion.questionId))
    .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId));
}

/** Only the chosen forms' filled forms, when forms are chosen. */
function chosenForms(selection: ExportSelection): SQL | undefined {
  return selection.formIds.length > 0 ? inArray(filledForm.formId, selection.formIds) : undefined;
}

/**
 * Reads for the export's Review sheet (docs/decisions.md, "Issue 19: export of review"): the
 * questionnaires of the export that have comments or approval actions, in keyset batches by id, and
 * their comments, replies, resolutions and approval actions (only those of the chosen forms).
 */
export function exportReviewRepository(db: Db) {
  /** The place columns of a comment (its filled question's form, group, instance and question). */
  const placeOf = (localeId: number) => ({
    form: localizedText(form.textId, localeId),
    group: localizedText(questionGroup.textId, localeId),
    instance: filledQuestionList.name,
    questionNumber: question.orderKey,
    questionText: localizedText(question.textId, localeId),
  });

  async function comments(ids: number[], selection: ExportSelection, localeId: number) {
    const query = db
      .select({
        questionnaireId: reviewComment.questionnaireId,
        id: reviewComment.id,
        text: reviewComment.text,
        createdAt: reviewComment.createdAt,
        author: person.email,
        resolvedAt: reviewComment.resolvedAt,
        resolver: resolver.email,
        ...placeOf(localeId),
      })
      .from(reviewComment)
      .$dynamic();
    return withCommentPlace(query)
      .leftJoin(person, eq(person.id, reviewComment.authorUserId))
      .leftJoin(resolver, eq(resolver.id, reviewComment.resolvedByUserId))
      .where(and(inArray(reviewComment.questionnaireId, ids), chosenForms(selection)));
  }

  async function replies(ids: number[], selection: ExportSelection, localeId: number) {
    const query = db
      .select({
        questionnaireId: reviewComment.questionnaireId,
        id: reviewReply.id,
        commentId: reviewComment.id,
        text: reviewReply.text,
        createdAt: reviewReply.createdAt,
        author: person.email,
        ...placeOf(localeId),
      })
      .from(reviewReply)
      .innerJoin(reviewComment, eq(reviewComment.id, reviewReply.commentId))
      .$dynamic();
    return withCommentPlace(query)
      .leftJoin(person, eq(person.id, reviewReply.authorUserId))
      .where(and(inArray(reviewComment.questionnaireId, ids), chosenForms(selection)));
  }

  async function actions(ids: number[], selection: ExportSelection, localeId: number) {
    const chosen = chosenForms(selection);
    return db
      .select({
        questionnaireId: approvalAction.questionnaireId,
        id: approvalAction.id,
        kind: approvalAction.kind,
        at: approvalAction.at,
        actor: person.email,
        form: localizedText(form.textId, localeId),
        formId: form.id,
      })
      .from(approvalAction)
      .leftJoin(filledForm, eq(filledForm.id, approvalAction.filledFormId))
      .leftJoin(form, eq(form.id, filledForm.formId))
      .leftJoin(person, eq(person.id, approvalAction.actorUserId))
      .where(
        and(
          inArray(approvalAction.questionnaireId, ids),
          chosen ? or(isNull(approvalAction.filledFormId), chosen) : undefined,
        ),
      );
  }

  return {
    /**
     * The next batch after `afterId` of the selection's questionnaires (the caller's scope and the
     * request's filters, as the data sheets) that have a comment or an approval action, by id, with
     * all their rows: one statement for the questionnaires, one each for comments, replies and actions.
     */
    async batch(
      caller: Caller,
      selection: ExportSelection,
      localeId: number,
      afterId: number,
      limit: number,
    ): Promise<ExportReviewBatch> {
      const questionnaires = await db
        .select({ questionnaireId: questionnaire.id, unitName: unit.description, unitNumber: unit.number })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(
          and(
            gt(questionnaire.id, afterId),
            exists(
              db
                .select({ id: filledForm.id })
                .from(filledForm)
                .where(
                  and(
                    eq(filledForm.questionnaireId, questionnaire.id),
                    selectionCondition(caller, selection),
                  ),
                ),
            ),
            or(
              exists(
                db
                  .select({ id: reviewComment.id })
                  .from(reviewComment)
                  .where(eq(reviewComment.questionnaireId, questionnaire.id)),
              ),
              exists(
                db
                  .select({ id: approvalAction.id })
                  .from(approvalAction)
                  .where(eq(approvalAction.questionnaireId, questionnaire.id)),
              ),
            ),
          ),
        )
        .orderBy(asc(questionnaire.id))
        .limit(limit);
      const ids = questionnaires.map((row) => row.questionnaireId);
      if (ids.length === 0) return { questionnaires, rows: [] };
      const rows: ExportReviewRow[] = [];
      for (const comment of await comments(ids, selection, localeId)) {
        const place = {
          questionnaireId: comment.questionnaireId,
          commentId: comment.id,
          form: comment.form,
          group: comment.group,
          instance: comment.instance,
          questionNumber: comment.questionNumber,
          questionText: comment.questionText,
        };
        rows.push({
          ...place,
          kind: 'comment',
          at: comment.createdAt,
          person: comment.author,
          text: comment.text,
          id: comment.id,
        });
        if (comment.resolvedAt) {
          rows.push({
            ...place,
            kind: 'resolved',
            at: comment.resolvedAt,
            person: comment.resolver,
            text: null,
            id: comment.id,
          });
        }
      }
      for (const reply of await replies(ids, selection, localeId)) {
        const { createdAt, author, ...rest } = reply;
        rows.push({ ...rest, kind: 'reply', at: createdAt, person: author });
      }
      for (const action of await actions(ids, selection, localeId)) {
        rows.push({
          questionnaireId: action.questionnaireId,
          kind: action.kind,
          at: action.at,
          person: action.actor,
          text: null,
          commentId: null,
          form: action.formId === null ? null : action.form,
          group: null,
          instance: null,
          questionNumber: null,
          questionText: null,
          id: action.id,
        });
      }
      rows.sort(
        (a, b) =>
          a.questionnaireId - b.questionnaireId ||
          a.at.getTime() - b.at.getTime() ||
          KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
          a.id - b.id,
      );
      return { questionnaires, rows };
    },
  };
}
