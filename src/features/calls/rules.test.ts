import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { berlinTime } from '@/lib/time';
import { outcomeOpen, outcomeRefusal } from './rules';

const t = translator('en', 'calls.outcome');
const refusalText = (refusal: { when: string } | undefined) => refusal && t('tooEarly', refusal);

describe('recording an outcome', () => {
  const call = { startsAt: berlinTime('2026-11-30', 9, 15) };

  it('is open from the call’s start on, not a moment before', () => {
    expect(outcomeOpen(call, berlinTime('2026-11-30', 9, 14))).toBe(false);
    expect(outcomeOpen(call, new Date(call.startsAt.getTime() - 1))).toBe(false);
    expect(outcomeOpen(call, call.startsAt)).toBe(true);
    expect(outcomeOpen(call, berlinTime('2026-12-01', 8))).toBe(true);
  });

  it('says before the start when it opens, in Berlin time', () => {
    expect(refusalText(outcomeRefusal(call, berlinTime('2026-11-29', 18)))).toBe('You can record the outcome once the call has started (30.11.2026, 09:15).');
    expect(outcomeRefusal(call, berlinTime('2026-11-29', 18))).toEqual({ when: '30.11.2026, 09:15' });
    // Summer time too: 1 July 10:00 in Berlin is 08:00 UTC.
    expect(refusalText(outcomeRefusal({ startsAt: new Date('2027-07-01T08:00:00Z') }, new Date('2027-07-01T07:00:00Z')))).toBe('You can record the outcome once the call has started (01.07.2027, 10:00).');
    expect(outcomeRefusal(call, call.startsAt)).toBeUndefined();
  });
});
