import { describe, expect, it } from 'vitest';
import { calculationHref, PARTNER_ANCHORS, partnerHref, partnerQuery } from './links';
import { monthBySlug } from '@/features/ad-slots/prices';

describe('partner page addresses', () => {
  it('reads the first value of each param, trimmed, blank as missing', () => {
    expect(partnerQuery({ monat: ['oktober', 'mai'], stadt: ' berlin ' })).toEqual({ monthSlug: 'oktober', cityId: 'berlin' });
    expect(partnerQuery({ monat: '', stadt: undefined })).toEqual({ monthSlug: undefined, cityId: undefined });
  });

  it('links a calculation and the way back, keeping the chosen city', () => {
    const october = monthBySlug('oktober')!;
    expect(calculationHref(october, {})).toBe('/ad-partners?monat=oktober#berechnung');
    expect(calculationHref(october, { cityId: 'koeln' })).toBe('/ad-partners?monat=oktober&stadt=koeln#berechnung');
    expect(partnerHref({}, PARTNER_ANCHORS.prices)).toBe('/ad-partners#preise');
    expect(partnerHref({ monthSlug: 'oktober', cityId: 'koeln' }, PARTNER_ANCHORS.prices)).toBe('/ad-partners?stadt=koeln#preise');
  });
});
