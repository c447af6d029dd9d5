import { describe, expect, it } from 'vitest';
import { dailyClicks, dayLabel, senderName } from './rules';

describe('dailyClicks', () => {
  it('gives every day of the range, across a month end, with 0 where no click was counted', () => {
    expect(dailyClicks('2026-11-29', '2026-12-02', [
      { day: '2026-11-30', clicks: 4 },
      { day: '2026-12-02', clicks: 1 },
      { day: '2026-12-09', clicks: 7 },
    ])).toEqual([
      { day: '2026-11-29', clicks: 0 },
      { day: '2026-11-30', clicks: 4 },
      { day: '2026-12-01', clicks: 0 },
      { day: '2026-12-02', clicks: 1 },
    ]);
  });

  it('is empty when the range ends before it starts', () => {
    expect(dailyClicks('2026-12-02', '2026-12-01', [])).toEqual([]);
  });
});

it('labels a day as the axis shows it', () => {
  expect(dayLabel('2026-03-07')).toBe('07.03.');
});

describe('senderName', () => {
  it('names the account, and gives its address only when it has no name', () => {
    expect(senderName('Jan Hoffmann', 'jan@kesselhaus.test')).toBe('Jan Hoffmann');
    expect(senderName('  ', 'jan@kesselhaus.test')).toBe('jan@kesselhaus.test');
    expect(senderName(null, 'jan@kesselhaus.test')).toBe('jan@kesselhaus.test');
  });
});
