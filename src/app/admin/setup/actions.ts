'use server';

import { getDb } from '@/db/client';
import { type SetupState, setUpFirstAdmin } from '@/features/auth/first-admin';
import { takeCallsIfNobodyDoes } from '@/features/calls/queries';
import { requestCatalogue } from '@/features/auth/request-locale';

/**
 * The setup form's post: the first admin also takes the calls while nobody does (calls builds on auth, so it is
 * passed in here); the answer speaks the browser's language, as the page does.
 */
export async function setupFirstAdmin(_previous: SetupState, form: FormData): Promise<SetupState> {
  return setUpFirstAdmin(await getDb(), form, await requestCatalogue(), takeCallsIfNobodyDoes);
}
