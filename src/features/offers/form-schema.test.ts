import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/validation';
import { ACCEPTANCE_MESSAGES, acceptanceSchema, QUESTION_MESSAGES, questionSchema } from './form-schema';

const schema = acceptanceSchema({ dateCount: 2, maxParticipants: 150 });
const valid = { dateIndex: '1', participantCount: ' 45 ', company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', purchaseOrder: '', terms: 'on', message: '' };

function errorsOf(input: Record<string, unknown>) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('acceptanceSchema', () => {
  it('reads a complete form: numbers from text, empty optional fields as null', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, dateIndex: 1, participantCount: 45, purchaseOrder: null, message: null });
  });

  it('keeps hostile text as it is (it is shown as text, never as markup)', () => {
    const hostile = '<script>alert(1)</script>';
    expect(schema.parse({ ...valid, company: hostile, message: hostile })).toMatchObject({ company: hostile, message: hostile });
  });

  it.each([
    ['a participant count beyond the venue', { participantCount: '151' }, 'participantCount', ACCEPTANCE_MESSAGES.participants(150)],
    ['no participants', { participantCount: '0' }, 'participantCount', ACCEPTANCE_MESSAGES.participants(150)],
    ['a fractional participant count', { participantCount: '4,5' }, 'participantCount', ACCEPTANCE_MESSAGES.participants(150)],
    ['a date the option does not have', { dateIndex: '2' }, 'dateIndex', ACCEPTANCE_MESSAGES.date],
    ['no date', { dateIndex: undefined }, 'dateIndex', ACCEPTANCE_MESSAGES.date],
    ['a four-digit postal code', { postalCode: '1011' }, 'postalCode', ACCEPTANCE_MESSAGES.postalCode],
    ['an empty company', { company: '   ' }, 'company', ACCEPTANCE_MESSAGES.company],
    ['an empty street', { street: '' }, 'street', ACCEPTANCE_MESSAGES.street],
    ['an empty city', { city: '' }, 'city', ACCEPTANCE_MESSAGES.city],
    ['unticked terms', { terms: undefined }, 'terms', ACCEPTANCE_MESSAGES.terms],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message', ACCEPTANCE_MESSAGES.message],
  ])('refuses %s next to its field', (_case, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });
});

describe('questionSchema', () => {
  it('takes up to 2000 characters, trimmed', () => {
    expect(questionSchema.parse({ question: '  Gibt es vegane Menüs?  ' })).toEqual({ question: 'Gibt es vegane Menüs?' });
    expect(questionSchema.safeParse({ question: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('refuses an empty or too long question', () => {
    expect(questionSchema.safeParse({ question: ' ' }).error?.issues[0].message).toBe(QUESTION_MESSAGES.empty);
    expect(questionSchema.safeParse({ question: 'x'.repeat(2001) }).error?.issues[0].message).toBe(QUESTION_MESSAGES.tooLong);
  });
});
