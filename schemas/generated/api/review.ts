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
 * A change of a filled question's answers (GET /secured/question/history/:id, newest first): a save or a restore with the answers it stored, or a removal by skip logic, the delete call or the deletion of the group instance with the answers it removed.
 *
 * This interface was referenced by `ReviewApi`'s JSON-Schema
 * via the `definition` "AnswerRevision".
 */
export interface AnswerRevision {
  version: number;
  answers: SavedAnswer[];
  /**
   * null for a deleted account.
   */
  changedByEmail: string | null;
  changedAt: string;
  /**
   * instanceDeleted: removed with its group instance; such a revision is listed in the history of the same question in the other instances of its subform.
   */
  reason: 'saved' | 'restored' | 'skipped' | 'deleted' | 'instanceDeleted';
  /**
   * The name of the question's group instance when the change was made.
   */
  instanceName?: string | null;
}
export interface SavedAnswer {
  id?: number | null;
  /**
   * The chosen answer option's dictionary id.
   */
  answerListId?: number | null;
  /**
   * The value: a number with a dot, a text, an ISO date (yyyy-MM-dd), a grid square id, or the id of the answer chosen as an option (type 13).
   */
  answer?: string | null;
  text?: string | null;
  /**
   * When the answer was saved (ISO 8601).
   */
  date?: string | null;
  geomAnswer?: GeoJsonPoint | null;
  gridGeomAnswer?: GeoJsonSquare | null;
}
/**
 * WGS-84 point, coordinates [longitude, latitude].
 */
export interface GeoJsonPoint {
  type: 'Point';
  /**
   * @minItems 2
   * @maxItems 2
   */
  coordinates: [number, number];
}
/**
 * A grid square as a GeoJSON Polygon (one closed ring of five positions).
 */
export interface GeoJsonSquare {
  type: 'Polygon';
  /**
   * @minItems 1
   * @maxItems 1
   */
  coordinates: [
    [
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      ...[number, number, ...number[]][],
    ],
    ...[
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      [number, number, ...number[]],
      ...[number, number, ...number[]][],
    ][],
  ];
  [k: string]: unknown;
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
