import { describe, expect, it } from 'vitest';
import { ignoredInboxParams, inboxQuery, parseInboxFilter } from './inbox-filter';
import { isOverdue } from './statuses';

describe('inbox filter', () => {
  it('reads valid values and leaves malformed ones out', () => {
    expect(parseInboxFilter({ status: 'gebucht', city: ' berlin ', from: '2026-11-01', to: '2026-13-45', q: 'Muster', overdue: '1', due: '1', page: '3' })).toEqual({
      status: 'gebucht',
      city: 'berlin',
      from: '2026-11-01',
      to: undefined,
      q: 'Muster',
      overdue: true,
      due: true,
      page: 3,
    });
    expect(parseInboxFilter({ status: 'erledigt', page: '-2' })).toEqual({ status: undefined, city: undefined, from: undefined, to: undefined, q: undefined, overdue: false, due: false, page: 1 });
  });
  it('writes the filter back into a query string, page 1 left out', () => {
    const filter = parseInboxFilter({ status: 'neu', q: 'a&b', page: '2' });
    expect(inboxQuery(filter)).toBe('?status=neu&q=a%26b&page=2');
    expect(inboxQuery(filter, { page: 1 })).toBe('?status=neu&q=a%26b');
    expect(inboxQuery({ overdue: false, page: 1 })).toBe('');
  });
});

describe('isOverdue', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('marks only requests still new after 24 hours', () => {
    expect(isOverdue('neu', new Date('2026-11-22T11:59:00Z'), now)).toBe(true);
    expect(isOverdue('neu', new Date('2026-11-22T12:01:00Z'), now)).toBe(false);
    expect(isOverdue('in_bearbeitung', new Date('2026-11-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('parseInboxFilter: days that do not exist', () => {
  it('leaves out days the calendar does not have, which PostgreSQL would refuse', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '99999-01-01']) {
      expect(parseInboxFilter({ from: day, to: day })).toMatchObject({ from: undefined, to: undefined });
    }
    expect(parseInboxFilter({ from: '2028-02-29', to: '2026-12-31' })).toMatchObject({ from: '2028-02-29', to: '2026-12-31' });
  });
});

describe('ignoredInboxParams', () => {
  it('names what the inbox could not use, so the page can say so', () => {
    const params = { status: 'erledigt', from: '2026-13-45', to: '2026-11-30', page: '99999999999999999999', q: 'Muster', overdue: '0' };
    expect(ignoredInboxParams(params)).toEqual(['status', 'from', 'overdue', 'page']);
    expect(ignoredInboxParams({ status: 'neu', page: '1' })).toEqual([]);
  });
});
