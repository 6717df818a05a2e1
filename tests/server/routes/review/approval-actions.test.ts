import { sql } from 'drizzle-orm';
import { selectRows } from '@tests/support/test-database';
import { callAs, fillFixtureForSuite } from '../fill/write/write-support';

/**
 * Approval actions (docs/decisions.md, "Issue 19: export of review"): every accepted confirm, unblock
 * and form submission records one `approval_action` row, in the same transaction as the change; a
 * refused call records nothing.
 */
describe('approval actions recorded by the state changes', () => {
  const f = fillFixtureForSuite();

  interface ActionRow {
    questionnaireId: number;
    kind: string;
    actor: string | null;
    filledFormId: number | null;
    at: string;
  }

  async function actions(): Promise<ActionRow[]> {
    const rows = await selectRows(
      f.database,
      sql`select a.questionnaire_id, a.kind, u.email, a.filled_form_id, a.at from approval_action a
          left join app_user u on u.id = a.actor_user_id order by a.id`,
    );
    return rows.map((row) => ({
      questionnaireId: Number(row.questionnaire_id),
      kind: String(row.kind),
      actor: row.email === null ? null : String(row.email),
      filledFormId: row.filled_form_id === null ? null : Number(row.filled_form_id),
      at: row.at instanceof Date ? row.at.toISOString() : new Date(String(row.at)).toISOString(),
    }));
  }

  const setActive = (
    role: 'coordinator' | 'expert' | 'farmer' | 'observer' | 'admin',
    id: number,
    value: string,
  ) => callAs(f, role, 'put', `questinnaire/${id}/setIsActive/${value}`);
  const submit = async (formKey: string) =>
    callAs(
      f,
      'farmer',
      'put',
      `questinnaire/form/${await f.filled.form(f.questionnaireId.own, formKey)}/submit`,
    );

  beforeEach(async () => {
    await f.database.db.execute(sql`delete from approval_action`);
  });

  it('records a coordinator’s confirm and unblock, one row per call, by whom', async () => {
    expect((await setActive('coordinator', f.questionnaireId.own, 'true')).status).toBe(200);
    expect((await setActive('coordinator', f.questionnaireId.own, 'false')).status).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        questionnaireId: f.questionnaireId.own,
        kind: 'confirmed',
        actor: 'coordinator@example.com',
        filledFormId: null,
      }),
      expect.objectContaining({ questionnaireId: f.questionnaireId.own, kind: 'unblocked' }),
    ]);
  });

  it('records an expert’s deactivation as unblocked', async () => {
    await f.database.db.execute(
      sql`update questionnaire set is_active = true where id = ${f.questionnaireId.assigned}`,
    );
    expect((await setActive('expert', f.questionnaireId.assigned, 'false')).status).toBe(200);
    expect(await actions()).toEqual([
      expect.objectContaining({
        questionnaireId: f.questionnaireId.assigned,
        kind: 'unblocked',
        actor: 'expert@example.com',
      }),
    ]);
  });

  it('records nothing for a refused confirm or unblock', async () => {
    expect((await setActive('expert', f.questionnaireId.assigned, 'true')).status).toBe(403);
    expect((await setActive('expert', f.questionnaireId.own, 'false')).status).toBe(403);
    for (const role of ['farmer', 'observer', 'admin'] as const) {
      expect((await setActive(role, f.questionnaireId.own, 'true')).status).toBe(403);
    }
    // The Long type is one the coordinator holds no right to.
    expect((await setActive('coordinator', f.questionnaireId.long, 'true')).status).toBe(403);
    expect((await setActive('coordinator', 999_999, 'true')).status).toBe(404);
    expect(await actions()).toEqual([]);
  });

  it('records a form’s submission with its filled form at the submission’s time, and nothing for a refused one', async () => {
    const general = await f.filled.form(f.questionnaireId.own, 'general');
    expect((await submit('general')).status).toBe(200);
    const [stored] = await selectRows(
      f.database,
      sql`select submitted_at from filled_form where id = ${general}`,
    );
    const submittedAt = stored?.submitted_at;
    expect(await actions()).toEqual([
      {
        questionnaireId: f.questionnaireId.own,
        kind: 'formSubmitted',
        actor: 'farmer@example.com',
        filledFormId: general,
        at: (submittedAt instanceof Date ? submittedAt : new Date(String(submittedAt))).toISOString(),
      },
    ]);
    // Submitted already: 409, nothing more recorded.
    expect((await submit('general')).status).toBe(409);
    // Another's questionnaire: 404.
    const others = await f.filled.form(f.questionnaireId.other, 'general');
    expect((await callAs(f, 'farmer', 'put', `questinnaire/form/${others}/submit`)).status).toBe(404);
    expect(await actions()).toHaveLength(1);
  });

  it('keeps the action when its actor’s account is deleted (null actor)', async () => {
    const [user] = await selectRows(
      f.database,
      sql`insert into app_user (email, password_hash, locale_id, role_id)
          values ('leaving.coordinator@example.com', 'x', 1, 2) returning id`,
    );
    const userId = Number(user?.id);
    await f.database.db.execute(
      sql`insert into approval_action (questionnaire_id, kind, actor_user_id) values (${f.questionnaireId.own}, 'confirmed', ${userId})`,
    );
    await f.database.db.execute(sql`delete from app_user where id = ${userId}`);
    expect(await actions()).toEqual([expect.objectContaining({ kind: 'confirmed', actor: null })]);
  });

  it('refuses a kind that is not an approval action', async () => {
    await expect(
      f.database.db.execute(
        sql`insert into approval_action (questionnaire_id, kind) values (${f.questionnaireId.own}, 'deleted')`,
      ),
    ).rejects.toThrow();
  });
});
