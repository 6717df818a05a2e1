import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const schemasDir = dirname(fileURLToPath(import.meta.url));
export const generatedDir = join(schemasDir, 'generated');

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : schemaFiles(path);
    return entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

function isSchema(value: unknown): value is JSONSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** TypeScript source for every schema file, keyed by the output path under schemas/generated/. */
export async function generateTypes(): Promise<Map<string, string>> {
  const outputs = new Map<string, string>();
  for (const file of schemaFiles(schemasDir).sort()) {
    const schema: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSchema(schema)) throw new Error(`${file} is not a JSON Schema object`);
    const relativePath = relative(schemasDir, file);
    const source = await compile(schema, String(schema.title ?? 'Schema'), {
      cwd: dirname(file),
      additionalProperties: false,
      unreachableDefinitions: true,
      // Bounds stay in the schema for validation; as types they are plain arrays, not tuple unions.
      maxItems: -1,
      bannerComment: `/* Generated from schemas/${relativePath} by \`npm run gen:types\`. Do not edit. */`,
      format: true,
      style: { singleQuote: true, printWidth: 110, trailingComma: 'all' },
    });
    outputs.set(join(generatedDir, relativePath.replace(/\.schema\.json$/, '.ts')), source);
  }
  return outputs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, source] of await generateTypes()) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, source);
    console.info(`wrote ${relative(process.cwd(), path)}`);
  }
}
