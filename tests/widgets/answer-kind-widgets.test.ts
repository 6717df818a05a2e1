import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerKinds, isAnswerTypeId } from '@engine/kinds/index';
import { widgetRegistry } from '@widgets/index';

/** The answer type ids of the structure format (schemas/structure.schema.json). */
function schemaAnswerTypeIds(): number[] {
  const schema: unknown = JSON.parse(
    readFileSync(join(process.cwd(), 'schemas', 'structure.schema.json'), 'utf8'),
  );
  const ids: unknown = Reflect.get(Reflect.get(Reflect.get(Object(schema), '$defs'), 'AnswerTypeId'), 'enum');
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number'))
    throw new Error('no answer type enum');
  return ids;
}

describe('answer kinds and widgets', () => {
  it.each(schemaAnswerTypeIds())('answer type %i has a kind whose widget is registered', (id) => {
    expect(isAnswerTypeId(id)).toBe(true);
    const kind = isAnswerTypeId(id) ? answerKinds[id] : undefined;
    expect(kind && widgetRegistry[kind.widget]).toBeTypeOf('function');
  });

  it('registers no widget that no answer kind uses', () => {
    const used = new Set(Object.values(answerKinds).map((kind) => kind.widget));
    expect(
      Object.keys(widgetRegistry).filter((name) => ![...used].some((widget) => widget === name)),
    ).toEqual([]);
  });
});
