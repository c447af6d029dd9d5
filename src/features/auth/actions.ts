'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { fieldErrorsOf } from '@/lib/validation';
import { signUpSchema } from './credentials';
import { adminOutcomeText, completeSetup } from './first-admin';

export type SetupState = { done: boolean; message?: string; errors?: Record<string, string> };

const setupSchema = signUpSchema.extend({ token: z.string().min(1) });

/** Not an admin action: there is no admin yet. The one-time token from the server's log is the proof. */
export async function setupFirstAdmin(_previous: SetupState, formData: FormData): Promise<SetupState> {
  const parsed = setupSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { done: false, errors: fieldErrorsOf(parsed.error) };
  const { token, email, password } = parsed.data;
  const outcome = await completeSetup(await getDb(), token, email, password);
  if (!outcome) return { done: false, message: 'This setup link is no longer valid: an admin exists already, or the link was used or has expired.' };
  return { done: true, message: adminOutcomeText(outcome, email.trim().toLowerCase()) };
}
