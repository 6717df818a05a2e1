import fc from 'fast-check';
import { parseTypedNumber } from '@engine/rules/parse-typed-number';
import { MAX_NUMBER_DIGITS, type NumberKind } from '@engine/rules/typed-number';

/** What a user may write for a number: a sign, digits, maybe a comma or point and more digits. */
const written = fc.record({
  sign: fc.constantFrom('', '-', '+'),
  whole: fc.stringMatching(/^\d{1,8}$/),
  fraction: fc.option(fc.stringMatching(/^\d{1,7}$/), { nil: undefined }),
  separator: fc.constantFrom(',', '.'),
  padding: fc.constantFrom('', ' ', '  '),
});

type Written = typeof written extends fc.Arbitrary<infer T> ? T : never;

function text({ sign, whole, fraction, separator, padding }: Written): string {
  return `${padding}${sign}${whole}${fraction === undefined ? '' : `${separator}${fraction}`}${padding}`;
}

/** The number written, as a plain decimal: no leading zeros, no plus, a point, no minus for zero. */
function plainDecimal({ sign, whole, fraction }: Written): string {
  const digits = `${whole.replace(/^0+(?=\d)/, '')}${fraction === undefined ? '' : `.${fraction}`}`;
  return sign === '-' && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

describe('parseTypedNumber (properties)', () => {
  it.each<NumberKind>(['integer', 'decimal'])(
    'any %s it accepts parses to exactly the number written, stored with the digits as typed',
    (kind) => {
      fc.assert(
        fc.property(written, (parts) => {
          const parsed = parseTypedNumber(text(parts), kind);
          if (!parsed.ok) return;
          const decimals = parts.fraction?.length ?? 0;
          expect(parsed.value.toFixed(decimals)).toBe(plainDecimal(parts));
          expect(Number(parsed.stored)).toBe(parsed.value);
          const minus = parts.sign === '-' ? '-' : '';
          const fraction = parts.fraction === undefined ? '' : `.${parts.fraction}`;
          expect(parsed.stored).toBe(`${minus}${parts.whole}${fraction}`);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('accepts every written decimal that is neither ambiguous nor too long', () => {
    fc.assert(
      fc.property(written, (parts) => {
        const digits = parts.whole.length + (parts.fraction?.length ?? 0);
        const ambiguous = parts.fraction?.length === 3 && /^[1-9]\d{0,2}$/.test(parts.whole);
        expect(parseTypedNumber(text(parts), 'decimal').ok).toBe(!ambiguous && digits <= MAX_NUMBER_DIGITS);
      }),
      { numRuns: 2000 },
    );
  });

  it('an integer with decimals is always refused', () => {
    fc.assert(
      fc.property(written, (parts) => {
        fc.pre(parts.fraction !== undefined);
        expect(parseTypedNumber(text(parts), 'integer').ok).toBe(false);
      }),
    );
  });

  it.each<NumberKind>(['integer', 'decimal'])(
    'any %s text at all is accepted only in the written form of a number',
    (kind) => {
      const shape = kind === 'integer' ? /^[+-]?\d+$/ : /^[+-]?\d+([.,]\d+)?$/;
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."0123456789+-.,e E\u00a0'x") })),
          (typed) => {
            const parsed = parseTypedNumber(typed, kind);
            if (parsed.ok) expect(typed.trim()).toMatch(shape);
            else expect(parsed.message.key).not.toBe('');
          },
        ),
        { numRuns: 3000 },
      );
    },
  );
});
