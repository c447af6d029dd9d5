import { describe, expect, it } from 'vitest';
import { plannerName } from '@/features/auth/planner';
import { OFFER_VIEW_TEXTS } from './texts';

// The offer page's card and the PDF's section say the same: the planner by name, the team while there is none.
describe('the planner on the company’s offer page', () => {
  const named = plannerName({ name: 'Katrin Vogel' });

  it('names the planner as the contact, under the cover note and over the notes', () => {
    expect(OFFER_VIEW_TEXTS.contact(named)).toBe('Ihr Kontakt: Katrin Vogel');
    expect(OFFER_VIEW_TEXTS.signedBy(named)).toBe('– Katrin Vogel');
    expect(OFFER_VIEW_TEXTS.notesTitle(named)).toBe('Anmerkungen von Katrin Vogel');
  });

  for (const name of ['', ' ', 'chefin@example.test']) {
    it(`speaks for the team, never with an empty name or an address (${JSON.stringify(name)})`, () => {
      const none = plannerName({ name });
      expect(none).toBeUndefined();
      expect(OFFER_VIEW_TEXTS.contact(none)).toBe('Ihr Kontakt: das Team vom Weihnachtsfeier-Planer');
      expect(OFFER_VIEW_TEXTS.signedBy(none)).toBe('– Ihr Team vom Weihnachtsfeier-Planer');
      expect(OFFER_VIEW_TEXTS.notesTitle(none)).toBe('Anmerkungen unseres Teams');
    });
  }
});
