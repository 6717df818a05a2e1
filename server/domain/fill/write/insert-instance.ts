import { prefillAnswers } from '@engine/answers/prefill-answers';
import type { Db } from '../../../data/database';
import {
  fillWriteGroupRepository,
  type GroupForChange,
} from '../../../data/repositories/fill-write-group-repository';
import type { SubformWriteScope } from '../../../data/repositories/fill-write-scope-repository';
import { insertGroupInstance } from '../../../data/repositories/questionnaire-repository';
import { savedAnswer } from '../read/saved-answer';
import { nextInstanceName } from './next-instance-name';

/**
 * Adds one instance of a group to a filled subform, with a filled question per active question (as a
 * new questionnaire's instances get them). Its name: the one given, else the group's pattern with the
 * next running number, else none. Questions that start from another question's answers (the "last
 * pen") get a copy of that question's answers in its last instance.
 */
export async function insertInstance(
  db: Db,
  scope: SubformWriteScope,
  group: GroupForChange,
  givenName?: string | null,
): Promise<number> {
  const groups = fillWriteGroupRepository(db);
  const trimmed = givenName?.trim();
  const name = trimmed
    ? trimmed
    : group.instanceNamePattern
      ? nextInstanceName(
          group.instanceNamePattern,
          scope.unitNumber,
          (await groups.instancesOf(scope.filledSubformId, group.id)).map((instance) => instance.name),
        )
      : null;
  const orderKey = await groups.openOrderKey(scope.filledSubformId, group);
  const id = await insertGroupInstance(db, {
    filledSubformId: scope.filledSubformId,
    questionGroupId: group.id,
    orderKey,
    name,
  });
  const targets = await groups.prefillTargets(id);
  if (targets.length > 0) {
    const latest = await groups.lastInstanceAnswers(
      scope.questionnaireId,
      targets.map((target) => target.prefillFromQuestionId),
      id,
    );
    const latestAnswers = new Map(
      [...latest].map(([questionId, rows]) => [questionId, rows.map(savedAnswer)]),
    );
    await groups.insertAnswers(prefillAnswers(targets, latestAnswers));
  }
  return id;
}
