import { sql } from 'drizzle-orm';
import { auditCases, structureWriteNames } from './audit-cases';
import { auditParts, type AuditParts } from './audit-parts';
import { structureFixture, type StructureFixture } from './structure-fixture';

describe('the audit log of structure changes', () => {
  let f: StructureFixture;
  let parts: AuditParts;
  let adminId: number;

  beforeAll(async () => {
    f = await structureFixture();
    parts = await auditParts(f, 'Audit log survey');
    adminId = await f.number(sql`select id from app_user where email = 'admin@example.com'`);
  });
  afterAll(async () => {
    await f.close();
  });

  it('has a case for every structure write call of the contract', () => {
    expect(structureWriteNames.length).toBeGreaterThanOrEqual(26);
    expect(Object.keys(auditCases).sort()).toEqual([...structureWriteNames].sort());
  });

  it.each(structureWriteNames)(
    '%s writes one entry: who, what, which part, before and after',
    async (name) => {
      const auditCase = Object.entries(auditCases).find(([caseName]) => caseName === name)?.[1];
      if (!auditCase) throw new Error(`No audit case for the structure call ${name}`);
      const sent = await auditCase.send(parts);
      expect(sent.reply.status, JSON.stringify(sent.reply.body)).toBe(200);
      const entries = await parts.entryCount();
      const entry = await parts.newest();
      const typeId = sent.typeId ?? parts.typeId;
      expect(entry).toEqual({
        id: expect.any(Number),
        typeId,
        userId: adminId,
        action: name,
        level: auditCase.level,
        entityId: sent.entityId,
        version: await f.number(
          sql`select structure_version as id from questionnaire_type where id = ${typeId}`,
        ),
        before: sent.before,
        after: sent.after,
      });

      const version = await parts.typeVersion();
      const refused = await auditCase.refused(parts, sent);
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
      expect(await parts.entryCount()).toBe(entries);
      expect(await parts.typeVersion()).toBe(version);
    },
  );
});
