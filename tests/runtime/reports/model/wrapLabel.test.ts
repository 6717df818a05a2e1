import { LABEL_LINE_LENGTH, wrapLabel } from '@runtime/reports/model/wrapLabel';

describe('wrapLabel', () => {
  it('keeps a short label on one line', () => {
    expect(wrapLabel('Animal welfare')).toBe('Animal welfare');
  });

  it('breaks a long label at spaces into lines of about twenty characters', () => {
    const wrapped = wrapLabel('Zarządzanie obornikiem i gnojowicą na terenie gospodarstwa');
    const lines = wrapped.split('<br>');
    expect(lines).toEqual(['Zarządzanie', 'obornikiem i', 'gnojowicą na terenie', 'gospodarstwa']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(LABEL_LINE_LENGTH);
  });

  it('keeps a word longer than a line whole on a line of its own', () => {
    expect(wrapLabel('Tierschutzüberwachungsmaßnahmen im Stall', 20)).toBe(
      'Tierschutzüberwachungsmaßnahmen<br>im Stall',
    );
  });

  it('takes a shorter width and collapses repeated spaces', () => {
    expect(wrapLabel('  one   two three  ', 7)).toBe('one two<br>three');
  });

  it('shows markup in a name as text, not as plotly formatting', () => {
    expect(wrapLabel('Pigs <b>& sows</b>')).toBe('Pigs &lt;b&gt;&amp; sows&lt;/b&gt;');
  });
});
