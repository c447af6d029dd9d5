import { describe, expect, it } from 'vitest';
import { ECHO_MAX_LENGTH, echoed } from './form-data';

const MB = 1024 * 1024;

describe('echoed', () => {
  it('cuts each text to its field’s maximum, a dotted or nested name by its last part, and the others to the general cap', () => {
    const values = echoed(
      { note: 'n'.repeat(MB), 'lines.3.text': 't'.repeat(MB), name: 'Erika', draft: { options: [{ note: 'o'.repeat(MB), holdUntil: '2026-12-01' }] }, other: 'x'.repeat(10 * MB) },
      { note: 2000, text: 200 },
    );
    expect(values.note).toHaveLength(2000);
    expect(values['lines.3.text']).toHaveLength(200);
    expect(values.name).toBe('Erika');
    expect(values.draft.options[0]).toEqual({ note: 'o'.repeat(2000), holdUntil: '2026-12-01' });
    expect(values.other).toHaveLength(ECHO_MAX_LENGTH);
  });

  it('keeps what is not text, and a cap of its own for the fields without a maximum', () => {
    expect(echoed({ privacy: true, count: 3, types: ['restaurant'], missing: null, email: 'a'.repeat(300) }, { email: 254 }, 200)).toEqual({
      privacy: true,
      count: 3,
      types: ['restaurant'],
      missing: null,
      email: 'a'.repeat(254),
    });
    expect(echoed({ companyName: 'c'.repeat(5000) }, {}, 200).companyName).toHaveLength(200);
  });
});
