/* Generated from schemas/api/lists.schema.json by `npm run gen:types`. Do not edit. */

/**
 * @maxItems 10
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "SortList".
 */
export type SortList = {
  property: string;
  direction: 'ASC' | 'DESC';
}[];
/**
 * @maxItems 20
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "FilterList".
 */
export type FilterList = {
  operator: 'eq' | 'like' | 'gte' | 'lte';
  property: string;
  value: string | number | boolean;
}[];
export type Id = number;
/**
 * The name's text id (POST /secured/questinnaire/updateName/{textId}).
 */
export type Id1 = number;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
/**
 * An expert's access to a unit: pending (asked, nothing shown yet) or accepted by the owner or an administrator.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "AssignmentStatus".
 */
export type AssignmentStatus = 'pending' | 'accepted';
/**
 * Reply of secured/farm/assign: the unit, when a farmer becomes its owner; the expert's request, when the expert asks for a farmer's unit.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitAssignReply".
 */
export type UnitAssignReply = UnitSummary | AssignmentRequest;

/**
 * The paged list calls: units, questionnaires, users. sort and filter arrive as JSON text in the query string and are parsed, then checked against SortList and FilterList.
 */
export interface ListApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "PagedListQuery".
 */
export interface PagedListQuery {
  start?: string;
  limit?: string;
  searchText?: string;
  sort?: string;
  filter?: string;
  userId?: string;
  userRoleId?: string;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "NewQuestionnaire".
 */
export interface NewQuestionnaire {
  farmId: Id;
  questionnaireDicId: Id;
  idUsers?: Id;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitUpdate".
 */
export interface UnitUpdate {
  description: string;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "NewStructure".
 */
export interface NewStructure {
  name: string;
}
/**
 * A row of the unit list (GET secured/farm/list2), as the specification names its fields.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitListItem".
 */
export interface UnitListItem {
  id: Id;
  /**
   * The unit name.
   */
  description: string;
  /**
   * The unit's code.
   */
  number: string;
  farmTypeId: Id;
  /**
   * The unit type in the request's language.
   */
  farmType: string;
  /**
   * The institution.
   */
  regionName: string | null;
  /**
   * The institution type.
   */
  countryName: string | null;
  /**
   * The owning farmer, null while the unit has none.
   */
  farmer: {
    email: string;
  } | null;
  /**
   * Questionnaires of the unit the caller may see.
   */
  numberQuestionnaire: number;
  /**
   * All questionnaires of the unit, whoever may see them; a unit with any cannot be removed.
   */
  anyQuestionnaireNumber: number;
  dataCreation: string;
  /**
   * The owner's user id.
   */
  usersId: number | null;
  /**
   * The caller may edit and remove the unit and add questionnaires to it.
   */
  editable: boolean;
  latitude: number | null;
  longitude: number | null;
}
/**
 * A unit in the short lists of the add-unit flow (inactiveUnitList, listByUserId).
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitSummary".
 */
export interface UnitSummary {
  id: Id;
  description: string;
  number: string;
  farmTypeId: Id;
  farmType: string;
  isActive: boolean;
}
/**
 * A form of a questionnaire in the list: status true = submitted, false = in edition.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "FormStatus".
 */
export interface FormStatus {
  formName: string;
  status: boolean;
}
/**
 * A row of the questionnaire list (GET secured/questinnaire/list2).
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireListItem".
 */
export interface QuestionnaireListItem {
  id: Id;
  farmId: Id;
  farmName: string;
  farmNumber: string;
  farmType: string;
  farmTypeId: Id;
  regionName: string | null;
  countryName: string | null;
  /**
   * The e-mail of the unit's owner, else of the questionnaire's creator.
   */
  email: string | null;
  questionnaireName: string;
  questionnaireDicId: Id;
  /**
   * 0 = to edit (inactive), 1 = accepted (active).
   */
  status: 0 | 1;
  questionnaryDate: string;
  isActive: boolean;
  /**
   * The caller may fill, edit and remove this questionnaire (its unit is theirs).
   */
  editable: boolean;
  formList: FormStatus[];
}
/**
 * A row of the administrators' user list (GET secured/user/list2).
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UserListItem".
 */
export interface UserListItem {
  userId: Id;
  email: string;
  roleDicId: number;
  /**
   * The role in the request's language.
   */
  roleName: string;
  institutionType: string | null;
  institutionName: string | null;
  questionnaireCount: number;
  registrationDate: string;
  isActive: boolean;
  activationDate: string | null;
  deactivationDate: string | null;
  superUser: boolean;
  confirmed: boolean;
  emailVerified: boolean;
}
/**
 * A questionnaire type and whether the user holds the right to it.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeRight".
 */
export interface QuestionnaireTypeRight {
  id: Id;
  name: string;
  assigned: boolean;
}
/**
 * A questionnaire type of the dic/list calls.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireTypeItem".
 */
export interface QuestionnaireTypeItem {
  id: Id;
  questionnaireText: string;
  privilegedOnly: boolean;
  textId?: Id1;
  isActive?: boolean;
}
/**
 * secured/farm/assign?userId&farmId.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitAssignQuery".
 */
export interface UnitAssignQuery {
  userId: IdParam;
  farmId: IdParam;
}
/**
 * The reply of secured/questinnaire/add.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "NewQuestionnaireReply".
 */
export interface NewQuestionnaireReply {
  id: Id;
}
/**
 * secured/farm/activate?unitId.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "ActivateUnitQuery".
 */
export interface ActivateUnitQuery {
  unitId: IdParam;
}
/**
 * secured/questinnaire/{id}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireIdParams".
 */
export interface QuestionnaireIdParams {
  id: IdParam;
}
/**
 * secured/questinnaire/{id}/setIsActive/{value}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireActiveParams".
 */
export interface QuestionnaireActiveParams {
  id: IdParam;
  value: 'true' | 'false';
}
/**
 * The reply of secured/questinnaire/{id}/setIsActive/{value}: the questionnaire's new state.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireActiveReply".
 */
export interface QuestionnaireActiveReply {
  id: Id;
  isActive: boolean;
  status: 0 | 1;
  /**
   * Review comments of the questionnaire not yet resolved: the screen says so when it unblocks or confirms a questionnaire that has some. This server always sends it; a backend behind the proxy may not.
   */
  openComments?: number;
}
/**
 * secured/questinnaire/dic/list/{locale}: a locale id (1-6; any other id means English) or a locale code.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "LocaleParams".
 */
export interface LocaleParams {
  locale: string;
}
/**
 * secured/user/{id}/isActive/{flag}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UserActiveParams".
 */
export interface UserActiveParams {
  id: IdParam;
  flag: 'true' | 'false';
}
/**
 * secured/questinnaire/{qid}/assign/{userId} and secured/questinnaire/{qid}/unassign/{userId}: a questionnaire type and a coordinator or observer.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "QuestionnaireRightParams".
 */
export interface QuestionnaireRightParams {
  qid: IdParam;
  userId: IdParam;
}
/**
 * secured/questinnaire/assigned/{userId}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "AssignedRightsParams".
 */
export interface AssignedRightsParams {
  userId: IdParam;
}
/**
 * secured/farm/listByUserId?userId and secured/questinnaire/{id}?userId.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UserIdQuery".
 */
export interface UserIdQuery {
  userId?: IdParam;
}
/**
 * secured/farm/{id}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitIdParams".
 */
export interface UnitIdParams {
  id: IdParam;
}
/**
 * An expert's access to a unit, or request for it (secured/farm/assignment/list).
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "ExpertAssignment".
 */
export interface ExpertAssignment {
  unitId: number;
  unitNumber: string;
  unitDescription: string;
  ownerUserId: number | null;
  ownerEmail: string | null;
  userId: number;
  email: string;
  status: AssignmentStatus;
  requestedAt: string;
  decidedAt: string | null;
}
/**
 * Reply of secured/farm/assign with the expert's own id: the request is pending until the owner accepts.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "AssignmentRequest".
 */
export interface AssignmentRequest {
  unitId: number;
  status: AssignmentStatus;
}
/**
 * secured/farm/assignment/list?status&unitId.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "AssignmentListQuery".
 */
export interface AssignmentListQuery {
  status?: AssignmentStatus;
  unitId?: IdParam;
}
/**
 * secured/farm/{id}/experts/{userId}.
 *
 * This interface was referenced by `ListApi`'s JSON-Schema
 * via the `definition` "UnitExpertParams".
 */
export interface UnitExpertParams {
  id: IdParam;
  userId: IdParam;
}
