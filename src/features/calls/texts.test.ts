import { describe, expect, it } from 'vitest';
import { CALL_TEXTS } from './texts';

describe('the booked call’s words on /thanks and /termin/{token}', () => {
  it('names the planner who calls, or the team while they have no name', () => {
    expect(CALL_TEXTS.callsYou('Katrin Vogel', '030 1234567')).toBe('Katrin Vogel ruft Sie unter 030 1234567 an.');
    expect(CALL_TEXTS.callsYou(undefined, '030 1234567')).toBe('Wir rufen Sie unter 030 1234567 an.');
  });

  it('leads to the planner’s direct line with their job title, or to ours', () => {
    expect(`${CALL_TEXTS.reachDirectly('Katrin Vogel', 'Eventplanerin')} 030 7654321.`).toBe('Sie erreichen Katrin Vogel, Eventplanerin, direkt unter 030 7654321.');
    expect(`${CALL_TEXTS.reachDirectly('Katrin Vogel', undefined)} 030 7654321.`).toBe('Sie erreichen Katrin Vogel direkt unter 030 7654321.');
    expect(`${CALL_TEXTS.reachDirectly(undefined, undefined)} 030 7654321.`).toBe('Sie erreichen uns direkt unter 030 7654321.');
  });
});
