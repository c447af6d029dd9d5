import { describe, expect, it } from 'vitest';
import { readSalutation, SALUTATION_CHOICES, salutationValue, salutedName } from './salutation';

describe('a salutation as every form posts it', () => {
  it('reads Frau and Herr in any case, none from an empty choice, and refuses anything else', () => {
    expect(['frau', 'Frau', ' HERR ', 'herr'].map(readSalutation)).toEqual(['frau', 'frau', 'herr', 'herr']);
    expect(['', '  ', undefined, null].map(readSalutation)).toEqual([null, null, null, null]);
    expect(['Divers', 'Dr.', 'mr', 42, {}].map(readSalutation)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('offers „keine Angabe", „Frau" and „Herr", and shows a stored one back as its choice', () => {
    expect(SALUTATION_CHOICES.map((choice) => [choice.value, choice.label])).toEqual([
      ['', 'keine Angabe'],
      ['frau', 'Frau'],
      ['herr', 'Herr'],
    ]);
    expect([salutationValue('frau'), salutationValue('herr'), salutationValue(null)]).toEqual(['frau', 'herr', '']);
    expect(salutedName({ contactName: 'Jana Hansen', salutation: 'frau' })).toBe('Frau Jana Hansen');
  });
});
