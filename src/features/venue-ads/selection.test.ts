import { describe, expect, it } from 'vitest';
import { adSlots, type AdCandidate, freeSlots, isShowable, selectAds } from './selection';

const now = new Date('2026-11-23T12:00:00Z');
let n = 0;
const ad = (change: Partial<AdCandidate> = {}): AdCandidate => ({
  id: `ad-${++n}`,
  cityId: 'koeln',
  active: true,
  featured: false,
  liveSystem: true,
  expiresAt: null,
  createdAt: new Date(now.getTime() - n * 60_000),
  ...change,
});

describe('isShowable', () => {
  it('needs the ad active, not expired, and live unless in demo mode', () => {
    expect(isShowable(ad(), 'live', now)).toBe(true);
    expect(isShowable(ad({ active: false }), 'demo', now)).toBe(false);
    expect(isShowable(ad({ liveSystem: false }), 'live', now)).toBe(false);
    expect(isShowable(ad({ liveSystem: false }), 'demo', now)).toBe(true);
  });
  it('ends exactly at expires_at', () => {
    expect(isShowable(ad({ expiresAt: new Date(now.getTime() + 1) }), 'live', now)).toBe(true);
    expect(isShowable(ad({ expiresAt: now }), 'live', now)).toBe(false);
    expect(isShowable(ad({ expiresAt: new Date(now.getTime() - 1) }), 'live', now)).toBe(false);
  });
});

describe('selectAds', () => {
  it('takes the city’s ads featured first, then newest, at most three', () => {
    const newest = ad({ createdAt: new Date(now.getTime() - 1000) });
    const older = ad({ createdAt: new Date(now.getTime() - 5000) });
    const featuredOld = ad({ featured: true, createdAt: new Date(now.getTime() - 9000) });
    const oldest = ad({ createdAt: new Date(now.getTime() - 20000) });
    const otherCity = ad({ cityId: 'berlin', featured: true });
    expect(selectAds([older, oldest, newest, otherCity, featuredOld], 'koeln', 'live', now).map((a) => a.id)).toEqual([featuredOld.id, newest.id, older.id]);
  });

  it('puts booked ads that have started first, and leaves out those that have not', () => {
    const featured = ad({ featured: true, createdAt: new Date(now.getTime() - 1000) });
    const booked = ad({ startsAt: new Date(now.getTime() - 86_400_000), createdAt: new Date(now.getTime() - 9000) });
    const later = ad({ startsAt: new Date(now.getTime() + 86_400_000), featured: true });
    expect(selectAds([featured, later, booked], 'koeln', 'live', now).map((a) => a.id)).toEqual([booked.id, featured.id]);
  });
});

describe('adSlots', () => {
  it('fills free slots with placeholders, and has none without ads', () => {
    expect(adSlots(['a'])).toEqual([{ kind: 'ad', ad: 'a' }, { kind: 'placeholder' }, { kind: 'placeholder' }]);
    expect(adSlots(['a', 'b', 'c'])).toHaveLength(3);
    expect(adSlots([])).toEqual([]);
  });
});

describe('freeSlots', () => {
  it('counts the slots left of three, never below none', () => {
    expect([0, 1, 2, 3, 4].map(freeSlots)).toEqual([3, 2, 1, 0, 0]);
  });
});
