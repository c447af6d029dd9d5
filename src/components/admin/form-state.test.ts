import { describe, expect, it } from 'vitest';
import { ECHO_MAX_LENGTH } from '@/lib/form-data';
import { failedForm, failureText, outcomeOf } from './form-state';

const signedOut = { ok: false as const, status: 401, message: 'Please sign in.' };
const waiting = { ok: false as const, status: 403, message: 'Your account is waiting for approval by an administrator.' };
const refused = { ok: false as const, status: 409, message: 'Only failed mails can be retried.' };

describe('the wording of a failure', () => {
  it('names a missing session or role, else the spec’s failure, else the action’s own message', () => {
    expect(failureText(signedOut, 'Failed to delete post')).toBe('Please sign in.');
    expect(failureText(waiting, 'Failed to delete post')).toBe('Your account is waiting for approval by an administrator.');
    expect(failureText(refused, 'Failed to delete post')).toBe('Failed to delete post');
    expect(failureText(refused)).toBe('Only failed mails can be retried.');
  });

  it('reports a row’s outcome, the success worded from the data where it says more', () => {
    expect(outcomeOf({ ok: true, data: undefined }, 'Post deleted successfully', 'Failed to delete post')).toEqual({ kind: 'success', text: 'Post deleted successfully' });
    expect(outcomeOf({ ok: true, data: 2 }, (count) => `${count} added`)).toEqual({ kind: 'success', text: '2 added' });
    expect(outcomeOf(waiting, 'Post deleted successfully', 'Failed to delete post')).toEqual({ kind: 'error', text: waiting.message });
    expect(outcomeOf(refused, 'Mail queued again')).toEqual({ kind: 'error', text: refused.message });
  });

  it('gives a form back with what was entered and the field errors', () => {
    const invalid = { status: 400, message: 'Please correct the marked fields.', fieldErrors: { note: 'The note can have at most 2000 characters' } };
    expect(failedForm({ note: 'x' }, invalid, 'Failed to save')).toEqual({ values: { note: 'x' }, message: 'Failed to save', fieldErrors: invalid.fieldErrors });
    expect(failedForm({ note: 'x' }, signedOut, 'Failed to save')).toEqual({ values: { note: 'x' }, message: 'Please sign in.', fieldErrors: undefined });
  });

  it('gives a value back at most as long as its field may be, whatever was posted', () => {
    const invalid = { status: 400, message: 'Please correct the marked fields.' };
    const form = failedForm({ name: 'n'.repeat(10 * 1024 * 1024), content: 'c'.repeat(200_000), rows: [{ text: 't'.repeat(9000) }] }, invalid, 'Failed to save', { name: 200, content: 100_000 });
    expect([form.values.name.length, form.values.content.length, form.values.rows[0].text.length]).toEqual([200, 100_000, ECHO_MAX_LENGTH]);
  });
});
