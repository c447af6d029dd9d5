import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import type { z } from 'zod';
import { type ActionFailure, type FormState, type Outcome, outcomeOf } from '@/components/admin/form-state';
import { translateErrors } from '@/i18n/keys';
import { requestCatalogue, requestTranslator } from '@/features/auth/request-locale';
import { logger } from '@/lib/logger';
import { echoed } from '@/lib/form-data';
import { fieldErrorsOf, fieldMaxima, formObject } from '@/lib/validation';
import { APPROVAL_PATH } from './paths';
import { currentUser, type SignedInUser, sessionUser } from './server';

export { currentUser };

/**
 * For every admin page (not only the layout: Next renders pages and layouts side by side): signed out →
 * '/auth', a venue operator's partner account → 403, signed in without the admin role → the approval notice.
 */
export async function requireAdminPage(): Promise<SignedInUser> {
  const user = await currentUser();
  if (!user) redirect('/auth');
  if (user.isPartner) forbidden();
  if (!user.isAdmin) redirect(APPROVAL_PATH);
  return user;
}

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 401 | 403 | 404 | 409 | 500; message: string; fieldErrors?: Record<string, string> };

type Gate = { ok: true; user: SignedInUser } | { ok: false; status: 401 | 403; message: string };

async function adminGate(requestHeaders?: Headers): Promise<Gate> {
  const user = await sessionUser(requestHeaders);
  if (user?.isAdmin) return { ok: true, user };
  const t = await requestTranslator('admin.guard');
  if (!user) return { ok: false, status: 401, message: t('signInRequired') };
  if (user.isPartner) return { ok: false, status: 403, message: t('partnerNotAdmin') };
  return { ok: false, status: 403, message: t('waitingForApproval') };
}

/**
 * The one way to write an admin server action: the role is checked on the server, the input passes its
 * zod schema, and failures come back as a result (with field errors) instead of an exception.
 */
export function adminAction<S extends z.ZodType, T>(schema: S, handler: (input: z.output<S>, admin: SignedInUser) => Promise<ActionResult<T>>) {
  const action = async (input: unknown): Promise<ActionResult<T>> => {
    const gate = await adminGate();
    if (!gate.ok) return gate;
    const parsed = schema.safeParse(formObject(input));
    if (!parsed.success) {
      const t = await requestCatalogue();
      return { ok: false, status: 400, message: t('admin.guard.invalid'), fieldErrors: translateErrors(t, fieldErrorsOf(parsed.error)) };
    }
    try {
      return await handler(parsed.data, gate.user);
    } catch (err) {
      logger.error({ err }, 'admin action failed');
      return { ok: false, status: 500, message: (await requestTranslator('admin.guard'))('unexpected') };
    }
  };
  // Its fields' maxima, so that a form showing a refused post back cuts every value to its field's (adminFormAction).
  return Object.assign(action, { maxima: fieldMaxima(schema) });
}

/** Runs an admin action's work so that a failure comes back in the spec's words; the cause goes to the log (adminAction alone would answer with a generic text). */
export async function failingAs<T>(failure: string, work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (err) {
    logger.error({ err }, failure);
    return { ok: false, status: 500, message: failure };
  }
}

/**
 * An admin action as the action of a form screen (useActionState, so the form also posts without JavaScript):
 * `saved` goes on after a success (a redirect to the list, or the state of a form that stays), `failed` gives
 * the form back with what was entered. It wraps a finished admin action rather than taking a schema and handler
 * of its own, so that the admin-actions modules stay the one place whose every export the role test calls with
 * plain input. Export it from a 'use server' module (admin-form-actions.ts).
 */
export function adminFormAction<T, V>(
  action: ((input: FormData) => Promise<ActionResult<T>>) & { maxima?: Readonly<Record<string, number>> },
  { failed, saved }: { failed: (result: ActionFailure, form: FormData) => FormState<V> | Promise<FormState<V>>; saved: (data: T, form: FormData) => FormState<V> | Promise<FormState<V>> },
) {
  return async (_previous: FormState<V>, form: FormData): Promise<FormState<V>> => {
    const result = await action(form);
    if (result.ok) return saved(result.data, form);
    const state = await failed(result, form);
    // failedForm cut every value to the form's own maxima or the general one; the schema's are the fields' own.
    return { ...state, values: echoed(state.values, action.maxima, Number.POSITIVE_INFINITY) };
  };
}

/** An admin action as the action of a row's button (see RowAction): its outcome in the spec's words. Export it from a 'use server' module. */
export function adminRowAction<T>(
  action: (input: FormData) => Promise<ActionResult<T>>,
  { success, failure }: { success: (data: T, form: FormData) => string | Promise<string>; failure?: () => string | Promise<string> },
) {
  return async (_previous: Outcome | null, form: FormData): Promise<Outcome> => {
    const result = await action(form);
    return outcomeOf(result, result.ok ? await success(result.data, form) : '', result.ok || !failure ? undefined : await failure());
  };
}

/** The same gate for admin route handlers (downloads, exports): 401 signed out, 403 without the role. */
export function adminRoute(handler: (request: Request, admin: SignedInUser) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const gate = await adminGate(request.headers);
    if (!gate.ok) return Response.json({ error: gate.message }, { status: gate.status });
    return handler(request, gate.user);
  };
}
