import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { Db } from '../database';
import {
  answerOption,
  question,
  questionGroup,
  questionnaire,
  questionnaireType,
  structureVersion,
} from '../schema/index';

/** The keys of the structure parts a fill read returned, to find them in a stored version. */
export interface StructureKeys {
  groups: ReadonlyMap<number, string>;
  questions: ReadonlyMap<number, string>;
  options: ReadonlyMap<number, string>;
}

/** A type's stored structure versions (issue 14: what a questionnaire was filled against). */
export function structureVersionRepository(db: Db) {
  return {
    /** The type's current version, its row locked until the transaction ends; undefined for no type. */
    async lockCurrent(typeId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ version: questionnaireType.structureVersion })
        .from(questionnaireType)
        .where(eq(questionnaireType.id, typeId))
        .for('update');
      return row?.version;
    },

    /** Whether a questionnaire of the type was created or last saved against this version. */
    async wasSeen(typeId: number, version: number): Promise<boolean> {
      const [row] = await db
        .select({ id: questionnaire.id })
        .from(questionnaire)
        .where(
          and(eq(questionnaire.questionnaireTypeId, typeId), eq(questionnaire.structureVersion, version)),
        )
        .limit(1);
      return row !== undefined;
    },

    async isStored(typeId: number, version: number): Promise<boolean> {
      const [row] = await db
        .select({ version: structureVersion.version })
        .from(structureVersion)
        .where(and(eq(structureVersion.questionnaireTypeId, typeId), eq(structureVersion.version, version)));
      return row !== undefined;
    },

    async store(typeId: number, version: number, document: QuestionnaireStructure): Promise<void> {
      await db
        .insert(structureVersion)
        .values({ questionnaireTypeId: typeId, version, document })
        .onConflictDoNothing();
    },

    async stored(typeId: number, version: number): Promise<QuestionnaireStructure | undefined> {
      const [row] = await db
        .select({ document: structureVersion.document })
        .from(structureVersion)
        .where(and(eq(structureVersion.questionnaireTypeId, typeId), eq(structureVersion.version, version)));
      return row?.document;
    },

    /** The keys of the given groups, questions and options, in three small queries. */
    async keysOf(ids: { groups: number[]; questions: number[]; options: number[] }): Promise<StructureKeys> {
      const keyed = async (rows: Promise<{ id: number; key: string }[]>) =>
        new Map((await rows).map((row) => [row.id, row.key]));
      const none = Promise.resolve([]);
      return {
        groups: await keyed(
          ids.groups.length === 0
            ? none
            : db
                .select({ id: questionGroup.id, key: questionGroup.key })
                .from(questionGroup)
                .where(inArray(questionGroup.id, ids.groups)),
        ),
        questions: await keyed(
          ids.questions.length === 0
            ? none
            : db
                .select({ id: question.id, key: question.key })
                .from(question)
                .where(inArray(question.id, ids.questions)),
        ),
        options: await keyed(
          ids.options.length === 0
            ? none
            : db
                .select({
                  id: answerOption.id,
                  key: sql<string>`${question.key} || '/' || ${answerOption.key}`,
                })
                .from(answerOption)
                .innerJoin(question, eq(question.id, answerOption.questionId))
                .where(inArray(answerOption.id, ids.options)),
        ),
      };
    },
  };
}
