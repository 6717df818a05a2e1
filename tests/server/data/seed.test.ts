import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import * as tables from '@server/data/schema/index';
import { DEMO_PASSWORD, demoAccounts, readDemoStructure } from '@server/data/seed/demo-data';
import { seedDatabase } from '@server/data/seed/seed';
import { verifyPassword } from '@server/shared/passwords';
import { openTestDatabase } from '@tests/support/test-database';

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    translation: tables.translation,
    appUser: tables.appUser,
    unit: tables.unit,
    questionnaireType: tables.questionnaireType,
    question: tables.question,
    answerOption: tables.answerOption,
    questionnaire: tables.questionnaire,
    filledQuestionList: tables.filledQuestionList,
    filledQuestion: tables.filledQuestion,
    indicator: tables.indicator,
  })) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counted[name] = row?.n ?? 0;
  }
  return counted;
}

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeding an already seeded database adds nothing', async () => {
    const before = await rowCounts(database);
    // As the test template was seeded (without the reported comparison units: demo-reports.test.ts).
    await seedDatabase(database.db, { demo: true, demoReports: false });
    expect(await rowCounts(database)).toEqual(before);
  });

  it('has one active, confirmed account per role, each with the demo password', async () => {
    const users = await database.db.select().from(tables.appUser);
    for (const account of demoAccounts) {
      const user = users.find((candidate) => candidate.email === account.email);
      expect(user, account.email).toMatchObject({
        roleId: account.roleId,
        isSuperUser: account.isSuperUser,
        isActive: true,
        confirmed: true,
      });
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    }
  });

  it('imports every question and option of the demo structure, with texts in six languages', async () => {
    const structure = readDemoStructure();
    const questions = structure.forms.flatMap((form) =>
      form.subforms.flatMap((subform) => subform.groups.flatMap((group) => group.questions)),
    );
    const counts = await rowCounts(database);
    expect(counts.question).toBe(questions.length);
    expect(counts.answerOption).toBe(questions.reduce((sum, question) => sum + question.options.length, 0));
    const [question] = await database.db
      .select({ textId: tables.question.textId })
      .from(tables.question)
      .where(eq(tables.question.key, questions[0]!.key));
    const translations = await database.db
      .select()
      .from(tables.translation)
      .where(eq(tables.translation.textId, question!.textId));
    expect(translations.map((row) => row.localeId).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives each active demo unit a questionnaire with instances of its mandatory groups only', async () => {
    const structure = readDemoStructure();
    const optionalKeys = new Set(
      structure.forms.flatMap((form) =>
        form.subforms.flatMap((subform) =>
          subform.groups.filter((group) => group.optional).map((group) => group.key),
        ),
      ),
    );
    const instances = await database.db
      .select({ key: tables.questionGroup.key })
      .from(tables.filledQuestionList)
      .innerJoin(
        tables.questionGroup,
        eq(tables.questionGroup.id, tables.filledQuestionList.questionGroupId),
      );
    expect(instances.length).toBeGreaterThan(0);
    expect(instances.filter((instance) => optionalKeys.has(instance.key))).toEqual([]);
    const questionnaires = await database.db.select().from(tables.questionnaire);
    expect(questionnaires).toHaveLength(2);
  });

  it('has a photo question (17) in every demo questionnaire, outside a first subform, with no answer', async () => {
    const photoQuestions = await database.db
      .select({ id: tables.question.id, key: tables.question.key, max: tables.question.max })
      .from(tables.question)
      .where(eq(tables.question.answerTypeId, 17));
    expect(photoQuestions).toEqual([{ id: expect.any(Number), key: 'building_photos', max: 3 }]);
    const filled = await database.db
      .select({ id: tables.filledQuestion.id, subformKey: tables.subform.key })
      .from(tables.filledQuestion)
      .innerJoin(
        tables.filledQuestionList,
        eq(tables.filledQuestionList.id, tables.filledQuestion.filledQuestionListId),
      )
      .innerJoin(tables.filledSubform, eq(tables.filledSubform.id, tables.filledQuestionList.filledSubformId))
      .innerJoin(tables.subform, eq(tables.subform.id, tables.filledSubform.subformId))
      .where(eq(tables.filledQuestion.questionId, photoQuestions[0]!.id));
    // One Building instance in each of the two demo questionnaires, in Location and buildings (F1-S2).
    expect(filled.map((row) => row.subformKey)).toEqual(['location_buildings', 'location_buildings']);
    // Photos need stored files: the demo seeds none.
    const answers = await database.db
      .select({ n: count() })
      .from(tables.answer)
      .where(
        inArray(
          tables.answer.filledQuestionId,
          filled.map((row) => row.id),
        ),
      );
    expect(answers[0]?.n).toBe(0);
  });
});
