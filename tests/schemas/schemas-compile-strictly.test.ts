import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { allSchemas, schemaRef } from '@schemas/index';
import { readDictionarySeed } from '@server/data/seed/reference-data';
import { readDemoStructure } from '@server/data/seed/demo-data';

function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  for (const schema of allSchemas) ajv.addSchema(schema);
  return ajv;
}

describe('the JSON Schemas', () => {
  it('every schema and every definition compiles in strict mode with its references resolved', () => {
    const ajv = strictAjv();
    for (const schema of allSchemas) {
      expect(() => ajv.getSchema(schema.$id), schema.$id).not.toThrow();
      for (const name of Object.keys('$defs' in schema ? schema.$defs : {})) {
        expect(ajv.getSchema(`${schema.$id}#/$defs/${name}`), `${schema.$id} ${name}`).toBeTypeOf('function');
      }
    }
  });

  it('the demo structure and the dictionary seed are valid documents', () => {
    const ajv = strictAjv();
    expect(ajv.validate('structure.schema.json', readDemoStructure()), ajv.errorsText()).toBe(true);
    expect(ajv.validate('dictionaries.schema.json', readDictionarySeed()), ajv.errorsText()).toBe(true);
  });

  it('a structure text missing one language is rejected', () => {
    const ajv = strictAjv();
    const name = { en: 'Farm', pl: 'Gospodarstwo', de: 'Hof', fi: 'Tila', it: 'Azienda' };
    expect(ajv.validate(schemaRef('common', 'Translations'), name)).toBe(false);
    expect(ajv.errors?.[0]?.params).toMatchObject({ missingProperty: 'nl' });
  });

  it('a saved point is GeoJSON [longitude, latitude] within WGS-84 ranges', () => {
    const ajv = strictAjv();
    const ref = schemaRef('answers', 'Point');
    expect(ajv.validate(ref, { type: 'Point', coordinates: [19.55, 51.9] })).toBe(true);
    expect(ajv.validate(ref, { type: 'Point', coordinates: [19.55, 91] })).toBe(false);
    expect(ajv.validate(ref, { type: 'Point', coordinates: [19.55] })).toBe(false);
  });
});
