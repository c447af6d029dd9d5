import { describe, expect, it } from 'vitest';
import { redactConsoleArguments } from './logger';

describe('redactConsoleArguments', () => {
  it('keeps no query parameter of what Next logs itself', () => {
    const failed = Object.assign(new Error('Failed query: select * from venue_requests where email ilike $1\nparams: %erika@example.de%'), {
      query: 'select * from venue_requests where email ilike $1',
      params: ['%erika@example.de%'],
    });
    const wrapped = new Error('Failed query: select 1\nparams: erika@example.de,030 1234\nat page');
    const printed = redactConsoleArguments(['⨯', failed, wrapped, 'Failed query: x\nparams: erika@example.de', 42]);
    const text = printed.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join('\n');
    expect(text).not.toContain('erika@example.de');
    expect(text).not.toContain('030 1234');
    expect(printed[0]).toBe('⨯');
    expect(printed[3]).toBe('Failed query: x\nparams: [not logged]');
    expect(printed[4]).toBe(42);
  });

  it('leaves other errors and text as they are', () => {
    const plain = new Error('Something else');
    expect(redactConsoleArguments([plain, 'hello'])).toEqual([plain, 'hello']);
    expect(redactConsoleArguments([plain])[0]).toBe(plain);
  });
});
