import request from 'supertest';
import type { Express } from 'express';
import { answerKinds } from '@engine/kinds/index';
import { createApp } from '@server/app';
import type { Database } from '@server/data/database';
import { compiledValidator } from '@server/shared/schema-validator';
import { openTestDatabase } from '@tests/support/test-database';

function matches(ref: string, body: unknown): boolean {
  const check = compiledValidator(ref);
  const valid = check(body);
  if (!valid) console.error(check.errors);
  return valid;
}

describe('unauthenticated dictionary calls', () => {
  let database: Database;
  let app: Express;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database });
  });
  afterAll(async () => {
    await database.close();
  });

  it('GET /api/user/locale/list answers the six locales in id order', async () => {
    const reply = await request(app).get('/api/user/locale/list').expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/LocaleListReply', reply.body)).toBe(true);
    expect(reply.body.data).toEqual([
      { id: 1, localeName: 'en' },
      { id: 2, localeName: 'pl' },
      { id: 3, localeName: 'de' },
      { id: 4, localeName: 'fi' },
      { id: 5, localeName: 'it' },
      { id: 6, localeName: 'nl' },
    ]);
  });

  it('GET /api/user/role/list answers the five roles, each translated into every locale', async () => {
    const reply = await request(app).get('/api/user/role/list').expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/RoleListReply', reply.body)).toBe(true);
    const roles: { id: number; translations: { localeDicId: number; text: string }[] }[] = reply.body.data;
    expect(roles.map((role) => role.id)).toEqual([1, 2, 3, 4, 5]);
    for (const role of roles) {
      expect(role.translations.map((entry) => entry.localeDicId)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(new Set(role.translations.map((entry) => entry.text)).size).toBeGreaterThan(1);
    }
  });

  it('GET /api/country/list/{localeId} names institution types in that locale, English for unknown ids', async () => {
    const english = await request(app).get('/api/country/list/1').expect(200);
    const polish = await request(app).get('/api/country/list/2').expect(200);
    const unknown = await request(app).get('/api/country/list/9').expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/NamedListReply', polish.body)).toBe(true);
    expect(english.body.data.length).toBeGreaterThan(0);
    expect(polish.body.data.map((item: { id: number }) => item.id)).toEqual(
      english.body.data.map((item: { id: number }) => item.id),
    );
    expect(polish.body.data).not.toEqual(english.body.data);
    expect(unknown.body.data).toEqual(english.body.data);
  });

  it('unitTypeIds keeps the institution types handling one of those unit types', async () => {
    const types = await request(app).get('/api/farm/farmTypeList?localeDicId=1').expect(200);
    const all = await request(app).get('/api/country/list/1').expect(200);
    const counts = await Promise.all(
      types.body.data.map(async (type: { id: number }) => {
        const filtered = await request(app).get(`/api/country/list/1?unitTypeIds=${type.id}`).expect(200);
        return filtered.body.data.length as number;
      }),
    );
    for (const filteredCount of counts) expect(filteredCount).toBeLessThanOrEqual(all.body.data.length);
    expect(counts.some((filteredCount) => filteredCount < all.body.data.length)).toBe(true);
  });

  it('GET /api/region/list/{id} lists the institutions of a type in the Accept-Language locale', async () => {
    const types = await request(app).get('/api/country/list/1').expect(200);
    const typeId: number = types.body.data[0].id;
    const english = await request(app).get(`/api/region/list/${typeId}`).expect(200);
    const german = await request(app)
      .get(`/api/region/list/${typeId}`)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/NamedListReply', german.body)).toBe(true);
    expect(english.body.data.length).toBeGreaterThan(0);
    expect(german.body.data.map((item: { id: number }) => item.id).sort()).toEqual(
      english.body.data.map((item: { id: number }) => item.id).sort(),
    );
    const none = await request(app).get('/api/region/list/999999').expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('GET /api/farm/farmTypeList answers the unit types with key and translated text', async () => {
    const reply = await request(app).get('/api/farm/farmTypeList?localeDicId=4').expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/UnitTypeListReply', reply.body)).toBe(true);
    expect(reply.body.data.map((type: { name: string }) => type.name)).toEqual([
      'farrow_to_finish',
      'piglet_production',
      'fattening',
    ]);
    const english = await request(app).get('/api/farm/farmTypeList').expect(200);
    expect(reply.body.data[0].text).not.toBe(english.body.data[0].text);
  });

  it('GET /api/answer-type/list answers every answer kind the engine has, photos (17) included', async () => {
    const reply = await request(app).get('/api/answer-type/list').expect(200);
    expect(matches('api/dictionaries.schema.json#/$defs/AnswerTypeListReply', reply.body)).toBe(true);
    expect(reply.body.data).toEqual(
      Object.values(answerKinds)
        .map((kind) => ({ id: kind.id, key: kind.key }))
        .sort((a, b) => a.id - b.id),
    );
    expect(reply.body.data).toContainEqual({ id: 17, key: 'photo' });
  });

  describe('bad input', () => {
    it.each([
      ['/api/country/list/abc'],
      ['/api/country/list/0'],
      ['/api/country/list/1?unitTypeIds=1,x'],
      ['/api/region/list/-3'],
      ['/api/farm/farmTypeList?localeDicId=pl'],
      ['/api/user/locale/list?extra=1'],
    ])('%s is a 400 with a clear, translated message', async (path) => {
      const english = await request(app).get(path).expect(400);
      expect(english.body).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
      });
      expect(english.body.details.length).toBeGreaterThan(0);
      const polish = await request(app).get(path).set('Accept-Language', 'pl').expect(400);
      expect(polish.body.message).toBe('Żądanie jest nieprawidłowe.');
    });

    it('an unknown API path is a 404 in the API shape', async () => {
      const reply = await request(app).get('/api/no/such/call').set('Accept-Language', 'fi').expect(404);
      expect(reply.body).toEqual({
        success: false,
        error: 'NOT_FOUND',
        message: 'Pyydettyä resurssia ei löytynyt.',
      });
    });

    it('a malformed JSON body is a 400, not a 500', async () => {
      const reply = await request(app)
        .post('/api/user/locale/list')
        .set('Content-Type', 'application/json')
        .send('{"broken": ')
        .expect(400);
      expect(reply.body.error).toBe('INVALID_JSON');
    });
  });
});
