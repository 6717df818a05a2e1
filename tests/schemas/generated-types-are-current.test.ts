import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateTypes } from '@schemas/generate';

describe('schemas/generated', () => {
  it('matches what npm run gen:types would write from the current schemas', async () => {
    const stale: string[] = [];
    for (const [path, source] of await generateTypes()) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== source)
        stale.push(relative(process.cwd(), path));
    }
    expect(stale, 'run npm run gen:types and commit the result').toEqual([]);
  });
});
