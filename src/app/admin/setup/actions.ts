'use server';

import { getDb } from '@/db/client';
import { type SetupState, setUpFirstAdmin } from '@/features/auth/first-admin';
import { takeCallsIfNobodyDoes } from '@/features/calls/queries';

/** The setup form's post: the first admin also takes the calls while nobody does (calls builds on auth, so it is passed in here). */
export async function setupFirstAdmin(_previous: SetupState, form: FormData): Promise<SetupState> {
  return setUpFirstAdmin(await getDb(), form, takeCallsIfNobodyDoes);
}
