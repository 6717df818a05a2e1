import type { PagedListQuery, QuestionnaireListItem } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import {
  questionnaireListFilters,
  questionnaireListRepository,
  questionnaireListSorts,
} from '../../data/repositories/questionnaire-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { parsePagedQuery } from '../lists/paged-query';
import { ROLE } from '../../shared/roles';
import { refuseOtherUser } from './refuse-other-user';

/** Rows per page when the client sends no limit (the specification's page size). */
export const QUESTIONNAIRE_PAGE_SIZE = 20;

/**
 * One page of the questionnaires the caller may see (GET secured/questinnaire/list2). The userId and
 * userRoleId the client sends are never trusted for scope: when present they must be the caller's own.
 */
export async function listQuestionnaires(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  rawQuery: PagedListQuery,
  localeId: number,
): Promise<{ rows: QuestionnaireListItem[]; total: number }> {
  // Administrator mode works on users, rights and structures, never on questionnaires.
  if (caller.roleId === ROLE.administrator) throw new AppError('FORBIDDEN');
  refuseOtherUser(caller, rawQuery.userId);
  if (rawQuery.userRoleId !== undefined && Number(rawQuery.userRoleId) !== caller.roleId) {
    throw new AppError('FORBIDDEN');
  }
  const query = parsePagedQuery(rawQuery, {
    filter: questionnaireListFilters,
    sort: questionnaireListSorts,
    defaultLimit: QUESTIONNAIRE_PAGE_SIZE,
  });
  return questionnaireListRepository(db).list(caller, query, localeId);
}
