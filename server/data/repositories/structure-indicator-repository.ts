import { and, eq, inArray } from 'drizzle-orm';
import type { StructureIndicator, Translations } from '@schemas/generated/structure';
import type { Db } from '../database';
import { form, indicator, question, questionGroup, subform, translation } from '../schema/index';
import { insertText } from './text-repository';

const LOCALE_IDS: Record<keyof Translations, number> = { en: 1, pl: 2, de: 3, fi: 4, it: 5, nl: 6 };

/** An indicator row of a form as the editor's save needs it: found by key, its name's text. */
interface StoredIndicator {
  id: number;
  key: string;
  textId: number;
}

/**
 * A form's indicator tree in the studio's indicator editor (issue 16): the form's question keys (an
 * input names a question of its own form only) and the save that makes the stored tree the sent one.
 */
export function structureIndicatorRepository(db: Db) {
  async function rewriteText(textId: number, name: Translations): Promise<void> {
    await db.delete(translation).where(eq(translation.textId, textId));
    const rows = (Object.keys(LOCALE_IDS) as (keyof Translations)[])
      .filter((code) => name[code].trim() !== '')
      .map((code) => ({ textId, localeId: LOCALE_IDS[code], text: name[code] }));
    if (rows.length > 0) await db.insert(translation).values(rows);
  }

  return {
    /** The form of the type with this key; undefined when the type has none. */
    async formOfType(typeId: number, formKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: form.id })
        .from(form)
        .where(and(eq(form.questionnaireTypeId, typeId), eq(form.key, formKey)));
      return row?.id;
    },

    /** The ids of the form's questions by their key. */
    async questionIds(formId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: question.id, key: question.key })
        .from(question)
        .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .where(eq(subform.formId, formId));
      return new Map(rows.map((row) => [row.key, row.id]));
    },

    /**
     * Makes the form's tree the given one (already checked): an indicator whose key stays keeps its row
     * (so the stored reports' values of it stay until the report is generated again), new keys get rows,
     * rows of keys no longer in the tree are deleted with their results, and hasReport follows.
     */
    async replaceTree(
      formId: number,
      tree: StructureIndicator[],
      questionIds: ReadonlyMap<string, number>,
    ): Promise<void> {
      const stored: StoredIndicator[] = await db
        .select({ id: indicator.id, key: indicator.key, textId: indicator.textId })
        .from(indicator)
        .where(eq(indicator.formId, formId));
      const byKey = new Map(stored.map((row) => [row.key, row]));
      const kept = new Set<number>();

      const write = async (nodes: StructureIndicator[], parentId: number | null): Promise<void> => {
        for (const [index, node] of nodes.entries()) {
          const values = {
            parentId,
            weight: node.weight ?? 1,
            inputs: (node.inputs ?? []).map(({ questionKey, ...input }) => {
              const questionId = questionIds.get(questionKey);
              if (questionId === undefined) throw new Error(`Unchecked question key "${questionKey}"`);
              return { ...input, questionId };
            }),
            orderKey: index + 1,
          };
          const existing = byKey.get(node.key);
          let id: number;
          if (existing) {
            id = existing.id;
            await db.update(indicator).set(values).where(eq(indicator.id, id));
            await rewriteText(existing.textId, node.name);
          } else {
            const [row] = await db
              .insert(indicator)
              .values({ ...values, formId, key: node.key, textId: await insertText(db, node.name) })
              .returning({ id: indicator.id });
            if (!row) throw new Error('No id returned for a new indicator');
            id = row.id;
          }
          kept.add(id);
          await write(node.children ?? [], id);
        }
      };
      await write(tree, null);

      const gone = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (gone.length > 0) await db.delete(indicator).where(inArray(indicator.id, gone));
      await db
        .update(form)
        .set({ hasReport: tree.length > 0 })
        .where(eq(form.id, formId));
    },
  };
}
