import { describe, expect, it } from 'vitest';
import { failedSave } from '@/features/venues/form-schema';
import { postedProfileValues, postedTermsValues } from './form-schema';

const MB = 1024 * 1024;

// The photo forms take posts of up to 11 MB (a venue photo's save and the fields, lib/upload-limits.ts): a refused one
// shows back each field's maximum at most.
describe('a refused venue form’s values', () => {
  it('are each at most their field’s maximum in the operator’s forms', () => {
    const form = new FormData();
    form.set('description', 'd'.repeat(10 * MB));
    form.set('included', 'i'.repeat(MB));
    form.set('photoAlt.0', 'a'.repeat(MB));
    form.set('minimumSpend', '9'.repeat(MB));
    const values = postedProfileValues(form);
    expect([values.description.length, values.included.length, values.photos[0].alt.length]).toEqual([5000, 3000, 300]);
    expect(postedTermsValues(form).minimumSpend.length).toBe(30);
  });

  it('are each at most their field’s maximum in the team’s venue form', () => {
    const form = new FormData();
    form.set('name', 'n'.repeat(5 * MB));
    form.set('internalNotes', 'x'.repeat(5 * MB));
    const { values } = failedSave({ status: 400, message: 'Please correct the marked fields.' }, form, 'Failed to save');
    expect([values.name.length, values.internalNotes.length]).toEqual([200, 5000]);
  });
});
