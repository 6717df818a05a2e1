/* Generated from schemas/api/review.schema.json by `npm run gen:types`. Do not edit. */

/**
 * What a comment or a reply says: 1 to 2,000 characters, not only spaces.
 *
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "ReviewText".
 */
export type ReviewText = string;
export type Id = number;
/**
 * Where the question is on the fill screen, with filledFormId and filledQuestionListId.
 */
export type Id1 = number;

/**
 * Review comments: a coordinator reviewing a questionnaire attaches a comment to a filled question; the questionnaire's farmer or expert and the coordinators answer it and mark it resolved. Only coordinators start comments; only the questionnaire's users and the coordinators who may see it read them.
 */
export interface ReviewApi {
  [k: string]: unknown;
}
/**
 * POST /secured/comment/add: a comment on one filled question.
 *
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "NewReviewComment".
 */
export interface NewReviewComment {
  filledQuestionId: Id;
  text: ReviewText;
}
/**
 * POST /secured/comment/reply/:id: an answer to a comment.
 *
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "ReviewReplyBody".
 */
export interface ReviewReplyBody {
  text: ReviewText;
}
/**
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "ReviewReply".
 */
export interface ReviewReply {
  id: Id;
  text: string;
  authorUserId: number | null;
  /**
   * null for a deleted account.
   */
  authorEmail: string | null;
  createdAt: string;
}
/**
 * A comment with its replies, oldest first. Open while resolvedAt is null.
 *
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "ReviewComment".
 */
export interface ReviewComment {
  id: Id;
  questionnaireId: Id;
  filledQuestionId: Id;
  questionId: Id;
  filledQuestionListId: Id;
  filledSubformId: Id1;
  filledFormId: Id;
  text: string;
  authorUserId: number | null;
  /**
   * null for a deleted account.
   */
  authorEmail: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedByEmail: string | null;
  replies: ReviewReply[];
}
