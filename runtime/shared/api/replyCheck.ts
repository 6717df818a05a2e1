import { Validator, type Schema } from '@cfworker/json-schema';
import type { ReplySchema } from '@schemas/contract/endpoint';
import type { Guard } from './guards';
import { isRecord } from './guards';

/**
 * The schema files a reply may name, each loaded on first use as its own chunk: a screen downloads
 * only the schemas of the calls it makes (the login page never the fill screen's).
 */
const schemaFiles: Record<string, () => Promise<{ default: unknown }>> = {
  'common.schema.json': () => import('@schemas/common.schema.json'),
  'answers.schema.json': () => import('@schemas/answers.schema.json'),
  'dictionaries.schema.json': () => import('@schemas/dictionaries.schema.json'),
  'structure.schema.json': () => import('@schemas/structure.schema.json'),
  'filled-questionnaire.schema.json': () => import('@schemas/filled-questionnaire.schema.json'),
  'api/access.schema.json': () => import('@schemas/api/access.schema.json'),
  'api/audit.schema.json': () => import('@schemas/api/audit.schema.json'),
  'api/dictionaries.schema.json': () => import('@schemas/api/dictionaries.schema.json'),
  'api/envelope.schema.json': () => import('@schemas/api/envelope.schema.json'),
  'api/fill.schema.json': () => import('@schemas/api/fill.schema.json'),
  'api/geom.schema.json': () => import('@schemas/api/geom.schema.json'),
  'api/lists.schema.json': () => import('@schemas/api/lists.schema.json'),
  'api/photos.schema.json': () => import('@schemas/api/photos.schema.json'),
  'api/review.schema.json': () => import('@schemas/api/review.schema.json'),
  'api/structure-admin.schema.json': () => import('@schemas/api/structure-admin.schema.json'),
  'api/structure-studio.schema.json': () => import('@schemas/api/structure-studio.schema.json'),
};

const loaded = new Map<string, Promise<Schema[]>>();
const bundled = new Map<string, Schema>();
const checks = new Map<string, (value: unknown) => boolean>();

function isSchema(value: unknown): value is Schema {
  return isRecord(value);
}

/** The files a schema's `$ref`s point into, as paths below schemas/ (`../common.schema.json` from api/). */
function referencedFiles(file: string, schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) referencedFiles(file, item, into);
  } else if (isRecord(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        const [target = ''] = value.split('#');
        into.add(new URL(target, `https://schemas.invalid/${file}`).pathname.slice(1));
      } else {
        referencedFiles(file, value, into);
      }
    }
  }
  return into;
}

/**
 * Schemas a screen's chunk carries itself (by their `$id`), so that its first replies are checked
 * without waiting for a chunk of their own: the fill screen's, whose cards load many at once.
 */
export function bundleSchemas(...schemas: readonly unknown[]): void {
  for (const schema of schemas) {
    if (isSchema(schema) && typeof schema.$id === 'string') bundled.set(schema.$id, schema);
  }
}

function loadFile(file: string): Promise<{ default: unknown }> {
  const schema = bundled.get(file);
  if (schema) return Promise.resolve({ default: schema });
  const load = schemaFiles[file];
  if (!load) throw new Error(`No loader for the schema file ${file}`);
  return load();
}

/** A schema file with every file it refers to, each loaded once. */
function loadWithReferences(file: string): Promise<Schema[]> {
  let pending = loaded.get(file);
  if (!pending) {
    pending = loadFile(file).then(async ({ default: schema }) => {
      if (!isSchema(schema)) throw new Error(`${file} is not a schema`);
      const others = await Promise.all([...referencedFiles(file, schema)].map(loadWithReferences));
      return [schema, ...others.flat()];
    });
    loaded.set(file, pending);
  }
  return pending;
}

/**
 * The check of a reply's `data` against the contract's schema, interpreted by @cfworker/json-schema
 * (the Content Security Policy forbids the code generation of ajv in the browser).
 */
export async function replyGuard<T>(reply: ReplySchema<T>): Promise<Guard<T>> {
  const ref = reply.schema;
  // A reply no client reads: whatever `data` holds is fine.
  if (ref === null) return (_value: unknown): _value is T => true;
  const key = `${reply.list ? '[]' : ''}${ref}`;
  let check = checks.get(key);
  if (!check) {
    const schemas = await loadWithReferences(ref.split('#')[0] ?? '');
    const root: Schema = reply.list ? { type: 'array', items: { $ref: ref } } : { $ref: ref };
    const validator = new Validator(root, '7', true);
    for (const schema of schemas) validator.addSchema(schema);
    check = (value: unknown) => validator.validate(value).valid;
    checks.set(key, check);
  }
  const valid = check;
  return (value: unknown): value is T => valid(value);
}
