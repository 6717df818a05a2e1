import { sql } from 'drizzle-orm';
import { gridCellAt } from '@engine/geo/grid-cell-at';
import { gridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { idOf } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { countQueries, getAs, listShapeErrors, shapeErrors } from './read-support';

/** The square of the 1 km EEA grid cell holding the Palace of Culture in Warsaw, as the map saves it. */
const CELL = gridCellAt({ latitude: 52.2318, longitude: 21.006 });
const SQUARE = gridCellSquare(CELL);

describe('GET questionlist/{filledSubformId} and question/{filledQuestionId}', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function groupsOf(questionnaireId: number, subformKey: string, query = {}): Promise<GroupInstance[]> {
    const filledSubformId = await f.filled.subform(questionnaireId, subformKey);
    const reply = await getAs(f, 'farmer', `questionlist/${filledSubformId}`, query).expect(200);
    expect(listShapeErrors('GroupInstance', reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  function questionOf(groups: readonly GroupInstance[], questionId: number): FillQuestion {
    const found = groups.flatMap((group) => group.questionList).find((q) => q.questionId === questionId);
    if (!found) throw new Error(`Question ${questionId} is not in the reply`);
    return found;
  }

  it('answers the instances of the groups that apply to the unit, with the fill path ids', async () => {
    const questionnaireId = f.questionnaireId.own;
    const groups = await groupsOf(questionnaireId, 'farm_profile', { localeDicId: 2 });
    const unitTypes = async (...keys: string[]) => {
      const ids = [];
      for (const key of keys)
        ids.push(await idOf(f.database, sql`select id from unit_type where key = ${key}`));
      return ids.sort((a, b) => a - b);
    };
    expect(groups).toMatchObject([
      {
        id: (await f.filled.instances(questionnaireId, 'farm_holder'))[0],
        questionListDicId: await f.dic.group('farm_holder'),
        questionListName: 'Gospodarstwo i jego prowadzący',
        name: null,
        qlNumber: -1,
        isActive: true,
        filledSubformId: await f.filled.subform(questionnaireId, 'farm_profile'),
        farmType: [],
      },
      {
        questionListDicId: await f.dic.group('herd_breeding'),
        farmType: await unitTypes('farrow_to_finish', 'piglet_production'),
      },
      {
        questionListDicId: await f.dic.group('herd_fattening'),
        farmType: await unitTypes('farrow_to_finish', 'fattening'),
      },
    ]);
    const [holder] = groups;
    const keys = ['year_established', 'legal_form', 'last_vet_inspection', 'total_area', 'housing_systems'];
    const expected = [];
    for (const key of keys) {
      expected.push({
        id: await f.filled.question(questionnaireId, key),
        questionId: await f.dic.question(key),
        filledQuestionListId: holder?.id,
        version: 0,
        answers: [],
      });
    }
    expect(holder?.questionList).toMatchObject(expected);
  });

  it('leaves out an instance whose group does not apply to the unit type', async () => {
    // PL-002 breeds piglets: the fattening herd group is not for it, even when an instance exists.
    const stray = await f.addInstance(f.questionnaireId.assigned, 'herd_fattening');
    const groups = await groupsOf(f.questionnaireId.assigned, 'farm_profile');
    expect(groups.map((group) => group.id)).not.toContain(stray);
    expect(groups.map((group) => group.questionListDicId)).toEqual([
      await f.dic.group('farm_holder'),
      await f.dic.group('herd_breeding'),
    ]);
    const strayQuestion = await idOf(
      f.database,
      sql`select id from filled_question where filled_question_list_id = ${stray} order by id limit 1`,
    );
    await getAs(f, 'farmer', `question/${strayQuestion}`).expect(404);
  });

  it('gives the question texts, tips, headings and options in the locale, with what the engine reads', async () => {
    const groups = await groupsOf(f.questionnaireId.own, 'farm_profile', { localeDicId: 3 });
    const legalForm = questionOf(groups, await f.dic.question('legal_form'));
    expect(legalForm).toMatchObject({
      answerTypeDicId: 4,
      questionText: 'Welche Rechtsform hat der Betrieb?',
    });
    expect(legalForm.answerList.map((option) => option.id)).toEqual([
      await f.dic.option('legal_form', 'family'),
      await f.dic.option('legal_form', 'partnership'),
      await f.dic.option('legal_form', 'company'),
      await f.dic.option('legal_form', 'cooperative'),
      await f.dic.option('legal_form', 'blank'),
    ]);
    // The engine hides options with empty text, so the server sends them as they are.
    expect(legalForm.answerList.at(-1)).toMatchObject({ text: '', isActive: true, skipQuestions: 0 });
    const year = questionOf(groups, await f.dic.question('year_established'));
    expect(year).toMatchObject({ min: 1900, max: 2017, questionGroupText: 'Grunddaten' });
    // Empty fields are left out of the reply (issue 12); the screen reads them as null.
    expect(year).not.toHaveProperty('questionTip');
    const inspection = questionOf(groups, await f.dic.question('last_vet_inspection'));
    expect(inspection.questionTip).toEqual(expect.stringContaining('Kontrollbericht'));
    expect(inspection).not.toHaveProperty('questionGroupText');
    // The export name is for the structure editor and exports, not the fill screen.
    expect(legalForm.answerList.every((option) => !('shortName' in option))).toBe(true);
  });

  it('names the forms a recommended question is needed for, in form order', async () => {
    const groups = await groupsOf(f.questionnaireId.own, 'farm_profile');
    expect(questionOf(groups, await f.dic.question('total_area'))).toMatchObject({
      recommended: true,
      recommendedList: [await f.dic.form('environment'), await f.dic.form('economy')],
    });
    expect(questionOf(groups, await f.dic.question('sows_total')).recommendedList).toEqual([
      await f.dic.form('environment'),
      await f.dic.form('animal_welfare'),
      await f.dic.form('economy'),
    ]);
    expect(questionOf(groups, await f.dic.question('legal_form'))).toMatchObject({
      recommended: false,
      recommendedList: [],
    });
  });

  it('carries the declarative structure: options that depend on another answer, options from answers, skips', async () => {
    const housing = await groupsOf(f.questionnaireId.own, 'housing_space');
    const floor = questionOf(housing, await f.dic.question('floor_type'));
    expect(floor.answerList[0]?.availableWhen).toEqual({
      questionId: await f.dic.question('housing_systems'),
      optionIds: [await f.dic.option('housing_systems', 'indoor_slatted')],
    });
    const training = await groupsOf(f.questionnaireId.own, 'training_knowledge');
    expect(questionOf(training, await f.dic.question('trained_people'))).toMatchObject({
      answerTypeDicId: 13,
      optionsFromQuestionId: await f.dic.question('person_role'),
      answerList: [],
    });
    const health = await groupsOf(f.questionnaireId.own, 'health_treatments');
    const used = questionOf(health, await f.dic.question('antibiotics_used'));
    expect(used.answerList.map((option) => [option.text, option.skipQuestions])).toEqual([
      ['Yes', 0],
      ['No', 2],
    ]);
  });

  it('sends the saved answers with their saving time, geometries as GeoJSON, and the version', async () => {
    const questionnaireId = f.questionnaireId.own;
    const legalForm = await f.filled.question(questionnaireId, 'legal_form');
    const area = await f.filled.question(questionnaireId, 'total_area');
    const systems = await f.filled.question(questionnaireId, 'housing_systems');
    const point = await f.filled.question(questionnaireId, 'farmyard_point');
    await f.putAnswers(legalForm, [{ answerOptionId: await f.dic.option('legal_form', 'company') }]);
    await f.putAnswers(area, [{ answer: '12.5' }]);
    await f.putAnswers(area, [{ answer: '14.5' }]);
    await f.putAnswers(systems, [
      { answerOptionId: await f.dic.option('housing_systems', 'outdoor') },
      { answerOptionId: await f.dic.option('housing_systems', 'indoor_bedded') },
    ]);
    await f.putAnswers(point, [{ geomAnswer: { type: 'Point', coordinates: [19.45, 51.75] } }]);

    const profile = await groupsOf(questionnaireId, 'farm_profile');
    const byId = (id: number) => profile.flatMap((group) => group.questionList).find((q) => q.id === id);
    expect(byId(legalForm)).toMatchObject({
      version: 1,
      answers: [
        {
          id: expect.any(Number),
          answerListId: await f.dic.option('legal_form', 'company'),
          date: expect.any(String),
        },
      ],
    });
    expect(byId(legalForm)?.answers[0]).not.toHaveProperty('answer');
    expect(byId(area)).toMatchObject({ version: 2, answers: [{ answer: '14.5' }] });
    expect(byId(area)?.answers[0]).not.toHaveProperty('answerListId');
    expect(byId(systems)?.answers.map((saved) => saved.answerListId)).toEqual([
      await f.dic.option('housing_systems', 'outdoor'),
      await f.dic.option('housing_systems', 'indoor_bedded'),
    ]);
    const date = byId(area)?.answers[0]?.date ?? '';
    expect(new Date(date).toISOString()).toBe(date);

    const location = await getAs(f, 'farmer', `question/${point}`).expect(200);
    expect(location.body.data.answers).toStrictEqual([
      {
        id: expect.any(Number),
        date: expect.any(String),
        geomAnswer: { type: 'Point', coordinates: [19.45, 51.75] },
      },
    ]);
  });

  it('sends a grid square answer as a GeoJSON polygon', async () => {
    const questionId = await f.dic.question('water_intake_grid');
    const square = await f.filled.question(f.questionnaireId.assigned, 'water_intake_grid');
    await f.putAnswers(square, [{ answer: gridCellCode(CELL), gridGeomAnswer: SQUARE }]);
    const reply = await getAs(f, 'expert', `question/${square}`).expect(200);
    expect(reply.body.data).toMatchObject({
      questionId,
      answers: [{ answer: '1kmE5069N3292', gridGeomAnswer: SQUARE }],
    });
    expect(reply.body.data.answers[0]).not.toHaveProperty('geomAnswer');
  });

  it('lists repeatable and named instances in their order, with their own names', async () => {
    const questionnaireId = f.questionnaireId.own;
    const second = await f.addInstance(questionnaireId, 'pen');
    const third = await f.addInstance(questionnaireId, 'pen');
    const housing = await groupsOf(questionnaireId, 'housing_space');
    const pens = housing.filter((group) => group.qlNumber === 0);
    expect(pens.map((group) => group.id)).toEqual([
      ...(await f.filled.instances(questionnaireId, 'pen')).slice(0, 1),
      second,
      third,
    ]);
    expect(pens.every((group) => group.questionList.length === 6)).toBe(true);
    expect(new Set(pens.flatMap((group) => group.questionList.map((q) => q.id))).size).toBe(18);

    const buildings = (await groupsOf(questionnaireId, 'location_buildings')).filter((g) => g.qlNumber === 2);
    expect(buildings.map((group) => group.name)).toEqual(['PL-001_B1']);
  });

  it('sends inactive groups and questions with their flag: the engine leaves them out, admin mode shows them', async () => {
    const questionId = await f.dic.question('daylight');
    const groupId = await f.dic.group('pen');
    await f.database.db.execute(sql`update question set is_active = false where id = ${questionId}`);
    await f.database.db.execute(sql`update question_group set is_active = false where id = ${groupId}`);
    try {
      const housing = await groupsOf(f.questionnaireId.own, 'housing_space');
      expect(questionOf(housing, questionId).isActive).toBe(false);
      expect(housing.find((group) => group.questionListDicId === groupId)?.isActive).toBe(false);
    } finally {
      await f.database.db.execute(sql`update question set is_active = true where id = ${questionId}`);
      await f.database.db.execute(sql`update question_group set is_active = true where id = ${groupId}`);
    }
  });

  it('reads one question exactly as the group list shows it, in the locale asked for', async () => {
    const groups = await groupsOf(f.questionnaireId.own, 'farm_profile', { localeDicId: 4 });
    const listed = questionOf(groups, await f.dic.question('housing_systems'));
    const reply = await getAs(f, 'observer', `question/${listed.id}`, { localeDicId: 4 }).expect(200);
    expect(shapeErrors('FillQuestion', reply.body.data)).toEqual([]);
    expect(reply.body.data).toEqual(listed);
  });

  it('runs a fixed number of queries however many instances, questions and answers a subform holds', async () => {
    const questionnaireId = f.questionnaireId.assigned;
    const filledSubformId = await f.filled.subform(questionnaireId, 'labour');
    const path = `questionlist/${filledSubformId}`;
    const counter = countQueries(f.database);
    try {
      await getAs(f, 'expert', path).expect(200);
      const few = counter.count();
      expect(few).toBeGreaterThan(3);
      for (let n = 0; n < 8; n += 1) {
        const instance = await f.addInstance(questionnaireId, 'person');
        const role = await idOf(
          f.database,
          sql`select id from filled_question where filled_question_list_id = ${instance} order by id limit 1`,
        );
        await f.putAnswers(role, [{ answer: `Worker ${n}` }]);
      }
      const before = counter.count();
      const reply = await getAs(f, 'expert', path).expect(200);
      expect(reply.body.data.length).toBeGreaterThanOrEqual(10);
      expect(counter.count() - before).toBe(few);
    } finally {
      counter.restore();
    }
  });
});
