import { sql } from 'drizzle-orm';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { save, storedState } from './write-support';

// A save reads the question, the choices that skip in its group instance and the places they skip by
// (not the whole instance): these cases check the places against what the fill screen counts.
describe('question/save: skips counted over the questions the group shows', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const own = (key: string) => f.filled.question(f.questionnaireId.own, key);
  const option = (questionKey: string, optionKey: string) => f.dic.option(questionKey, optionKey);
  const setActive = async (questionKey: string, active: boolean) => {
    await f.database.db.execute(
      sql`update question set is_active = ${active} where id = ${await f.dic.question(questionKey)}`,
    );
  };

  it('counts no inactive question: with the months switched off, "no" to covered storage skips past the end', async () => {
    const roof = await option('cover_type', 'roof');
    await save(f, 'farmer', await own('cover_type'), [{ answerListId: roof }]);
    await setActive('storage_months', false);
    try {
      await save(f, 'farmer', await own('storage_covered'), [
        { answerListId: await option('storage_covered', 'no') },
      ]);
      // Offset 1 from covered storage lands after the cover type, the last question shown.
      expect((await storedState(f, await own('cover_type'))).answers).toMatchObject([{ answerListId: roof }]);
      await save(f, 'farmer', await own('cover_type'), [{ answerListId: roof }]);
    } finally {
      await setActive('storage_months', true);
    }
    // Shown again, the months move the skip back onto the cover type.
    await save(f, 'farmer', await own('storage_covered'), [
      { answerListId: await option('storage_covered', 'yes') },
    ]);
    await save(f, 'farmer', await own('storage_covered'), [
      { answerListId: await option('storage_covered', 'no') },
    ]);
    expect((await storedState(f, await own('cover_type'))).answers).toEqual([]);
    await save(f, 'farmer', await own('cover_type'), [{ answerListId: roof }], { status: 409 });
  });

  it('refuses a save to a question skipped by a choice stored earlier in the instance, whatever lies between', async () => {
    await save(f, 'farmer', await own('storage_type'), [
      { answerListId: await option('storage_type', 'lagoon') },
    ]);
    await save(f, 'farmer', await own('storage_capacity'), [{ answer: '120' }]);
    await save(f, 'farmer', await own('storage_months'), [{ answer: '4' }]);
    await save(f, 'farmer', await own('cover_type'), [], { status: 409 });
  });
});
