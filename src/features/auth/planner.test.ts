import { describe, expect, it } from 'vitest';
import { hasPlannerName, plannerFirstName, plannerName, plannerReplyTo, plannerSender, plannerSignatureLines } from './planner';

const katrin = { name: ' Katrin Vogel ', email: 'katrin@planer.test', phone: '030 609 88 41', jobTitle: 'Eventplanerin', photoImageId: null };

describe('a planner as companies meet them', () => {
  it('has a name only when one was given, and an address is none', () => {
    expect(hasPlannerName(katrin)).toBe(true);
    for (const name of ['', '   ', 'katrin@planer.test']) expect(hasPlannerName({ name })).toBe(false);
    expect(plannerName(katrin)).toBe('Katrin Vogel');
    expect(plannerName({ name: 'katrin@planer.test' })).toBeUndefined();
    expect(plannerFirstName(katrin)).toBe('Katrin');
    expect(plannerFirstName({ name: '' })).toBeUndefined();
  });

  it('signs with name, title and direct line, what there is of them, and leaves the signing to the team without a name', () => {
    expect(plannerSignatureLines(katrin)).toEqual(['Katrin Vogel', 'Eventplanerin', 'Telefon: 030 609 88 41']);
    expect(plannerSignatureLines({ name: 'Katrin Vogel', phone: null, jobTitle: ' ' })).toEqual(['Katrin Vogel']);
    expect(plannerSender(katrin)).toEqual(['Katrin Vogel', 'Eventplanerin', 'Telefon: 030 609 88 41']);
    expect(plannerSender({ ...katrin, name: 'katrin@planer.test' })).toEqual(['Ihr Team vom Weihnachtsfeier-Planer']);
  });

  it('takes the replies: the responsible planner, the team where nobody is', () => {
    expect(plannerReplyTo(katrin, 'team@planer.test')).toBe('katrin@planer.test');
    expect(plannerReplyTo({ email: ' katrin@planer.test ' }, 'team@planer.test')).toBe('katrin@planer.test');
    for (const nobody of [null, undefined, {}, { email: null }, { email: '' }]) expect(plannerReplyTo(nobody, 'team@planer.test')).toBe('team@planer.test');
  });
});
