import { instanceName } from '@engine/structure/instance-name';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The name of a group's next instance from its pattern (engine/structure/instance-name.ts): the running
 * number follows the highest one among the names the pattern gave, so removing B2 of B1–B3 gives B4,
 * never a second B3. Names the users gave themselves do not count.
 */
export function nextInstanceName(
  pattern: string,
  unitNumber: string,
  names: readonly (string | null)[],
): string {
  const shape = pattern
    .split(/(\{unitNumber\}|\{n\})/)
    .map((part) =>
      part === '{n}' ? '(\\d+)' : part === '{unitNumber}' ? escapeRegExp(unitNumber) : escapeRegExp(part),
    )
    .join('');
  const generated = new RegExp(`^${shape}$`);
  let highest = 0;
  for (const name of names) {
    const numbers = name === null ? null : generated.exec(name);
    for (const number of numbers?.slice(1) ?? []) highest = Math.max(highest, Number(number));
  }
  return instanceName(pattern, { unitNumber, n: highest + 1 });
}
