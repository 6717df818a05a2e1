import { sql } from 'drizzle-orm';
import type { FormDictionaryItem, FormListItem } from '@schemas/generated/api/fill';
import { one, type RoleName } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { getAs, listShapeErrors } from './read-support';

const DEMO_FORMS = ['general', 'environment', 'animal_welfare', 'economy', 'social'];

describe('GET questinnaire/form/{questionnaireId}: the filled forms', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  it('lists the filled forms in form order: id is the filled form, formDicId the form, names in the locale', async () => {
    const questionnaireId = f.questionnaireId.own;
    const reply = await getAs(f, 'farmer', `questinnaire/form/${questionnaireId}`, { localeDicId: 2 }).expect(
      200,
    );
    const forms: FormListItem[] = reply.body.data;
    expect(listShapeErrors('FormListItem', forms)).toEqual([]);
    const typeText = await one(
      f.database,
      sql`select text_id from questionnaire_type where id = ${f.demoTypeId}`,
    );
    const expected = [];
    for (const key of DEMO_FORMS) {
      expected.push({
        id: await f.filled.form(questionnaireId, key),
        formDicId: await f.dic.form(key),
        status: false,
        isActive: true,
        questionnaireDicId: f.demoTypeId,
        questionnaireTextId: Number(typeText.text_id),
        hasReport: key !== 'general',
      });
    }
    expect(forms).toMatchObject(expected);
    expect(forms.map((form) => form.formName)).toEqual([
      'Informacje ogólne o gospodarstwie',
      'Środowisko',
      'Dobrostan zwierząt',
      'Ekonomia',
      'Aspekty społeczne',
    ]);
    expect(forms.every((form) => form.formText === form.formName)).toBe(true);
  });

  it('takes the language from Accept-Language without localeDicId, and English for an unknown locale id', async () => {
    const path = `questinnaire/form/${f.questionnaireId.own}`;
    const german = await getAs(f, 'farmer', path, {}, 'de').expect(200);
    expect(german.body.data[1].formName).toBe('Umwelt');
    const unknown = await getAs(f, 'farmer', path, { localeDicId: 9 }, 'de').expect(200);
    expect(unknown.body.data[1].formName).toBe('Environment');
  });

  it('shows a submitted form with status true', async () => {
    const filledFormId = await f.filled.form(f.questionnaireId.assigned, 'environment');
    await f.database.db.execute(sql`update filled_form set status = true where id = ${filledFormId}`);
    const reply = await getAs(f, 'expert', `questinnaire/form/${f.questionnaireId.assigned}`).expect(200);
    const forms: FormListItem[] = reply.body.data;
    expect(forms.filter((form) => form.status).map((form) => form.id)).toEqual([filledFormId]);
  });

  it('leaves an inactive form out, except for the administrator, who sees it marked inactive', async () => {
    const formId = await f.dic.form('economy');
    await f.database.db.execute(sql`update form set is_active = false where id = ${formId}`);
    try {
      const path = `questinnaire/form/${f.questionnaireId.own}`;
      const farmer = await getAs(f, 'farmer', path).expect(200);
      expect(farmer.body.data.map((form: FormListItem) => form.formDicId)).not.toContain(formId);
      const admin = await getAs(f, 'admin', path).expect(200);
      expect(admin.body.data.find((form: FormListItem) => form.formDicId === formId)).toMatchObject({
        isActive: false,
      });
    } finally {
      await f.database.db.execute(sql`update form set is_active = true where id = ${formId}`);
    }
  });
});

describe('GET questinnaire/form/{questionnaireId}: whether the caller may write the answers', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function writable(role: RoleName, questionnaireId: number): Promise<unknown[]> {
    const reply = await getAs(f, role, `questinnaire/form/${questionnaireId}`).expect(200);
    const forms: FormListItem[] = reply.body.data;
    expect(listShapeErrors('FormListItem', forms)).toEqual([]);
    return forms.map((form) => form.answersWritable);
  }

  it('says the owner (farmer) and the assigned expert may write every form in edition', async () => {
    expect(await writable('farmer', f.questionnaireId.own)).toEqual(DEMO_FORMS.map(() => true));
    expect(await writable('expert', f.questionnaireId.assigned)).toEqual(DEMO_FORMS.map(() => true));
  });

  it.each(['observer', 'coordinator', 'admin'] as const)(
    'says the %s, who may read the questionnaire, may not write it',
    async (role) => {
      expect(await writable(role, f.questionnaireId.own)).toEqual(DEMO_FORMS.map(() => false));
    },
  );

  it('says nobody may write an accepted (active) questionnaire or a submitted form, as the saves refuse them', async () => {
    const questionnaireId = f.questionnaireId.assigned;
    const filledFormId = await f.filled.form(questionnaireId, 'environment');
    await f.database.db.execute(sql`update filled_form set status = true where id = ${filledFormId}`);
    try {
      expect(await writable('expert', questionnaireId)).toEqual([true, false, true, true, true]);
      await f.database.db.execute(
        sql`update questionnaire set is_active = true where id = ${questionnaireId}`,
      );
      expect(await writable('farmer', questionnaireId)).toEqual(DEMO_FORMS.map(() => false));
    } finally {
      await f.database.db.execute(
        sql`update questionnaire set is_active = false where id = ${questionnaireId}`,
      );
      await f.database.db.execute(sql`update filled_form set status = false where id = ${filledFormId}`);
    }
  });

  it('names the questionnaire type in the requested language, so the fill screen can follow a language switch', async () => {
    const path = `questinnaire/form/${f.questionnaireId.own}`;
    const names = async (localeDicId: number) =>
      new Set(
        (await getAs(f, 'farmer', path, { localeDicId }).expect(200)).body.data.map(
          (form: FormListItem) => form.questionnaireName,
        ),
      );
    expect(await names(1)).toEqual(new Set(['Pig farm sustainability']));
    expect(await names(3)).toEqual(new Set(['Nachhaltigkeit des Schweinebetriebs']));
  });
});

describe('GET form/list and form/list/active: the form dictionary', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const typesOf = (items: FormDictionaryItem[]) => [...new Set(items.map((item) => item.questionnaireDicId))];

  it('names every form of one questionnaire type in its order, in the locale', async () => {
    const reply = await getAs(f, 'farmer', 'form/list', {
      localeDicId: 6,
      questionnaireDicId: f.demoTypeId,
    }).expect(200);
    const items: FormDictionaryItem[] = reply.body.data;
    expect(listShapeErrors('FormDictionaryItem', items)).toEqual([]);
    const expectedIds = [];
    for (const key of DEMO_FORMS) expectedIds.push(await f.dic.form(key));
    expect(items.map((item) => item.id)).toEqual(expectedIds);
    expect(items[1]?.name).toBe('Milieu');
  });

  it('offers the forms of the types the caller is offered: the Long type only to the privileged roles, coordinators by rights', async () => {
    const farmer = await getAs(f, 'farmer', 'form/list').expect(200);
    expect(typesOf(farmer.body.data)).toEqual([f.demoTypeId, f.retiredTypeId]);
    const expert = await getAs(f, 'expert', 'form/list').expect(200);
    expect(typesOf(expert.body.data)).toEqual([f.demoTypeId, f.longTypeId, f.retiredTypeId]);
    const coordinator = await getAs(f, 'coordinator', 'form/list').expect(200);
    expect(typesOf(coordinator.body.data)).toEqual([f.demoTypeId]);
    const admin = await getAs(f, 'admin', 'form/list').expect(200);
    expect(typesOf(admin.body.data)).toEqual([f.demoTypeId, f.longTypeId, f.retiredTypeId]);
  });

  it('leaves inactive forms and the forms of inactive types out of list/active', async () => {
    const formId = await f.dic.form('social');
    await f.database.db.execute(sql`update form set is_active = false where id = ${formId}`);
    try {
      const active = await getAs(f, 'admin', 'form/list/active').expect(200);
      const items: FormDictionaryItem[] = active.body.data;
      expect(typesOf(items)).toEqual([f.demoTypeId, f.longTypeId]);
      expect(items.map((item) => item.id)).not.toContain(formId);
      const all = await getAs(f, 'admin', 'form/list', { questionnaireDicId: f.demoTypeId }).expect(200);
      expect(all.body.data.find((item: FormDictionaryItem) => item.id === formId)).toMatchObject({
        isActive: false,
      });
    } finally {
      await f.database.db.execute(sql`update form set is_active = true where id = ${formId}`);
    }
  });

  it('answers an empty list for a type that does not exist, and 400 for a malformed one', async () => {
    const missing = await getAs(f, 'farmer', 'form/list', { questionnaireDicId: 2_000_000_000 }).expect(200);
    expect(missing.body).toEqual({ success: true, data: [] });
    await getAs(f, 'farmer', 'form/list', { questionnaireDicId: 9_999_999_999 }).expect(400);
    await getAs(f, 'farmer', 'form/list/active', { questionnaireDicId: 'x' }).expect(400);
  });
});
