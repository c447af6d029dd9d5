import { describe, expect, it } from 'vitest';
import { VENUE_LIST_PARAMS } from '@/features/venues/filter';
import { VENUE_PAGE_GROUP_PARAM, VENUE_PAGE_QUERY_KEYS } from '@/features/venues/routes';
import { MAX_PARTICIPANTS } from './fields';
import { presetValues } from './form-state';
import { GROUP_SIZE_PARAM, parseRequestPrefill, requestPrefillHref } from './prefill-filter';

describe('the request form’s prefill from a page’s address', () => {
  it('reads a group size from 1 to the form’s maximum', () => {
    expect(parseRequestPrefill({ gaeste: '60' })).toEqual({ participantCount: 60 });
    expect(parseRequestPrefill(new URLSearchParams('gaeste=1'))).toEqual({ participantCount: 1 });
    expect(parseRequestPrefill({ gaeste: ' 80 ' })).toEqual({ participantCount: 80 });
    expect(parseRequestPrefill({ gaeste: String(MAX_PARTICIPANTS) })).toEqual({ participantCount: MAX_PARTICIPANTS });
    // Given twice, the first counts.
    expect(parseRequestPrefill({ gaeste: ['70', '90'] })).toEqual({ participantCount: 70 });
  });

  it('prefills nothing for anything else, and never fails', () => {
    for (const gaeste of ['abc', '-5', '0', '060', '60.5', '6e1', '60 Personen', String(MAX_PARTICIPANTS + 1), '9'.repeat(400), '\u0000', '', undefined]) {
      expect(parseRequestPrefill({ gaeste })).toEqual({ participantCount: undefined });
    }
    expect(parseRequestPrefill({ teilnehmer: '60' })).toEqual({ participantCount: undefined });
  });

  it('puts the size into the form’s field, beside the page’s city', () => {
    expect(presetValues({ id: 'berlin', name: 'Berlin' }, ['berlin'], 60)).toMatchObject({ city: 'berlin', customCity: '', participantCount: '60' });
    expect(presetValues({ id: 'wittenberge', name: 'Wittenberge' }, ['berlin'], 12)).toMatchObject({ city: 'andere', customCity: 'Wittenberge', participantCount: '12' });
    expect(presetValues(undefined, ['berlin'], 5)).toMatchObject({ city: '', participantCount: '5' });
    expect(presetValues({ id: 'berlin', name: 'Berlin' }, ['berlin'])).toMatchObject({ city: 'berlin', participantCount: '' });
  });

  it('is the parameter the venue pages rewrite and their list filters by, so a filtered list hands its group on', () => {
    expect(GROUP_SIZE_PARAM).toBe(VENUE_PAGE_GROUP_PARAM);
    expect([...VENUE_PAGE_QUERY_KEYS]).toEqual([GROUP_SIZE_PARAM]);
    expect(VENUE_LIST_PARAMS.guests).toBe(GROUP_SIZE_PARAM);
    expect(requestPrefillHref({ participantCount: 60 }, '/berlin/locations/alte-muenze')).toBe('/berlin/locations/alte-muenze?gaeste=60');
    expect(requestPrefillHref({ participantCount: undefined }, '/berlin/locations/alte-muenze')).toBe('/berlin/locations/alte-muenze');
  });
});
