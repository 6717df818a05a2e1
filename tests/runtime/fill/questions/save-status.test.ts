import type { AnswerTypeId } from '@engine/answer-types';
import { readAnswerValue, sameAnswer } from '@runtime/fill/questions/answerValue';
import { saveDelay } from '@runtime/fill/questions/saveDelay';
import { savedAt, saveStatus } from '@runtime/fill/questions/saveStatus';

describe('save status', () => {
  it('is the latest saving time among the answers, as yyyy-MM-dd HH:mm', () => {
    expect(
      savedAt([
        { answerListId: 1, date: '2026-06-01T08:00:00' },
        { answerListId: 2, date: '2026-06-03T17:09:00' },
        { answerListId: 3, date: 'not a date' },
      ]),
    ).toBe('2026-06-03 17:09');
    expect(savedAt([{ answer: '5' }])).toBeUndefined();
  });

  it('saving wins, then an error (failed round trip or answer error), then saved, else none', () => {
    const answers = [{ answer: '5', date: '2026-06-01T08:00:00' }];
    expect(saveStatus('saving', true, answers)).toEqual({ kind: 'saving' });
    expect(saveStatus('failed', false, answers)).toEqual({ kind: 'error' });
    expect(saveStatus('idle', true, answers)).toEqual({ kind: 'error' });
    expect(saveStatus('idle', false, answers)).toEqual({ kind: 'saved', savedAt: '2026-06-01 08:00' });
    expect(saveStatus('idle', false, [])).toEqual({ kind: 'none' });
  });

  it('waits 1000 ms by default, 1500 ms for a date, 2200 ms for a long text', () => {
    const types: AnswerTypeId[] = [1, 2, 3, 4, 9, 10, 16];
    expect(types.map(saveDelay)).toEqual([1000, 1000, 2200, 1000, 1500, 1000, 1000]);
  });
});

describe('values reported by a card’s form', () => {
  it('RJSF’s empty object default is no answer value; empties are all the same answer', () => {
    expect(readAnswerValue({})).toEqual({ ok: false });
    expect(readAnswerValue(null)).toEqual({ ok: true, value: undefined });
    expect(readAnswerValue([41])).toEqual({ ok: true, value: [41] });
    expect(sameAnswer(undefined, [])).toBe(true);
    expect(sameAnswer('', undefined)).toBe(true);
    expect(sameAnswer([41], [41])).toBe(true);
    expect(sameAnswer('4', '42')).toBe(false);
  });
});
