import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import request from 'supertest';
import {
  ALL_ROLES,
  apiContract,
  endpointPaths,
  type ApiContract,
  type EndpointName,
  type PublicEndpoint,
  type RoleName,
  type SecuredEndpoint,
} from '@schemas/contract/index';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD, demoAccounts } from '@server/data/seed/demo-data';
import { smallStructure } from '@tests/fixtures/structure';
import { matrixNames, recordingReads, replyProblems } from '@tests/support/role-matrix';
import { bearerFor, testApp } from '@tests/support/test-app';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

/**
 * Every secured endpoint of the API contract against every role: a role outside the call's allowed set
 * (the contract's roles, less those the row's demo data refuses) gets 403 (or 404 when it may not even
 * see the questionnaire the call names) and the call changes nothing; an allowed role is never refused
 * with 403 (it may still meet a 404 or 409 for the demo row the matrix points at). Each role works on its own copy of the demo database, so
 * what one role changes cannot hide another role's refusal.
 */

/** The demo accounts, named as their e-mail addresses are (admin@example.com is the administrator). */
type AccountName = 'admin' | 'coordinator' | 'farmer' | 'expert' | 'observer';

const ACCOUNT_OF: Record<RoleName, AccountName> = {
  administrator: 'admin',
  coordinator: 'coordinator',
  farmer: 'farmer',
  expert: 'expert',
  observer: 'observer',
};

const routeMethod = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

const ALL_ACCOUNTS: readonly AccountName[] = ALL_ROLES.map((role) => ACCOUNT_OF[role]);

interface DemoIds {
  farmerId: number;
  expertId: number;
  coordinatorId: number;
  ownedUnitId: number;
  assignedUnitId: number;
  inactiveUnitId: number;
  ownedQuestionnaireId: number;
  assignedQuestionnaireId: number;
  questionnaireTypeId: number;
  /** A subform of the demo structure (the structure editor's rows). */
  subformDicId: number;
  /** The demo structure's second form, which has a report, and the owned unit's type. */
  reportFormDicId: number;
  ownedUnitTypeId: number;
  /** The owned questionnaire's first filled form, subform and question (the fill path). */
  ownedFill: { form: number; subform: number; question: number; formDicId: number; questionDicId: number };
  /** Rows of the assigned unit's questionnaire the fill writes change (farmer and expert may fill it). */
  assignedFill: AssignedFill;
  /** A coordinator's review comment on the assigned unit's questionnaire (made for the matrix). */
  reviewCommentId: number;
  /** A photo stored on the assigned questionnaire's fill question (made for the matrix). */
  assignedPhoto: string;
}

interface AssignedFill {
  question: number;
  questionList: number;
  version: number;
  housingSubform: number;
  penGroup: number;
  building: number;
  energySubform: number;
  biogasGroup: number;
  generalForm: number;
}

/** One request of the matrix: an endpoint of the contract sent at a demo row, with a name for the report. */
interface MatrixRow<Role extends RoleName> {
  name: string;
  /** Roles the contract lets through that this row's demo data still refuses (another's unit or questionnaire). */
  refusedByData?: readonly Role[];
  send: (ids: DemoIds, bearer: string, agent: ReturnType<typeof request>) => request.Test;
}

type SecuredEndpointName = {
  [K in EndpointName]: ApiContract[K] extends SecuredEndpoint ? K : never;
}[EndpointName];

/** At least one row for every secured endpoint of the contract: a new endpoint without one does not compile. */
type Matrix = {
  readonly [K in SecuredEndpointName]: readonly [
    MatrixRow<ApiContract[K]['roles'][number]>,
    ...MatrixRow<ApiContract[K]['roles'][number]>[],
  ];
};

interface SecuredCall {
  name: string;
  endpoint: SecuredEndpoint;
  /** The demo accounts that may make this call at this row: the contract's roles less those the data refuses. */
  allowed: readonly AccountName[];
  send: MatrixRow<RoleName>['send'];
}

// The matrix covers every demo account, so a new role cannot slip in untested.
if (demoAccounts.length !== ALL_ACCOUNTS.length) throw new Error('The role matrix misses a demo account');

/** Reads come first and changes last, so that a change never removes the row a later call needs. */
const matrix: Matrix = {
  unitList: [
    {
      name: 'GET farm/list2',
      send: (_, bearer, agent) => agent.get('/api/secured/farm/list2').set('Authorization', bearer),
    },
  ],
  farmerUnitList: [
    {
      name: 'GET farm/listByUserId (a farmer)',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/farm/listByUserId?userId=${ids.farmerId}`).set('Authorization', bearer),
    },
  ],
  inactiveUnitList: [
    {
      name: 'GET farm/inactiveUnitList/',
      send: (_, bearer, agent) =>
        agent.get('/api/secured/farm/inactiveUnitList/').set('Authorization', bearer),
    },
  ],
  questionnaireList: [
    {
      name: 'GET questinnaire/list2',
      send: (_, bearer, agent) => agent.get('/api/secured/questinnaire/list2').set('Authorization', bearer),
    },
  ],
  questionnaireTypeList: [
    {
      name: 'GET questinnaire/dic/list/1',
      send: (_, bearer, agent) =>
        agent.get('/api/secured/questinnaire/dic/list/1').set('Authorization', bearer),
    },
  ],
  inactiveQuestionnaireTypeList: [
    {
      name: 'GET questinnaire/dic/inactive/1',
      send: (_, bearer, agent) =>
        agent.get('/api/secured/questinnaire/dic/inactive/1').set('Authorization', bearer),
    },
  ],
  expertAccessList: [
    {
      name: 'GET farm/assignment/list',
      send: (_, bearer, agent) => agent.get('/api/secured/farm/assignment/list').set('Authorization', bearer),
    },
  ],
  userList: [
    {
      name: 'GET user/list2',
      send: (_, bearer, agent) => agent.get('/api/secured/user/list2').set('Authorization', bearer),
    },
  ],
  auditList: [
    {
      name: 'GET audit/list',
      send: (_, bearer, agent) => agent.get('/api/secured/audit/list').set('Authorization', bearer),
    },
  ],
  assignedRights: [
    {
      name: 'GET questinnaire/assigned/{coordinator}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questinnaire/assigned/${ids.coordinatorId}`).set('Authorization', bearer),
    },
  ],
  findUser: [
    {
      name: 'GET user/get?email',
      send: (_, bearer, agent) =>
        agent.get('/api/secured/user/get?email=farmer@example.com').set('Authorization', bearer),
    },
  ],
  acceptTerms: [
    {
      name: "GET user/{farmer}/acceptRodo (only one's own)",
      refusedByData: ['administrator', 'coordinator', 'expert', 'observer'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/user/${ids.farmerId}/acceptRodo`).set('Authorization', bearer),
    },
  ],
  changePassword: [
    {
      name: "PUT user/change-password (the farmer's, with a wrong old password)",
      refusedByData: ['administrator', 'coordinator', 'expert', 'observer'],
      send: (ids, bearer, agent) =>
        agent
          .put('/api/secured/user/change-password')
          .set('Authorization', bearer)
          .send({ userId: ids.farmerId, oldPassword: 'Not#The1Password', newPassword: 'Matrix#2026pass' }),
    },
  ],
  filledFormList: [
    {
      name: 'GET questinnaire/form/{owned}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questinnaire/form/${ids.ownedQuestionnaireId}`).set('Authorization', bearer),
    },
  ],
  formDictionary: [
    {
      name: 'GET form/list',
      send: (_, bearer, agent) => agent.get('/api/secured/form/list').set('Authorization', bearer),
    },
  ],
  activeFormDictionary: [
    {
      name: 'GET form/list/active',
      send: (_, bearer, agent) => agent.get('/api/secured/form/list/active').set('Authorization', bearer),
    },
  ],
  structureDocument: [
    {
      name: 'GET structure/type/{demo}/document',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/structure/type/${ids.questionnaireTypeId}/document`)
          .set('Authorization', bearer),
    },
  ],
  exportStructure: [
    {
      name: 'GET structure/type/{demo}/export',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/structure/type/${ids.questionnaireTypeId}/export`)
          .set('Authorization', bearer),
    },
  ],
  filledSubformList: [
    {
      name: 'GET questinnaire/subform/{owned filled form}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questinnaire/subform/${ids.ownedFill.form}`).set('Authorization', bearer),
    },
  ],
  groupInstanceList: [
    {
      name: 'GET questionlist/{owned filled subform}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questionlist/${ids.ownedFill.subform}`).set('Authorization', bearer),
    },
  ],
  fillQuestion: [
    {
      name: 'GET question/{owned filled question}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/question/${ids.ownedFill.question}`).set('Authorization', bearer),
    },
  ],
  optionalGroupList: [
    {
      name: 'GET questionlist/optional/{owned filled subform}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questionlist/optional/${ids.ownedFill.subform}`).set('Authorization', bearer),
    },
  ],
  questionAnswers: [
    {
      name: 'GET question/answerByQuestionDicId/{owned}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/question/answerByQuestionDicId/${ids.ownedQuestionnaireId}`)
          .query({ questionDicId: ids.ownedFill.questionDicId })
          .set('Authorization', bearer),
    },
  ],
  answersAsOptions: [
    {
      name: 'GET question/answers-from-tab7c/{owned}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/question/answers-from-tab7c/${ids.ownedQuestionnaireId}`)
          .set('Authorization', bearer),
    },
  ],
  recommendedCheck: [
    {
      name: 'GET questinnaire/checkRecommendedAnswers/{owned}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/questinnaire/checkRecommendedAnswers/${ids.ownedQuestionnaireId}`)
          .query({ formDicId: ids.ownedFill.formDicId })
          .set('Authorization', bearer),
    },
  ],
  // Fill writes on the assigned unit's questionnaire, submission last: a submitted form refuses the others.
  saveQuestion: [
    {
      name: 'POST question/save',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/question/save')
          .set('Authorization', bearer)
          .send({
            id: ids.assignedFill.question,
            filledQuestionListId: ids.assignedFill.questionList,
            version: ids.assignedFill.version,
            answers: [{ answer: '1990' }],
          }),
    },
  ],
  deleteQuestionAnswers: [
    {
      name: 'DELETE question/delete/{filled question}',
      send: (ids, bearer, agent) =>
        agent
          .delete(`/api/secured/question/delete/${ids.assignedFill.question}`)
          .set('Authorization', bearer),
    },
  ],
  // No removal to restore in the demo data: allowed roles meet a 404, the others 403.
  restoreAnswers: [
    {
      name: 'POST question/restore/{filled question}',
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/question/restore/${ids.assignedFill.question}`)
          .set('Authorization', bearer)
          .send({ revisionId: 1, version: ids.assignedFill.version }),
    },
  ],
  restorableAnswer: [
    {
      name: 'GET question/restorable/{filled question}',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/question/restorable/${ids.assignedFill.question}`)
          .set('Authorization', bearer),
    },
  ],
  addGroupInstance: [
    {
      name: 'POST questionlist/addFilledQuestionList',
      send: (ids, bearer, agent) =>
        agent.post('/api/secured/questionlist/addFilledQuestionList').set('Authorization', bearer).send({
          filledSubformId: ids.assignedFill.housingSubform,
          questionListDicId: ids.assignedFill.penGroup,
        }),
    },
  ],
  renameGroupInstance: [
    {
      name: 'PUT questionlist/filledQuestionList/{building}/name',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/questionlist/filledQuestionList/${ids.assignedFill.building}/name`)
          .set('Authorization', bearer)
          .send({ name: 'Renamed by the matrix' }),
    },
  ],
  chooseOptionalGroups: [
    {
      name: 'POST questionlist/saveFilledQuestionListConfig',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/questionlist/saveFilledQuestionListConfig')
          .set('Authorization', bearer)
          .send({
            added: [
              {
                filledSubformId: ids.assignedFill.energySubform,
                questionListDicId: ids.assignedFill.biogasGroup,
              },
            ],
            deleted: [],
          }),
    },
  ],
  removeGroupInstance: [
    {
      name: 'POST questionlist/deleteFilledQuestionList/{building}',
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/questionlist/deleteFilledQuestionList/${ids.assignedFill.building}`)
          .set('Authorization', bearer),
    },
  ],
  submitForm: [
    {
      name: 'PUT questinnaire/form/{filled form}/submit',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/questinnaire/form/${ids.assignedFill.generalForm}/submit`)
          .set('Authorization', bearer),
    },
  ],
  // Review comments on the assigned unit's questionnaire (its farmer, its expert and the coordinator
  // may take part); resolving last, as a resolved comment takes no reply.
  reviewCommentList: [
    {
      name: 'GET comment/list/{assigned questionnaire}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/comment/list/${ids.assignedQuestionnaireId}`).set('Authorization', bearer),
    },
  ],
  answerHistory: [
    {
      name: 'GET question/history/{assigned filled question}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/question/history/${ids.assignedFill.question}`).set('Authorization', bearer),
    },
  ],
  addReviewComment: [
    {
      name: 'POST comment/add',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/comment/add')
          .set('Authorization', bearer)
          .send({ filledQuestionId: ids.assignedFill.question, text: 'Check the year.' }),
    },
  ],
  replyToReviewComment: [
    {
      name: 'POST comment/reply/{comment}',
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/comment/reply/${ids.reviewCommentId}`)
          .set('Authorization', bearer)
          .send({ text: 'Checked.' }),
    },
  ],
  resolveReviewComment: [
    {
      name: 'POST comment/resolve/{comment}',
      send: (ids, bearer, agent) =>
        agent.post(`/api/secured/comment/resolve/${ids.reviewCommentId}`).set('Authorization', bearer),
    },
  ],
  uploadPhoto: [
    {
      name: 'POST photo/upload/{filled question}',
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/photo/upload/${ids.assignedFill.question}`)
          .set('Authorization', bearer)
          .attach('photo', Buffer.from('not a photo'), 'note.jpg'),
    },
  ],
  photoFile: [
    {
      name: 'GET photo/{photo}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/photo/${ids.assignedPhoto}`).set('Authorization', bearer),
    },
  ],
  photoThumbnail: [
    {
      name: 'GET photo/{photo}/thumbnail',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/photo/${ids.assignedPhoto}/thumbnail`).set('Authorization', bearer),
    },
  ],
  discardPhoto: [
    {
      name: 'DELETE photo/{photo}',
      send: (ids, bearer, agent) =>
        agent.delete(`/api/secured/photo/${ids.assignedPhoto}`).set('Authorization', bearer),
    },
  ],
  updateUnit: [
    {
      name: 'PUT farm/{owned unit}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/farm/${ids.ownedUnitId}`)
          .set('Authorization', bearer)
          .send({ description: 'Renamed by the matrix' }),
    },
    {
      name: 'PUT farm/{assigned unit}',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/farm/${ids.assignedUnitId}`)
          .set('Authorization', bearer)
          .send({ description: 'Renamed by the matrix' }),
    },
  ],
  addQuestionnaire: [
    {
      name: 'POST questinnaire/add',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/questinnaire/add')
          .set('Authorization', bearer)
          .send({ farmId: ids.assignedUnitId, questionnaireDicId: ids.questionnaireTypeId }),
    },
  ],
  setQuestionnaireActive: [
    {
      name: 'PUT questinnaire/{id}/setIsActive/true',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/questinnaire/${ids.assignedQuestionnaireId}/setIsActive/true`)
          .set('Authorization', bearer),
    },
    {
      name: 'PUT questinnaire/{id}/setIsActive/false',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/questinnaire/${ids.assignedQuestionnaireId}/setIsActive/false`)
          .set('Authorization', bearer),
    },
  ],
  grantRight: [
    {
      name: 'PUT questinnaire/{type}/assign/{coordinator}',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/questinnaire/${ids.questionnaireTypeId}/assign/${ids.coordinatorId}`)
          .set('Authorization', bearer),
    },
  ],
  revokeRight: [
    {
      name: 'DELETE questinnaire/{type}/unassign/{coordinator}',
      send: (ids, bearer, agent) =>
        agent
          .delete(`/api/secured/questinnaire/${ids.questionnaireTypeId}/unassign/${ids.coordinatorId}`)
          .set('Authorization', bearer),
    },
  ],
  setUserActive: [
    {
      name: 'PUT user/{farmer}/isActive/true',
      send: (ids, bearer, agent) =>
        agent.put(`/api/secured/user/${ids.farmerId}/isActive/true`).set('Authorization', bearer),
    },
  ],
  activateUnit: [
    {
      name: 'GET farm/activate (the inactive unit)',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/farm/activate?unitId=${ids.inactiveUnitId}`).set('Authorization', bearer),
    },
  ],
  deleteQuestionnaire: [
    {
      name: 'DELETE questinnaire/{owned}',
      refusedByData: ['administrator', 'coordinator', 'expert', 'observer'],
      send: (ids, bearer, agent) =>
        agent.delete(`/api/secured/questinnaire/${ids.ownedQuestionnaireId}`).set('Authorization', bearer),
    },
  ],
  deleteUnit: [
    {
      name: 'DELETE farm/{owned unit}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.delete(`/api/secured/farm/${ids.ownedUnitId}`).set('Authorization', bearer),
    },
  ],
  acceptExpert: [
    {
      name: 'PUT farm/{assigned unit}/experts/{expert}/accept (already accepted)',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/farm/${ids.assignedUnitId}/experts/${ids.expertId}/accept`)
          .set('Authorization', bearer),
    },
  ],
  removeExpert: [
    {
      name: 'DELETE farm/{assigned unit}/experts/{expert} (revoke, or the expert withdraws)',
      send: (ids, bearer, agent) =>
        agent
          .delete(`/api/secured/farm/${ids.assignedUnitId}/experts/${ids.expertId}`)
          .set('Authorization', bearer),
    },
  ],
  deleteUser: [
    {
      name: 'DELETE user/{farmer} (who has questionnaires: 409)',
      send: (ids, bearer, agent) =>
        agent.delete(`/api/secured/user/${ids.farmerId}`).set('Authorization', bearer),
    },
  ],
  // Last on purpose: the expert's request for the farmer's unit changes what the rows above read.
  assignUnit: [
    {
      name: 'POST farm/assign (an expert asks for a farmer unit)',
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/farm/assign?userId=${ids.expertId}&farmId=${ids.ownedUnitId}`)
          .set('Authorization', bearer),
    },
  ],
  // issue 13: structure API (types, forms, subforms, groups)
  subformDicList: [
    {
      name: 'GET questinnaire/subform/dic/list',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/questinnaire/subform/dic/list?formDicId=${ids.ownedFill.formDicId}`)
          .set('Authorization', bearer),
    },
  ],
  subformDic: [
    {
      name: 'GET questinnaire/subform/dic/{id}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questinnaire/subform/dic/${ids.subformDicId}`).set('Authorization', bearer),
    },
  ],
  groupDicList: [
    {
      name: 'GET questionlist/group/dic/list',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/questionlist/group/dic/list?subFormDicId=${ids.subformDicId}`)
          .set('Authorization', bearer),
    },
  ],
  groupDic: [
    {
      name: 'GET questionlist/dic/{id}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/questionlist/dic/${ids.assignedFill.penGroup}`).set('Authorization', bearer),
    },
  ],
  addQuestionnaireType: [
    {
      name: 'POST questinnaire/dic',
      send: (_, bearer, agent) =>
        agent
          .post('/api/secured/questinnaire/dic')
          .set('Authorization', bearer)
          .send({ name: 'Matrix survey' }),
    },
  ],
  renameQuestionnaireType: [
    {
      name: 'POST questinnaire/updateName/{textId} (an unknown text)',
      send: (_, bearer, agent) =>
        agent
          .post('/api/secured/questinnaire/updateName/2000000000')
          .set('Authorization', bearer)
          .send({ name: 'Matrix name' }),
    },
  ],
  setQuestionnaireTypeActive: [
    {
      name: 'PUT questinnaire/dic/setIsActive (on again)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/questinnaire/dic/setIsActive?questionnaireDicId=${ids.questionnaireTypeId}&isActive=true`,
          )
          .set('Authorization', bearer),
    },
  ],
  setFormActive: [
    {
      name: 'PUT form/{id}/setIsActive/true',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/form/${ids.ownedFill.formDicId}/setIsActive/true`)
          .set('Authorization', bearer),
    },
  ],
  addFormDic: [
    {
      name: 'POST form/dic',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/form/dic')
          .set('Authorization', bearer)
          .send({
            questionnaireDicId: ids.questionnaireTypeId,
            text: { translations: [{ localeDicId: 1, text: 'Matrix form' }] },
          }),
    },
  ],
  updateFormDic: [
    {
      name: 'PUT form/dic (an unknown form)',
      send: (ids, bearer, agent) =>
        agent
          .put('/api/secured/form/dic')
          .set('Authorization', bearer)
          .send({
            id: 2_000_000_000,
            questionnaireDicId: ids.questionnaireTypeId,
            text: { translations: [{ localeDicId: 1, text: 'Matrix form' }] },
          }),
    },
  ],
  addSubformDic: [
    {
      name: 'POST questinnaire/subform/dic',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/questinnaire/subform/dic')
          .set('Authorization', bearer)
          .send({
            formDicId: ids.ownedFill.formDicId,
            code: 'MATRIX',
            text: { translations: [{ localeDicId: 1, text: 'Matrix' }] },
          }),
    },
  ],
  updateSubformDic: [
    {
      name: 'PUT questinnaire/subform/dic (an unknown subform)',
      send: (ids, bearer, agent) =>
        agent
          .put('/api/secured/questinnaire/subform/dic')
          .set('Authorization', bearer)
          .send({
            id: 2_000_000_000,
            formDicId: ids.ownedFill.formDicId,
            code: 'MATRIX',
            text: { translations: [{ localeDicId: 1, text: 'Matrix' }] },
          }),
    },
  ],
  setSubformActive: [
    {
      name: 'PUT questinnaire/subform/dic/setIsActive (on again)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/questinnaire/subform/dic/setIsActive?subFormDicId=${ids.subformDicId}&isActive=true`,
          )
          .set('Authorization', bearer),
    },
  ],
  swapSubforms: [
    {
      name: 'PUT questinnaire/subform/dic/swap-order (not neighbours)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/questinnaire/subform/dic/swap-order?firstId=${ids.subformDicId}&secondId=${ids.subformDicId}`,
          )
          .set('Authorization', bearer),
    },
  ],
  deleteSubformDic: [
    {
      name: 'DELETE questinnaire/subform/dic/{id} (one with answers)',
      send: (ids, bearer, agent) =>
        agent
          .delete(`/api/secured/questinnaire/subform/dic/${ids.subformDicId}`)
          .set('Authorization', bearer),
    },
  ],
  addGroupDic: [
    {
      name: 'POST questionlist/dic',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/questionlist/dic')
          .set('Authorization', bearer)
          .send({ subFormDicId: ids.subformDicId, qlNumber: -1, farmTypeId: -1 }),
    },
  ],
  updateGroupDic: [
    {
      name: 'PUT questionlist/dic (an unknown group)',
      send: (ids, bearer, agent) =>
        agent
          .put('/api/secured/questionlist/dic')
          .set('Authorization', bearer)
          .send({ id: 2_000_000_000, subFormDicId: ids.subformDicId, qlNumber: -1, farmTypeId: -1 }),
    },
  ],
  setGroupActive: [
    {
      name: 'PUT questionlist/dic/setIsActive (on again)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/questionlist/dic/setIsActive?questionGroupDicId=${ids.assignedFill.penGroup}&isActive=true`,
          )
          .set('Authorization', bearer),
    },
  ],
  swapGroups: [
    {
      name: 'PUT questionlist/dic/swap-order (not neighbours)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/questionlist/dic/swap-order?firstId=${ids.assignedFill.penGroup}&secondId=${ids.assignedFill.penGroup}`,
          )
          .set('Authorization', bearer),
    },
  ],
  deleteGroupDic: [
    {
      name: 'DELETE questionlist/dic/{id} (one with answers)',
      send: (ids, bearer, agent) =>
        agent
          .delete(`/api/secured/questionlist/dic/${ids.assignedFill.penGroup}`)
          .set('Authorization', bearer),
    },
  ],
  // issue 13: questions and answer options (the demo ids at hand: the pen group, the owned fill's
  // question; an administrator may meet 400/404 where they do not fit, never 401/403; reads first).
  questionDicList: [
    {
      name: 'GET question/dic/list/group (the pen group)',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/question/dic/list/group?questionListDicId=${ids.assignedFill.penGroup}`)
          .set('Authorization', bearer),
    },
  ],
  questionDic: [
    {
      name: 'GET question/dic/{question}',
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/question/dic/${ids.ownedFill.questionDicId}`).set('Authorization', bearer),
    },
  ],
  optionDicList: [
    {
      name: 'GET question/answer/dic/list (a question)',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/question/answer/dic/list?questionDicId=${ids.ownedFill.questionDicId}`)
          .set('Authorization', bearer),
    },
  ],
  addQuestionDic: [
    {
      name: 'POST question/dic (first in the pen group)',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/question/dic')
          .set('Authorization', bearer)
          .send({
            questionListDicId: ids.assignedFill.penGroup,
            answerTypeDicId: 1,
            text: { translations: [{ localeDicId: 1, text: 'Matrix question' }] },
            shortName: 'matrix',
            questionOrderKey: 1,
          }),
    },
  ],
  updateQuestionDic: [
    {
      name: 'PUT question/dic (a question, named under the pen group)',
      send: (ids, bearer, agent) =>
        agent
          .put('/api/secured/question/dic')
          .set('Authorization', bearer)
          .send({
            id: ids.ownedFill.questionDicId,
            questionListDicId: ids.assignedFill.penGroup,
            answerTypeDicId: 1,
            text: { translations: [{ localeDicId: 1, text: 'Matrix question' }] },
            shortName: 'matrix',
            questionOrderKey: 1,
          }),
    },
  ],
  addOptionDic: [
    {
      name: 'POST question/answer/dic (to a question)',
      send: (ids, bearer, agent) =>
        agent
          .post('/api/secured/question/answer/dic')
          .set('Authorization', bearer)
          .send({
            questionId: ids.ownedFill.questionDicId,
            text: {
              translations: [1, 2, 3, 4, 5, 6].map((localeDicId) => ({ localeDicId, text: 'Matrix' })),
            },
          }),
    },
  ],
  updateOptionDic: [
    {
      name: 'PUT question/answer/dic?answerDicId (an option id)',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/question/answer/dic?answerDicId=${ids.ownedFill.questionDicId}`)
          .set('Authorization', bearer)
          .send({
            questionId: ids.ownedFill.questionDicId,
            text: {
              translations: [1, 2, 3, 4, 5, 6].map((localeDicId) => ({ localeDicId, text: 'Matrix' })),
            },
          }),
    },
  ],
  setQuestionActive: [
    {
      name: 'PUT question/dic/setIsActive (a question, switched on)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/question/dic/setIsActive?questionListDicId=${ids.assignedFill.penGroup}&questionId=${ids.ownedFill.questionDicId}&isActive=true`,
          )
          .set('Authorization', bearer),
    },
  ],
  setOptionActive: [
    {
      name: 'PUT question/answer/dic/setIsActive (an option id, switched on)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/question/answer/dic/setIsActive?answerDicId=${ids.ownedFill.questionDicId}&isActive=true`,
          )
          .set('Authorization', bearer),
    },
  ],
  swapQuestions: [
    {
      name: 'PUT question/dic/swap-order (a question with itself: 409)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/question/dic/swap-order?firstId=${ids.ownedFill.questionDicId}&secondId=${ids.ownedFill.questionDicId}`,
          )
          .set('Authorization', bearer),
    },
  ],
  swapOptions: [
    {
      name: 'PUT question/answer/dic/swap-order (an option with itself)',
      send: (ids, bearer, agent) =>
        agent
          .put(
            `/api/secured/question/answer/dic/swap-order?firstId=${ids.ownedFill.questionDicId}&secondId=${ids.ownedFill.questionDicId}`,
          )
          .set('Authorization', bearer),
    },
  ],
  deleteOptionDic: [
    {
      name: 'DELETE question/answer/dic/{an id with no option}',
      send: (_, bearer, agent) =>
        agent.delete('/api/secured/question/answer/dic/999999').set('Authorization', bearer),
    },
  ],
  deleteQuestionDic: [
    {
      name: 'DELETE question/dic/{an id with no question}',
      send: (_, bearer, agent) =>
        agent.delete('/api/secured/question/dic/999999').set('Authorization', bearer),
    },
  ],
  importStructure: [
    {
      name: 'POST structure/type/import (a small new type)',
      send: (_, bearer, agent) =>
        agent
          .post('/api/secured/structure/type/import')
          .set('Authorization', bearer)
          .send({ ...smallStructure(), key: 'matrix_import' }),
    },
  ],
  // issue 15: the grid squares of a map view, a computation on no one's data: every role, and any account.
  gridSquares: [
    {
      name: 'POST geom/geojson (a view in Warsaw)',
      send: (_, bearer, agent) =>
        agent
          .post('/api/secured/geom/geojson')
          .set('Authorization', bearer)
          .send({
            type: 'Polygon',
            coordinates: [
              [
                [21, 52.22],
                [21.01, 52.22],
                [21.01, 52.23],
                [21, 52.23],
              ],
            ],
          }),
    },
  ],
  // Reports (issue 16): the demo forms are not submitted, so generating answers 409 to those who may.
  report: [
    {
      name: 'GET indicator/{owned}?formDicId (a report form)',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/indicator/${ids.ownedQuestionnaireId}`)
          .query({ formDicId: ids.reportFormDicId })
          .set('Authorization', bearer),
    },
  ],
  reportUnit: [
    {
      name: 'GET indicator/{owned}/unit',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent.get(`/api/secured/indicator/${ids.ownedQuestionnaireId}/unit`).set('Authorization', bearer),
    },
  ],
  reportAverage: [
    {
      name: "GET indicator/average/{form}?farmTypeId (the owned unit's type)",
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/indicator/average/${ids.reportFormDicId}`)
          .query({ farmTypeId: ids.ownedUnitTypeId })
          .set('Authorization', bearer),
    },
  ],
  generateReport: [
    {
      name: 'POST indicator/{owned}?formDicId (a report form, not submitted)',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .post(`/api/secured/indicator/${ids.ownedQuestionnaireId}`)
          .query({ formDicId: ids.reportFormDicId })
          .set('Authorization', bearer),
    },
  ],
  structureChanges: [
    {
      name: 'GET structure/type/{type}/changes',
      send: (ids, bearer, agent) =>
        agent
          .get(`/api/secured/structure/type/${ids.questionnaireTypeId}/changes?pageSize=10`)
          .set('Authorization', bearer),
    },
  ],
  // issue 17: the data export; the expert is not assigned to the owned unit (404, nothing exported).
  exportAnswers: [
    {
      name: 'GET synchronization/export?farmId={owned}',
      refusedByData: ['expert'],
      send: (ids, bearer, agent) =>
        agent
          .get('/api/secured/synchronization/export')
          .query({ localeDicId: 1, farmId: String(ids.ownedUnitId) })
          .set('Authorization', bearer),
    },
  ],
  // issue 16: the studio's indicator editor, administrators only.
  saveFormIndicators: [
    {
      name: 'PUT structure/type/{demo}/form/{unknown}/indicators',
      send: (ids, bearer, agent) =>
        agent
          .put(`/api/secured/structure/type/${ids.questionnaireTypeId}/form/matrix_no_form/indicators`)
          .set('Authorization', bearer)
          .send({ indicators: [] }),
    },
  ],
  // issue 18: the session calls end the matrix: after the logout the role's token is refused.
  renewSession: [
    {
      name: 'POST user/session/renew',
      send: (_, bearer, agent) => agent.post('/api/secured/user/session/renew').set('Authorization', bearer),
    },
  ],
  logout: [
    {
      name: 'POST user/logout (the last row: it ends the session)',
      send: (_, bearer, agent) => agent.post('/api/secured/user/logout').set('Authorization', bearer),
    },
  ],
};

function securedCallsOf<K extends SecuredEndpointName>(name: K): SecuredCall[] {
  const { roles } = apiContract[name];
  return matrix[name].map((row: MatrixRow<RoleName>) => ({
    name: row.name,
    endpoint: apiContract[name],
    allowed: roles.filter((role) => !row.refusedByData?.includes(role)).map((role) => ACCOUNT_OF[role]),
    send: row.send,
  }));
}

const securedCalls: readonly SecuredCall[] = matrixNames(matrix).flatMap(securedCallsOf);

/** The first filled form, subform and question of the owned unit's questionnaire, with their dictionary ids. */
async function ownedFill(
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  unitId: number,
): Promise<DemoIds['ownedFill']> {
  const form = await number(
    sql`select f.id from filled_form f join questionnaire q on q.id = f.questionnaire_id
        where q.unit_id = ${unitId} order by q.id, f.id limit 1`,
  );
  const subform = await number(
    sql`select id from filled_subform where filled_form_id = ${form} order by id limit 1`,
  );
  const question = await number(
    sql`select q.id from filled_question q join filled_question_list l on l.id = q.filled_question_list_id
        where l.filled_subform_id = ${subform} order by q.id limit 1`,
  );
  const formDicId = await number(sql`select form_id as id from filled_form where id = ${form}`);
  const questionDicId = await number(
    sql`select question_id as id from filled_question where id = ${question}`,
  );
  return { form, subform, question, formDicId, questionDicId };
}

/** The rows of the assigned unit's questionnaire that the fill-write rows name, found by structure key. */
async function assignedFill(
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  questionnaireId: number,
): Promise<AssignedFill> {
  const groupId = (key: string) =>
    number(sql`select id from question_group where key = ${key} order by id limit 1`);
  const filledSubform = (groupKey: string) =>
    number(
      sql`select fs.id from filled_subform fs join filled_form ff on ff.id = fs.filled_form_id
          join question_group g on g.subform_id = fs.subform_id
          where ff.questionnaire_id = ${questionnaireId} and g.key = ${groupKey}`,
    );
  const question = await number(
    sql`select fq.id from filled_question fq join question q on q.id = fq.question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
        where ff.questionnaire_id = ${questionnaireId} and q.key = 'year_established'`,
  );
  return {
    question,
    questionList: await number(
      sql`select filled_question_list_id as id from filled_question where id = ${question}`,
    ),
    version: 0,
    housingSubform: await filledSubform('pen'),
    penGroup: await groupId('pen'),
    building: await number(
      sql`select l.id from filled_question_list l join question_group g on g.id = l.question_group_id
          where l.filled_subform_id = ${await filledSubform('building')} and g.key = 'building' order by l.id limit 1`,
    ),
    energySubform: await filledSubform('biogas'),
    biogasGroup: await groupId('biogas'),
    generalForm: await number(
      sql`select ff.id from filled_form ff join form f on f.id = ff.form_id
          where ff.questionnaire_id = ${questionnaireId} and f.key = 'general'`,
    ),
  };
}

async function demoIds(database: Database): Promise<DemoIds> {
  const number = async (query: ReturnType<typeof sql>): Promise<number> => {
    const [row] = await selectRows(database, query);
    const value = Number(row?.id);
    if (!Number.isSafeInteger(value)) throw new Error('Demo row missing');
    return value;
  };
  const userId = (email: string) => number(sql`select id from app_user where email = ${email}`);
  const unitId = (code: string) => number(sql`select id from unit where number = ${code}`);
  const ownedUnitId = await unitId('PL-001');
  const assignedUnitId = await unitId('PL-002');
  return {
    farmerId: await userId('farmer@example.com'),
    expertId: await userId('expert@example.com'),
    coordinatorId: await userId('coordinator@example.com'),
    ownedUnitId,
    assignedUnitId,
    inactiveUnitId: await unitId('PL-003'),
    ownedQuestionnaireId: await number(
      sql`select id from questionnaire where unit_id = ${ownedUnitId} order by id limit 1`,
    ),
    assignedQuestionnaireId: await number(
      sql`select id from questionnaire where unit_id = ${assignedUnitId} order by id limit 1`,
    ),
    questionnaireTypeId: await number(sql`select id from questionnaire_type order by id limit 1`),
    subformDicId: await number(sql`select id from subform order by form_id, order_key limit 1`),
    reportFormDicId: await number(
      sql`select id from form where has_report order by questionnaire_type_id, order_key limit 1`,
    ),
    ownedUnitTypeId: await number(sql`select unit_type_id as id from unit where id = ${ownedUnitId}`),
    ownedFill: await ownedFill(number, ownedUnitId),
    assignedFill: await assignedFill(
      number,
      await number(sql`select id from questionnaire where unit_id = ${assignedUnitId} order by id limit 1`),
    ),
    reviewCommentId: await reviewCommentOn(database, number, assignedUnitId),
    assignedPhoto: await photoOn(database, number, assignedUnitId),
  };
}

/** The demo data has no review comment: the matrix writes one, by the coordinator, for the reply and resolve calls. */
async function reviewCommentOn(
  database: Database,
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  unitId: number,
): Promise<number> {
  const questionnaireId = await number(
    sql`select id from questionnaire where unit_id = ${unitId} order by id limit 1`,
  );
  const filledQuestionId = await number(
    sql`select fq.id from filled_question fq join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
        where ff.questionnaire_id = ${questionnaireId} order by fq.id limit 1`,
  );
  const [row] = await selectRows(
    database,
    sql`insert into review_comment (questionnaire_id, filled_question_id, author_user_id, text, created_at)
        values (${questionnaireId}, ${filledQuestionId},
          (select id from app_user where email = 'coordinator@example.com'), 'Is this right?', now())
        returning id`,
  );
  return Number(row?.id);
}

/** The demo data has no photo: the matrix stores one (a 1 × 1 PNG) on the assigned unit's questionnaire. */
async function photoOn(
  database: Database,
  number: (query: ReturnType<typeof sql>) => Promise<number>,
  unitId: number,
): Promise<string> {
  const questionnaireId = await number(
    sql`select id from questionnaire where unit_id = ${unitId} order by id limit 1`,
  );
  const filledQuestionId = (await assignedFill(number, questionnaireId)).question;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  const id = '5f0c6a52-5b1e-4c59-9d0e-6a3c2f1e0b7d';
  await database.db.execute(
    sql`insert into photo_blob (sha256, content_type, byte_size, width, height, content, thumbnail)
        values (${'a'.repeat(64)}, 'image/png', ${png.length}, 1, 1, ${png}, ${png})`,
  );
  await database.db.execute(
    sql`insert into photo (id, file_name, filled_question_id, sha256)
        values (${id}, ${`${id}.png`}, ${filledQuestionId}, ${'a'.repeat(64)})`,
  );
  return `${id}.png`;
}

/** A fingerprint of everything the secured calls could change. */
async function stateOf(database: Database): Promise<string> {
  const rows = await selectRows(
    database,
    sql`select
      (select json_agg(u order by u.id) from (select id, description, owner_user_id, is_active from unit) u) as units,
      (select json_agg(q order by q.id) from (select id, is_active from questionnaire) q) as questionnaires,
      (select json_agg(a order by a.unit_id, a.user_id) from (select unit_id, user_id, status from unit_assignment) a) as assignments,
      (select json_agg(r order by r.user_id, r.questionnaire_type_id) from (select user_id, questionnaire_type_id from questionnaire_type_right) r) as rights,
      (select json_agg(p order by p.id) from (select id, is_active, confirmed from app_user) p) as users,
      (select json_agg(a order by a.id) from (select id, answer from answer) a) as answers,
      (select json_agg(fq order by fq.id) from (select id, version from filled_question) fq) as filled_questions,
      (select json_agg(l order by l.id) from (select id, name from filled_question_list) l) as instances,
      (select json_agg(ff order by ff.id) from (select id, status from filled_form) ff) as filled_forms,
      (select json_agg(r order by r.id) from (select id, value, scaled_value from indicator_result) r) as reports,
      (select json_agg(c order by c.id) from (select id, text, resolved_at from review_comment) c) as review_comments,
      (select json_agg(r order by r.id) from (select id, text from review_reply) r) as review_replies,
      (select json_agg(a order by a.id) from (select id, kind from approval_action) a) as approval_actions,
      (select json_agg(r order by r.id) from (select id, version, reason from answer_revision) r) as revisions,
      (select json_agg(o order by o.id) from (select id from save_operation) o) as operations,
      (select json_agg(p order by p.id) from (select id, file_name from photo) p) as photos,
      (select json_agg(b order by b.sha256) from (select sha256 from photo_blob) b) as photo_blobs`,
  );
  return JSON.stringify(rows);
}

describe.each(ALL_ACCOUNTS)('secured calls as the %s', (role) => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let bearer: string;
  let ids: DemoIds;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database).app;
    bearer = await bearerFor(app, `${role}@example.com`, DEMO_PASSWORD);
    ids = await demoIds(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const before = await stateOf(database);
    const reply = await call.send(ids, bearer, request(app));
    if (call.allowed.includes(role)) {
      expect(reply.status, JSON.stringify(reply.body)).not.toBe(403);
      expect(reply.status).not.toBe(401);
      expect(reply.status).toBeLessThan(500);
      // What the server sends is what the contract says the client gets (the download has no envelope).
      const download =
        call.endpoint === apiContract.exportStructure || call.endpoint === apiContract.exportAnswers;
      const data: unknown = download ? reply.body : reply.body.data;
      if (reply.status === 200) expect(replyProblems(call.endpoint, data)).toEqual([]);
    } else {
      // 404 where the role may not even see the row the call names (another's questionnaire).
      expect([403, 404], JSON.stringify(reply.body)).toContain(reply.status);
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(await stateOf(database)).toBe(before);
    }
  });
});

/**
 * A stranger who registered a minute ago, as expert and as farmer, sends every secured call with the
 * demo accounts' ids: nothing of anyone else's changes, no list shows another's rows, and no call
 * fails with a 5xx (the consent flow of the stranger's own request is in farm/expert-consent.test.ts).
 */
describe.each([
  ['expert', 4],
  ['farmer', 3],
] as const)('secured calls as a freshly self-registered %s', (roleName, roleDicId) => {
  let database: Database;
  let t: ReturnType<typeof testApp>;
  let stranger: SelfRegisteredAccount;
  let ids: DemoIds;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    stranger = await selfRegistered(t, `stranger.${roleName}@example.com`, roleDicId);
    ids = await demoIds(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s', async (name, call) => {
    const before = await stateOf(database);
    const reply = await call.send(ids, stranger.bearer, request(t.app));
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
    if (reply.status === 200 && Array.isArray(reply.body.data) && name.includes('list2')) {
      expect(reply.body.data).toEqual([]);
    }
    if (name.startsWith('GET farm/assignment/list')) expect(reply.body.data ?? []).toEqual([]);
    // The grid squares are a computation on no one's data: anyone signed in may ask (ALL_ROLES).
    if (name.startsWith('POST geom/geojson')) expect(reply.status).toBe(200);
    // Taking a unit from the pool of ownerless inactive units is the add-unit flow anyone may use.
    if (name.startsWith('GET farm/activate')) return;
    expect(await stateOf(database)).toBe(before);
  });
});

/** The demo ids naming the demo farmer's own objects: his account, units, questionnaires and their fill. */
const DEMO_FARMER_OBJECTS: ReadonlySet<string> = new Set([
  'farmerId',
  'ownedUnitId',
  'assignedUnitId',
  'ownedQuestionnaireId',
  'assignedQuestionnaireId',
  'ownedFill.form',
  'ownedFill.subform',
  'ownedFill.question',
  'assignedFill.question',
  'assignedFill.questionList',
  'assignedFill.housingSubform',
  'assignedFill.building',
  'assignedFill.energySubform',
  'assignedFill.generalForm',
  'assignedPhoto',
]);

/** A long-text answer the demo farmer saves first: no reply to anyone else may carry it. */
const DEMO_FARMER_NOTE = 'Demo farmer private note 7c1f';

/** The demo farmer saves his private note as the answer to a long-text question of his first unit. */
async function saveDemoFarmerNote(t: ReturnType<typeof testApp>, database: Database, unitId: number) {
  const [row] = await selectRows(
    database,
    sql`select fq.id, fq.filled_question_list_id as list, fq.version from filled_question fq
        join question q on q.id = fq.question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
        join questionnaire qn on qn.id = ff.questionnaire_id
        where qn.unit_id = ${unitId} and q.answer_type_id = 3 order by fq.id limit 1`,
  );
  const bearer = await bearerFor(t.app, 'farmer@example.com', DEMO_PASSWORD);
  await request(t.app)
    .post('/api/secured/question/save')
    .set('Authorization', bearer)
    .send({
      id: Number(row?.id),
      filledQuestionListId: Number(row?.list),
      version: Number(row?.version),
      answers: [{ answer: DEMO_FARMER_NOTE }],
    })
    .expect(200);
}

/** What of the demo farmer's no other farmer may read: his e-mail, his units' numbers and names, his note. */
async function demoFarmerSecrets(database: Database, farmerId: number): Promise<string[]> {
  const units = await selectRows(
    database,
    sql`select number, description from unit where owner_user_id = ${farmerId}`,
  );
  return [
    'farmer@example.com',
    DEMO_FARMER_NOTE,
    ...units.flatMap((unit) => [String(unit.number), String(unit.description)]),
  ];
}

/**
 * Another farmer, registered a minute ago and working on a unit and a questionnaire of his own (taken
 * and started through the API), sends every secured call of the matrix with the demo farmer's ids:
 * every call that names one of the demo farmer's objects is refused with 403 or 404, no reply carries
 * anything of the demo farmer's, and nothing changes.
 */
describe("secured calls of another farmer at the demo farmer's objects", () => {
  let database: Database;
  let t: ReturnType<typeof testApp>;
  let other: SelfRegisteredAccount;
  let ids: DemoIds;
  let secrets: string[];

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    ids = await demoIds(database);
    await saveDemoFarmerNote(t, database, ids.ownedUnitId);
    other = await selfRegistered(t, 'other.farmer@example.com', 3);
    // His own unit, taken from the pool, and a questionnaire on it.
    await request(t.app)
      .get(`/api/secured/farm/activate?unitId=${ids.inactiveUnitId}`)
      .set('Authorization', other.bearer)
      .expect(200);
    await request(t.app)
      .post('/api/secured/questinnaire/add')
      .set('Authorization', other.bearer)
      .send({ farmId: ids.inactiveUnitId, questionnaireDicId: ids.questionnaireTypeId })
      .expect(200);
    secrets = await demoFarmerSecrets(database, ids.farmerId);
  });
  afterAll(async () => {
    await database.close();
  });

  it('sees his own unit and questionnaire, and only his', async () => {
    const units = await request(t.app)
      .get('/api/secured/farm/list2')
      .set('Authorization', other.bearer)
      .expect(200);
    expect(units.body.data).toEqual([expect.objectContaining({ id: ids.inactiveUnitId })]);
    const questionnaires = await request(t.app)
      .get('/api/secured/questinnaire/list2')
      .set('Authorization', other.bearer)
      .expect(200);
    expect(questionnaires.body.data).toHaveLength(1);
  });

  it.each(securedCalls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const before = await stateOf(database);
    const reads = new Set<string>();
    const reply = await call.send(recordingReads(ids, reads), other.bearer, request(t.app));
    const body = JSON.stringify(reply.body);
    expect(reply.status, body).toBeLessThan(500);
    if ([...reads].some((id) => DEMO_FARMER_OBJECTS.has(id)))
      expect([403, 404], body).toContain(reply.status);
    // Whole JSON strings: other.farmer@example.com is his own address, not the demo farmer's.
    for (const secret of secrets) expect(body).not.toContain(JSON.stringify(secret));
    expect(await stateOf(database)).toBe(before);
  });
});

/** The server's signing key in the token tests, so that a test can forge what only the server could sign. */
const TEST_JWT_SECRET = 'role-matrix-test-secret-0123456789abcdef';

interface TokenContext {
  app: ReturnType<typeof testApp>['app'];
  /** A token the server issued at the demo farmer's login, and its claims: the forgeries start from them. */
  token: string;
  claims: JWTPayload;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token with these claims, signed with the server's key unless another is given. */
function signedToken(claims: JWTPayload, secret = TEST_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

/** The issued claims, valid for another hour from now. */
const freshClaims = (claims: JWTPayload): JWTPayload => ({
  ...claims,
  iat: nowSeconds(),
  exp: nowSeconds() + 3600,
});

/**
 * Credentials that must not open a session, by kind: each answers the Authorization header to send
 * (undefined: none). A new kind is one entry here; every secured call of the matrix is sent with it.
 */
const REFUSED_CREDENTIALS: Record<string, (context: TokenContext) => Promise<string | undefined>> = {
  'no Authorization header': () => Promise.resolve(undefined),
  'a token that is no JWT': () => Promise.resolve('Bearer not-a-token'),
  'another scheme than Bearer': ({ token }) => Promise.resolve(`Basic ${token}`),
  'a token signed with another key': async ({ claims }) =>
    `Bearer ${await signedToken(freshClaims(claims), 'another-secret-0123456789abcdef')}`,
  'an unsigned token (alg none)': ({ claims }) =>
    Promise.resolve(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(freshClaims(claims))}.`),
  "a token whose claims were changed (another account's id)": ({ token, claims }) => {
    const [header = '', , signature = ''] = token.split('.');
    return Promise.resolve(`Bearer ${header}.${base64url({ ...claims, sub: '1' })}.${signature}`);
  },
  'an expired token signed with the server key': async ({ claims }) =>
    `Bearer ${await signedToken({ ...claims, iat: nowSeconds() - 13 * 3600, exp: nowSeconds() - 60 })}`,
  'a token without an expiry signed with the server key': async ({ claims }) => {
    const { exp: _expiry, ...unlimited } = claims;
    return `Bearer ${await signedToken(unlimited)}`;
  },
  'a token of an account that does not exist': async ({ claims }) =>
    `Bearer ${await signedToken({ ...freshClaims(claims), sub: '2000000000' })}`,
  // The session ended on the server: the token itself is still well signed and unexpired.
  'a token after logout': async ({ app, token }) => {
    await request(app).post('/api/secured/user/logout').set('Authorization', `Bearer ${token}`).expect(200);
    return `Bearer ${token}`;
  },
};

// One database and app for every kind: a refused call changes nothing (each kind checks), and each kind
// logs in a session of its own, so a kind's logout ends none of the others'.
describe('secured calls with a refused credential', () => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let ids: DemoIds;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database, { jwtSecret: TEST_JWT_SECRET }).app;
    ids = await demoIds(database);
  });
  afterAll(async () => {
    await database.close();
  });

  describe.each(Object.entries(REFUSED_CREDENTIALS))('secured calls with %s', (_kind, credential) => {
    let context: TokenContext;
    let authorization: string | undefined;
    let before: string;

    beforeAll(async () => {
      const token = (await bearerFor(app, 'farmer@example.com', DEMO_PASSWORD)).replace(/^Bearer /, '');
      context = { app, token, claims: decodeJwt(token) };
      authorization = await credential(context);
      before = await stateOf(database);
    });
    afterAll(async () => {
      // Nothing a refused call could have changed has changed.
      expect(await stateOf(database)).toBe(before);
    });

    it('is refused for what is wrong with it: claims of a live session re-signed with the server key are let in', async () => {
      // A login of its own: the credential's session may have been ended (logout).
      const live = decodeJwt(
        (await bearerFor(app, 'farmer@example.com', DEMO_PASSWORD)).replace(/^Bearer /, ''),
      );
      const valid = `Bearer ${await signedToken(freshClaims(live))}`;
      await request(app).get('/api/secured/farm/list2').set('Authorization', valid).expect(200);
    });

    it.each(securedCalls.map((call) => [call.name, call] as const))('%s answers 401', async (_name, call) => {
      // A row sets the header itself; without a credential the header is taken off again.
      const sent = call.send(ids, authorization ?? '', request(app));
      if (authorization === undefined) sent.unset('Authorization');
      const reply = await sent;
      expect(reply.status, JSON.stringify(reply.body)).toBe(401);
      expect(reply.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    });
  });
});

describe('the role matrix', () => {
  it('has rows for every secured endpoint of the contract', () => {
    const secured = Object.entries(apiContract)
      .filter(([, endpoint]) => endpoint.roles !== 'public')
      .map(([name]) => name);
    expect([...matrixNames(matrix)].sort()).toEqual(secured.sort());
  });
});

/** The path of a public endpoint with every `:param` set to 1 (the schemas decide whether that is valid). */
function samplePath(endpoint: PublicEndpoint): string {
  const [path] = endpointPaths(endpoint);
  return `/api${(path ?? '').replace(/:[A-Za-z]+/g, '1')}`;
}

describe('public calls without a session', () => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = testApp(database).app;
  });
  afterAll(async () => {
    await database.close();
  });

  const publicEndpoints = Object.entries(apiContract).flatMap(([name, endpoint]) =>
    endpoint.roles === 'public' ? [[name, endpoint] as const] : [],
  );

  it.each(publicEndpoints)('%s needs no session', async (_name, endpoint) => {
    const reply = await request(app)[routeMethod[endpoint.method]](samplePath(endpoint));
    expect(reply.status).not.toBe(401);
    expect(reply.status).not.toBe(403);
    expect(reply.status).toBeLessThan(500);
  });
});
