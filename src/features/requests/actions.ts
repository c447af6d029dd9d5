'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { conversionKey } from '@/features/cities';
import { packageOfIntent } from '@/features/packages/packages';
import { MAX_EMAIL_LENGTH } from '@/lib/email';
import { echoed } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { type RequestFormState, readFormValues, thanksUrl } from './form-state';
import { SUBMISSION_TOKEN_PATTERN } from './intake';
import { firstErrorField, hasStep1Error, MESSAGES, WISH_FIELD } from './fields';
import { MAX_TEXT, packageHint, step1Schema, step2FormSchema, validate } from './schema';
import { clientKey, intake, newSubmissionToken } from './server';

/**
 * The request form's server action. With JavaScript only the final submit arrives here; without it,
 * every step posts and the returned state renders the next step.
 */
export async function requestFormAction(previous: RequestFormState, formData: FormData): Promise<RequestFormState> {
  const values = readFormValues(formData);
  const intent = formData.get('intent');
  const token = String(formData.get('token') ?? '');
  const base: RequestFormState = { ...previous, values: echoed(values, { email: MAX_EMAIL_LENGTH }, MAX_TEXT), status: 'editing', message: undefined, packageHint: packageHint(values) };

  // Without JavaScript every button posts here; the answer says where the cursor goes (see RequestFormState.focus).
  if (intent === 'back') return { ...base, step: 1, errors: {}, focus: 'city' };
  const chosenPackage = packageOfIntent(intent);
  if (chosenPackage) {
    const chosen = { ...base.values, package: chosenPackage.id };
    return { ...base, values: chosen, packageHint: packageHint(chosen), step: 1, errors: {}, focus: 'package' };
  }
  const step1 = validate(step1Schema, values);
  if (!step1.ok) return { ...base, step: 1, errors: step1.errors, focus: firstErrorField(step1.errors) };
  // Only the no-JS path posts step 1; the static page's token is shared, so each visitor gets a fresh one here.
  if (intent === 'next') return { ...base, step: 2, errors: {}, token: newSubmissionToken(), focus: 'companyName' };

  const step2 = validate(step2FormSchema, values);
  if (!step2.ok) return { ...base, step: 2, errors: step2.errors, focus: firstErrorField(step2.errors) };

  const requestHeaders = await headers();
  let result;
  try {
    // The wish of a venue's page travels beside the visitor's values: the intake keeps it only for a public venue of the city.
    result = await intake({ ...values, [WISH_FIELD]: formData.get(WISH_FIELD) }, {
      submissionToken: SUBMISSION_TOKEN_PATTERN.test(token) ? token : newSubmissionToken(),
      clientKey: clientKey(requestHeaders),
      sourcePage: String(formData.get('sourcePage') ?? '') || null,
      userAgent: requestHeaders.get('user-agent'),
      honeypot: String(formData.get('website') ?? ''),
    });
  } catch (err) {
    logger.error({ err }, 'storing a venue request failed');
    return { ...base, step: 2, status: 'error', message: MESSAGES.failureText };
  }

  switch (result.kind) {
    case 'invalid':
      return { ...base, step: hasStep1Error(result.errors) ? 1 : 2, errors: result.errors, focus: firstErrorField(result.errors) };
    case 'rate-limited':
      return { ...base, step: 2, status: 'error', message: MESSAGES.rateLimited };
    case 'accepted':
    case 'dropped': {
      const url = thanksUrl(result.cityName, result.kind === 'accepted' ? result.callToken : undefined);
      if (formData.get('js') !== '1') redirect(url);
      return {
        ...base,
        status: 'success',
        thanksUrl: url,
        cityName: result.cityName,
        conversionKey: result.cityId ? conversionKey(result.cityId) : 'anderestadt',
        token: newSubmissionToken(),
      };
    }
  }
}
