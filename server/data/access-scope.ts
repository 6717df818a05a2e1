import { and, eq, exists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isPrivilegedRole, ROLE, seesByTypeRights } from '../shared/roles';
import type { UserRow } from './repositories/user-repository';
import {
  ASSIGNMENT_STATUS,
  questionnaire,
  questionnaireType,
  questionnaireTypeRight,
  unit,
  unitAssignment,
} from './schema/index';

/**
 * Whose access a condition checks: the role decides the condition's shape and the id is a value in
 * it, or a placeholder in a statement built once per role (built-once.ts).
 */
export type Caller = Pick<UserRow, 'roleId'> & { id: number | Placeholder };

const NOTHING = sql`false`;

/** The caller works on this unit: a farmer owns it, an expert's assignment to it was accepted. */
export function editableUnitCondition(caller: Caller): SQL {
  if (caller.roleId === ROLE.farmer) return eq(unit.ownerUserId, caller.id);
  if (caller.roleId === ROLE.expert) {
    return exists(
      // Only an accepted assignment grants access: a pending request shows the expert nothing.
      sql`(select 1 from ${unitAssignment} where ${unitAssignment.unitId} = ${unit.id} and ${unitAssignment.userId} = ${caller.id} and ${unitAssignment.status} = ${ASSIGNMENT_STATUS.accepted})`,
    );
  }
  return NOTHING;
}

/** The questionnaire types whose questionnaires a coordinator or observer may see. */
function rightsCondition(caller: Caller): SQL {
  // `= any(array(…))`, not `in (…)`: the few type ids become one index condition (a scan of
  // questionnaire_type_idx) instead of a join filter on every questionnaire.
  return sql`${questionnaire.questionnaireTypeId} = any(array(select ${questionnaireTypeRight.questionnaireTypeId} from ${questionnaireTypeRight} where ${questionnaireTypeRight.userId} = ${caller.id}))`;
}

/** The Long (privileged-only) type is hidden from every role but coordinators and experts. */
function typeShownCondition(caller: Caller): SQL | undefined {
  if (isPrivilegedRole(caller.roleId)) return undefined;
  return sql`not exists (select 1 from ${questionnaireType} where ${questionnaireType.id} = ${questionnaire.questionnaireTypeId} and ${questionnaireType.privilegedOnly})`;
}

/**
 * Questionnaires the caller may see (rows of `questionnaire`, joined to `unit`): farmers those of
 * their units, experts those of units assigned to them, coordinators and observers those of the
 * types they hold rights to. Administrators see none: they work on users and structures.
 */
export function visibleQuestionnaireCondition(caller: Caller): SQL {
  const scope = seesByTypeRights(caller.roleId)
    ? rightsCondition(caller)
    : caller.roleId === ROLE.administrator
      ? NOTHING
      : editableUnitCondition(caller);
  return and(scope, typeShownCondition(caller)) ?? scope;
}

/** Questionnaires the caller may change (fill, remove): only on units they work on, never the hidden type. */
export function editableQuestionnaireCondition(caller: Caller): SQL {
  const scope = editableUnitCondition(caller);
  return and(scope, typeShownCondition(caller)) ?? scope;
}

/**
 * Units the caller may see: those they work on, or for coordinators and observers those with a
 * questionnaire they may see. Administrators see none.
 */
export function visibleUnitCondition(caller: Caller): SQL {
  if (!seesByTypeRights(caller.roleId)) return editableUnitCondition(caller);
  return exists(
    sql`(select 1 from ${questionnaire} where ${questionnaire.unitId} = ${unit.id} and ${visibleQuestionnaireCondition(caller)})`,
  );
}
