import { describe, expect, it } from 'vitest';
import { identityMentions } from './identity';

const company = { companyName: 'Streng Geheim KG', contactName: 'Erika Vogel', email: 'boss@streng-geheim.test', phone: '0171 1234567' };

describe('what of the company a text to the venues names', () => {
  it('finds the name, the contact, the address and the number in the note a company typed', () => {
    expect(identityMentions('Wir sind die Streng Geheim KG, boss@streng-geheim.test, 0171 1234567', company)).toEqual([
      { kind: 'company', value: 'Streng Geheim KG' },
      { kind: 'email', value: 'boss@streng-geheim.test' },
      { kind: 'phone', value: '0171 1234567' },
    ]);
  });

  it('finds the name without its legal form, in other case and spacing', () => {
    expect(identityMentions('Feier der STRENG  geheim', company)).toEqual([{ kind: 'company', value: 'Streng Geheim KG' }]);
    expect(identityMentions('Feier der Streng Geheim GmbH & Co. KG', { ...company, companyName: 'Streng Geheim GmbH & Co. KG' })).toEqual([{ kind: 'company', value: 'Streng Geheim GmbH & Co. KG' }]);
  });

  it('finds the contact by full name or surname, as whole words only', () => {
    expect(identityMentions('Ansprechpartnerin: Erika Vogel', company).map((m) => m.kind)).toEqual(['contact']);
    expect(identityMentions('Bitte an Frau Vogel wenden', company).map((m) => m.kind)).toEqual(['contact']);
    expect(identityMentions('Gern in der Vogelsang-Halle', company)).toEqual([]);
  });

  it('finds the number however it is written, and the address in capitals', () => {
    for (const written of ['+49 171 1234567', '0049 (171) 123 45 67', '0171/123-4567', '+49 (0)171 1234567']) {
      expect(identityMentions(`Rückruf unter ${written}`, company)).toEqual([{ kind: 'phone', value: '0171 1234567' }]);
    }
    expect(identityMentions('BOSS@STRENG-GEHEIM.TEST', company).map((m) => m.kind)).toEqual(['email']);
    // The surname inside the address is the address, named once.
    expect(identityMentions('Rückfragen an vogel-7@firma.test', { ...company, email: 'vogel-7@firma.test' })).toEqual([{ kind: 'email', value: 'vogel-7@firma.test' }]);
  });

  it('finds nothing in the party’s facts', () => {
    expect(identityMentions('80 Gäste, vegetarisches Buffet, DJ bis 1 Uhr, Budget 85 € pro Person, Anreise ab 17:30', company)).toEqual([]);
  });
});
