import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '@engine/export/neutralise-formula';

describe('a cell neutralised against formula injection', () => {
  it.each(['=1+2', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1', '=HYPERLINK("http://x","y")'])(
    'gets a leading apostrophe when a text starts a formula: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['plain', 'a=b', ' =1', '', "'quoted"])('stays as it is otherwise: %j', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('keeps numbers (negative ones too), booleans, dates and empty cells', () => {
    expect(neutraliseFormula(-5.25)).toBe(-5.25);
    expect(neutraliseFormula(false)).toBe(false);
    expect(neutraliseFormula({ date: '2026-01-02' })).toEqual({ date: '2026-01-02' });
    expect(neutraliseFormula(null)).toBeNull();
  });
});
