import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SignedInUser } from './server';

let signedIn: SignedInUser | undefined;
vi.mock('./server', () => ({ sessionUser: async () => signedIn }));

const { adminAction, adminFormAction, adminRowAction } = await import('./guard');

const ADMIN = { id: 'a1', email: 'chefin@planer.test', isAdmin: true } as SignedInUser;
const WAITING = { id: 'u1', email: 'wartet@planer.test', isAdmin: false } as SignedInUser;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/**
 * Saves a note; 'nein' is refused with a message of its own. The schema's message is a catalogue key, as every admin
 * schema's is (any key will do); outside a request the action answers in English.
 */
const saveNote = adminAction(z.object({ note: z.string().max(5, 'admin.guard.invalid') }), async ({ note }) =>
  note === 'nein' ? { ok: false, status: 409, message: 'Refused on purpose' } : { ok: true, data: note.length },
);

describe('the admin toolkit’s server side', () => {
  it('turns an admin action into a row’s outcome, with the missing session or role named', async () => {
    const row = adminRowAction(saveNote, { success: (length, posted) => `Saved ${length} characters of ${posted.get('note')}`, failure: async () => 'Failed to save note' });
    signedIn = undefined;
    expect(await row(null, form({ note: 'ja' }))).toEqual({ kind: 'error', text: 'Please sign in.' });
    signedIn = WAITING;
    expect(await row(null, form({ note: 'ja' }))).toEqual({ kind: 'error', text: 'Your account is waiting for approval by an administrator.' });
    signedIn = ADMIN;
    expect(await row(null, form({ note: 'ja' }))).toEqual({ kind: 'success', text: 'Saved 2 characters of ja' });
    expect(await row(null, form({ note: 'nein' }))).toEqual({ kind: 'error', text: 'Failed to save note' });
    expect(await adminRowAction(saveNote, { success: () => 'Saved' })(null, form({ note: 'nein' }))).toEqual({ kind: 'error', text: 'Refused on purpose' });
  });

  it('turns an admin action into a form’s state: saved goes on, a failure keeps the input and the field errors', async () => {
    const save = adminFormAction(saveNote, {
      failed: (result, posted) => ({ values: { note: String(posted.get('note')) }, message: result.message, fieldErrors: result.fieldErrors }),
      saved: () => ({ values: { note: '' }, saved: 'Note saved' }),
    });
    const initial = { values: { note: '' } };
    signedIn = ADMIN;
    expect(await save(initial, form({ note: 'ja' }))).toEqual({ values: { note: '' }, saved: 'Note saved' });
    // The value comes back at most as long as its field may be (the schema's max), however much was posted.
    expect(await save(initial, form({ note: 'viel zu lang' }))).toEqual({ values: { note: 'viel ' }, message: 'Please correct the marked fields.', fieldErrors: { note: 'Please correct the marked fields.' } });
    expect(await save(initial, form({ note: 'nein' }))).toEqual({ values: { note: 'nein' }, message: 'Refused on purpose' });
    // A message that is no key (zod's own) becomes the catalogue's general one.
    const strict = adminFormAction(adminAction(z.object({ note: z.string().max(5) }), async () => ({ ok: true, data: 0 })), { failed: (result) => ({ values: {}, fieldErrors: result.fieldErrors }), saved: () => ({ values: {} }) });
    expect(await strict({ values: {} }, form({ note: 'viel zu lang' }))).toEqual({ values: {}, fieldErrors: { note: 'Please check this entry.' } });
    signedIn = undefined;
    expect(await save(initial, form({ note: 'ja' }))).toMatchObject({ values: { note: 'ja' }, message: 'Please sign in.' });
  });
});
