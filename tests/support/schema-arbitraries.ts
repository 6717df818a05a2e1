import fc from 'fast-check';
import { allSchemas } from '@schemas/index';

/** A JSON Schema node as the project's schemas/ write them (draft-07, a subset of keywords). */
interface SchemaNode {
  $ref?: string;
  $id?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

const BASE = 'https://schemas.test/';

const schemaById = new Map<string, SchemaNode>(
  allSchemas.map((schema) => [(schema as SchemaNode).$id ?? '', schema as SchemaNode]),
);

/** The node a `$ref` names, with the file it lives in (the base of the refs inside it). */
function resolveRef(ref: string, file: string): { node: SchemaNode; file: string } {
  const url = new URL(ref, `${BASE}${file}`);
  const target = url.pathname.slice(1);
  let node = schemaById.get(target);
  if (!node) throw new Error(`Unknown schema ${target}`);
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  for (const key of pointer.split('/').filter((part) => part !== '')) {
    const next = (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (typeof next !== 'object' || next === null) throw new Error(`No ${pointer} in ${target}`);
    node = next as SchemaNode;
  }
  return { node, file: target };
}

/** The properties a request part's schema names (its query keys, its body fields), for generated keys. */
export function schemaPropertyNames(ref: string): string[] {
  const { node } = resolveRef(ref, '');
  return Object.keys(node.properties ?? {});
}

function stringArbitrary(node: SchemaNode): fc.Arbitrary<string> {
  const maxLength = Math.min(node.maxLength ?? 24, 24);
  if (node.pattern !== undefined) {
    return fc.stringMatching(new RegExp(node.pattern, 'u'), { size: 'xsmall' });
  }
  if (node.format === 'email') return fc.emailAddress({ size: 'xsmall' });
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'date' || node.format === 'date-time') {
    const dates = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    return dates.map((date) =>
      node.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString(),
    );
  }
  return fc.string({ minLength: Math.min(node.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
}

/**
 * Values that mostly follow a schema (its types, patterns, ranges, required fields): the base a test
 * mutates in one place. Not a validator: oneOf and uniqueness are only approximated, so a test that
 * needs an invalid or a valid value checks it with the server's own validator.
 */
export function schemaArbitrary(ref: string): fc.Arbitrary<unknown> {
  return nodeArbitrary({ $ref: ref }, '', 0);
}

/** Below this depth a recursive schema (a formula's operands) ends in null: a value, just not a valid one. */
const MAX_DEPTH = 12;

function nodeArbitrary(node: SchemaNode, file: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (node.$ref !== undefined) {
    const resolved = resolveRef(node.$ref, file);
    return nodeArbitrary(resolved.node, resolved.file, depth + 1);
  }
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.oneOf ?? node.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => nodeArbitrary(choice, file, depth + 1)));
  const type = Array.isArray(node.type) ? (node.type.find((name) => name !== 'null') ?? 'null') : node.type;
  switch (type) {
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return fc.integer({
        min: node.minimum ?? (node.exclusiveMinimum ?? -2_147_483_649) + 1,
        max: node.maximum ?? 2_147_483_647,
      });
    case 'number':
      return fc.double({
        min: node.minimum ?? -1e6,
        max: node.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      // Deep structures (a whole questionnaire structure) stay small: one item below the top levels.
      const maxLength = Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? 2, depth > 3 ? 1 : 2));
      const items = node.items ? nodeArbitrary(node.items, file, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength: node.minItems ?? 0, maxLength });
    }
    default: {
      const properties = node.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, nodeArbitrary(child, file, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: node.required ?? [] });
    }
  }
}

/** Every path to a value inside a JSON value, the value itself first (`[]`). */
export function valuePaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) =>
          valuePaths(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [at, ...inner];
}

/** Sets an own property, `__proto__` included (plain assignment would change the prototype instead). */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown };

/** A copy of `value` with one change at one of its paths (picked by index, modulo the number of paths). */
export function mutated(value: unknown, mutation: Mutation): unknown {
  const copy: unknown = structuredClone(value);
  const paths = valuePaths(copy);
  const path = paths[mutation.at % paths.length] ?? [];
  if (path.length === 0 && mutation.kind === 'replace') return mutation.value;
  const parentPath = mutation.kind === 'add' ? path : path.slice(0, -1);
  let parent: unknown = copy;
  for (const key of parentPath) parent = (parent as Record<string | number, unknown>)[key];
  // Something is only added to an object or an array; a leaf stays as it is.
  if (typeof parent !== 'object' || parent === null) return copy;
  const key = path[path.length - 1] ?? '';
  if (mutation.kind === 'replace') setOwn(parent, key, mutation.value);
  else if (mutation.kind === 'add') setOwn(parent, mutation.key, mutation.value);
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else Reflect.deleteProperty(parent, key);
  return copy;
}

/** Text no id, flag, key or e-mail should be: numbers out of range, non-numbers, injections, unicode. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '-0',
    '00001',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '99999999999999999999999999',
    '1e3',
    '1.5',
    '0x10',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'undefined',
    'TRUE',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    "1' OR '1'='1",
    '1; DROP TABLE app_user; --',
    '1 UNION SELECT password_hash FROM app_user',
    '$1',
    '%',
    '%00',
    '\u0000',
    '..',
    'ø',
    '日本語',
    '🐄',
    '\u202e',
    'a'.repeat(1500),
    '[]',
    '{}',
    '{"$gt":""}',
    '[{"property":"id;drop","direction":"ASC"}]',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);

/** JSON values of the wrong kind for most fields: other types, numbers beyond 32 bits, deep and empty values. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    1e308,
    '',
    '__proto__',
    "' OR 1=1 --",
    'a'.repeat(5000),
    [],
    {},
    [[[[[]]]]],
    { constructor: 1, toString: 'x' },
  ),
  junkText,
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys a request part does not expect, and the prototype's own. */
export const junkKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'x', '', 'a.b', 'a[b]', '$where'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

/** One mutation of a value: a field replaced by `junk`, a field deleted, or an unexpected field added. */
export function mutationArbitrary(junk: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junk }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: junkKey, value: junk }),
    },
  );
}
