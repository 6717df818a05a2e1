import { dictionaryQuestion } from '@engine/convert/dictionary-question';
import type { NavigationGroup } from '@engine/navigation/build-navigation';
import type { GroupInstance } from '@schemas/generated/api/fill';
import type {
  AnswerOptionDicItem,
  QuestionDicItem,
  QuestionGroupDicItem,
} from '@schemas/generated/api/structure-admin';

/**
 * A question group of the dictionary as the group bar shows it: one button per group (the
 * dictionary has no instances, so none is numbered), no answers to count.
 *
 * @param name the button's text (the name, marked when the group is inactive)
 */
export function adminNavigationGroup(group: QuestionGroupDicItem, name: string): NavigationGroup {
  return {
    id: group.id,
    questionListDicId: group.id,
    qlNumber: group.qlNumber,
    name,
    answered: 0,
    total: 0,
    complete: false,
  };
}

/**
 * A question group of the dictionary with its questions as a group being filled, so the fill
 * screen's question cards render it: every question with its real answer control and no answers.
 *
 * @param options the answer options of the group's questions (each question takes its own)
 */
export function adminGroupInstance(
  group: QuestionGroupDicItem,
  questions: readonly QuestionDicItem[],
  options: readonly AnswerOptionDicItem[],
  localeDicId: number,
): GroupInstance {
  return {
    id: group.id,
    questionListDicId: group.id,
    questionListName: group.name,
    qlNumber: group.qlNumber,
    isActive: group.isActive,
    filledSubformId: group.subFormDicId,
    orderKey: group.orderKey,
    questionList: questions.map((question) => dictionaryQuestion(question, options, localeDicId)),
  };
}
