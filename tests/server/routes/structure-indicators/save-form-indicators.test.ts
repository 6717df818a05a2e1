import { sql } from 'drizzle-orm';
import type { StructureIndicator, StructureForm, Translations } from '@schemas/generated/structure';
import { selfRegistered } from '@tests/support/self-registered';
import { apiContract } from '@schemas/contract/index';
import {
  callAs,
  expectContractReply,
  structureFixture,
  type StructureFixture,
} from '../structure/structure-fixture';

function names(base: string): Translations {
  return {
    en: base,
    pl: `${base} pl`,
    de: `${base} de`,
    fi: `${base} fi`,
    it: `${base} it`,
    nl: `${base} nl`,
  };
}

function questionKeys(form: StructureForm): string[] {
  return form.subforms.flatMap((subform) =>
    subform.groups.flatMap((group) => group.questions.map((question) => question.key)),
  );
}

/**
 * The studio's indicator editor saves a form's whole tree (PUT …/form/:formKey/indicators): what it
 * saves reads back through the structure document, every refusal leaves the stored tree as it was,
 * and only administrators may save.
 */
describe('saving a form indicator tree', () => {
  let f: StructureFixture;
  let forms: StructureForm[];

  const documentForms = async (): Promise<StructureForm[]> =>
    (await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/document`).expect(200)).body.data
      .document.forms;
  const put = (formKey: string, indicators: StructureIndicator[], bearer = f.bearer.admin) =>
    callAs(f, bearer, 'put', `structure/type/${f.demoTypeId}/form/${formKey}/indicators`).send({
      indicators,
    });

  beforeAll(async () => {
    f = await structureFixture();
    forms = await documentForms();
  });
  afterAll(async () => {
    await f.close();
  });

  /** A form with at least two questions, and a question of another form. */
  const target = () => {
    const form = forms.find((candidate) => questionKeys(candidate).length >= 2);
    if (!form) throw new Error('The demo structure has no form with two questions');
    const other = forms.flatMap((candidate) => (candidate === form ? [] : questionKeys(candidate)));
    const [first = '', second = ''] = questionKeys(form);
    const foreign = other.find((key) => !questionKeys(form).includes(key)) ?? '';
    return { form, first, second, foreign };
  };

  const tree = (first: string, second: string): StructureIndicator[] => [
    {
      key: 'ed_theme',
      name: names('Theme'),
      weight: 2,
      children: [
        {
          key: 'ed_sub',
          name: names('Subtheme'),
          children: [
            {
              key: 'ed_leaf',
              name: names('Leaf'),
              weight: 1.5,
              inputs: [
                { questionKey: first, weight: 2, min: 0, max: 10, higherIsBetter: false },
                { questionKey: second },
              ],
            },
          ],
        },
      ],
    },
  ];

  it('saves a tree that reads back through the structure document, and sets hasReport', async () => {
    const { form, first, second } = target();
    const reply = await put(form.key, tree(first, second));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const saved = (await documentForms()).find((found) => found.key === form.key);
    expect(saved?.indicators).toEqual(
      tree(first, second).map((theme) => ({ ...theme, children: expect.any(Array) })),
    );
    expect(saved?.indicators[0]?.children?.[0]?.children?.[0]?.inputs).toEqual(
      tree(first, second)[0]?.children?.[0]?.children?.[0]?.inputs,
    );
    expect(saved?.hasReport).toBe(true);
  });

  it('keeps the row of an indicator whose key stays, and records the change in the audit log', async () => {
    const { form, first, second } = target();
    await put(form.key, tree(first, second)).expect(200);
    const leafId = await f.number(sql`select id from indicator where key = 'ed_leaf'`);
    const renamed = tree(first, second);
    renamed[0] = { ...renamed[0], key: 'ed_theme', name: names('Renamed theme') };
    await put(form.key, renamed).expect(200);
    expect(await f.number(sql`select id from indicator where key = 'ed_leaf'`)).toBe(leafId);
    const [entry] = await f.rows(
      sql`select action, before, after from structure_change where action = 'saveFormIndicators' order by id desc limit 1`,
    );
    expect(JSON.stringify(entry?.after)).toContain('Renamed theme');
    expect(JSON.stringify(entry?.before)).not.toContain('Renamed theme');
    const log = await callAs(f, f.bearer.admin, 'get', `structure/type/${f.demoTypeId}/changes?pageSize=5`);
    expect(log.status).toBe(200);
    expectContractReply(apiContract.structureChanges, log.body.data);
    expect(JSON.stringify(log.body.data)).toContain('saveFormIndicators');
  });

  it('keeps the stored report values of the indicators it keeps, and drops those of removed ones', async () => {
    const withReports = (await documentForms()).find((form) => form.indicators.length > 1);
    if (!withReports) throw new Error('The demo structure has no form with two themes');
    const resultsOf = (keys: string[]) =>
      f.rows(
        sql`select r.id from indicator_result r join indicator i on i.id = r.indicator_id
            join form fo on fo.id = i.form_id
            where fo.key = ${withReports.key} and fo.questionnaire_type_id = ${f.demoTypeId}
            and i.key in (${sql.join(
              keys.map((key) => sql`${key}`),
              sql`, `,
            )})`,
      );
    const [kept, ...removed] = withReports.indicators;
    const keysUnder = (node: StructureIndicator): string[] => [
      node.key,
      ...(node.children ?? []).flatMap(keysUnder),
    ];
    // A stored report of one questionnaire over the whole tree, as generating it would leave.
    await f.rows(
      sql`insert into indicator_result (questionnaire_id, indicator_id, value, scaled_value)
          select (select min(id) from questionnaire), i.id, 50, 50 from indicator i
          join form fo on fo.id = i.form_id
          where fo.key = ${withReports.key} and fo.questionnaire_type_id = ${f.demoTypeId}
          on conflict do nothing returning id`,
    );
    const keptResults = await resultsOf(keysUnder(kept!));
    expect(keptResults.length).toBeGreaterThan(0);
    await put(withReports.key, [{ ...kept!, name: names('Renamed') }]).expect(200);
    expect(await resultsOf(keysUnder(kept!))).toEqual(keptResults);
    expect(await resultsOf(removed.flatMap(keysUnder))).toEqual([]);
  });

  it('empties the tree and clears hasReport', async () => {
    const { form } = target();
    await put(form.key, []).expect(200);
    const saved = (await documentForms()).find((found) => found.key === form.key);
    expect(saved?.indicators).toEqual([]);
    expect(saved?.hasReport).toBe(false);
    expect(await f.rows(sql`select id from indicator where key like 'ed_%'`)).toEqual([]);
  });

  describe('refusals change nothing', () => {
    beforeEach(async () => {
      const { form, first, second } = target();
      await put(form.key, tree(first, second)).expect(200);
    });

    const refusals: [string, (t: ReturnType<typeof target>) => StructureIndicator[], number, string][] = [
      [
        'a key used twice',
        ({ first }) => [
          { key: 'dup', name: names('A'), inputs: [{ questionKey: first }] },
          { key: 'dup', name: names('B'), inputs: [{ questionKey: first }] },
        ],
        400,
        'INDICATOR_KEY_DUPLICATE',
      ],
      [
        'a name without English',
        ({ first }) => [{ key: 'x', name: { ...names('X'), en: ' ' }, inputs: [{ questionKey: first }] }],
        400,
        'INDICATOR_NAME_REQUIRED',
      ],
      [
        'a question of another form',
        ({ foreign }) => [{ key: 'x', name: names('X'), inputs: [{ questionKey: foreign }] }],
        400,
        'INDICATOR_QUESTION_NOT_IN_FORM',
      ],
      [
        'a node with inputs and children',
        ({ first }) => [
          {
            key: 'x',
            name: names('X'),
            inputs: [{ questionKey: first }],
            children: [{ key: 'y', name: names('Y'), inputs: [{ questionKey: first }] }],
          },
        ],
        400,
        'INDICATOR_LEAF_WITH_CHILDREN',
      ],
      [
        'min not below max',
        ({ first }) => [{ key: 'x', name: names('X'), inputs: [{ questionKey: first, min: 5, max: 5 }] }],
        400,
        'INDICATOR_MIN_NOT_BELOW_MAX',
      ],
      [
        'a weight of 0',
        ({ first }) => [{ key: 'x', name: names('X'), weight: 0, inputs: [{ questionKey: first }] }],
        400,
        'VALIDATION_FAILED',
      ],
    ];

    it.each(refusals)('refuses %s with a translated message', async (_, make, status, code) => {
      const t = target();
      const before = (await documentForms()).find((found) => found.key === t.form.key);
      const changes = await f.rows(sql`select count(*)::int as id from structure_change`);
      const reply = await put(t.form.key, make(t)).set('Accept-Language', 'pl');
      expect(reply.status).toBe(status);
      expect(reply.body.error).toBe(code);
      const after = (await documentForms()).find((found) => found.key === t.form.key);
      expect(after).toEqual(before);
      expect(await f.rows(sql`select count(*)::int as id from structure_change`)).toEqual(changes);
    });

    it('answers the refusal in the language of the request', async () => {
      const t = target();
      const body = [{ key: 'x', name: names('X'), inputs: [{ questionKey: t.foreign }] }];
      const polish = await put(t.form.key, body).set('Accept-Language', 'pl').expect(400);
      const english = await put(t.form.key, body).set('Accept-Language', 'en').expect(400);
      expect(JSON.stringify(english.body)).toContain('is no question of this form');
      expect(JSON.stringify(polish.body)).toContain('nie jest pytaniem tego formularza');
    });

    it('answers 404 for an unknown form or type', async () => {
      const t = target();
      const before = await documentForms();
      await put('no_such_form', tree(t.first, t.second)).expect(404);
      await callAs(f, f.bearer.admin, 'put', `structure/type/2000000000/form/${t.form.key}/indicators`)
        .send({ indicators: [] })
        .expect(404);
      expect(await documentForms()).toEqual(before);
    });

    it('refuses a freshly self-registered farmer with 403', async () => {
      const t = target();
      const before = await documentForms();
      const stranger = await selfRegistered(f.t, 'indicator.stranger@example.com', 3);
      await put(t.form.key, [], stranger.bearer).expect(403);
      await put(t.form.key, [], f.bearer.coordinator).expect(403);
      expect(await documentForms()).toEqual(before);
    });
  });
});
