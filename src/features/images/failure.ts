// No server code: the admin forms' schemas, which the browser runs too, read these failures.
import type { translator } from '@/i18n/translator';
import { PUBLIC_IMAGE_TEXTS } from './texts';

/**
 * Why an image address or file was refused, as a key and what its words name (a host, an HTTP status); each reader's
 * words come from the caller: the admin's through imageProblemText, the public forms' German through
 * publicImageProblemText.
 */
export type ImageProblem =
  | { key: 'notHttp' | 'privateNetwork' | 'tooLarge' | 'tooManyRedirects' | 'timeout' | 'unreachable' | 'notImage' | 'unreadable' | 'saveFailed' }
  | { key: 'hostUnknown'; host: string }
  | { key: 'httpStatus'; status: number };

/** The admin's words for a refused image: `translator(locale, 'venues.images')` or this request's admin's. */
export type ImageWords = ReturnType<typeof translator<'venues.images'>>;

/** A refused image in the admin's language. */
export function imageProblemText(problem: ImageProblem, t: ImageWords): string {
  switch (problem.key) {
    case 'hostUnknown':
      return t('hostUnknown', { host: problem.host });
    case 'httpStatus':
      return t('httpStatus', { status: String(problem.status) });
    default:
      // The other problems' messages name nothing: each is its key's message.
      return t(problem.key);
  }
}

/** A refused image in the public forms' German (an ad's booking, the partner area). */
export function publicImageProblemText(problem: ImageProblem): string {
  switch (problem.key) {
    case 'hostUnknown':
      return PUBLIC_IMAGE_TEXTS.hostUnknown(problem.host);
    case 'httpStatus':
      return PUBLIC_IMAGE_TEXTS.httpStatus(problem.status);
    default:
      return PUBLIC_IMAGE_TEXTS[problem.key];
  }
}

/** An image that could not be fetched fails the save; the form shows why next to the image field. */
export const imageFailure = (message: string) => ({ ok: false, status: 400, message, fieldErrors: { imageUrl: message } }) as const;

/** Whether a failed save is imageFailure's: its message is the image field's own, so the form shows it as it is. */
export function isImageFailure(result: { message: string; fieldErrors?: Record<string, string> }): boolean {
  return result.fieldErrors?.imageUrl !== undefined && result.fieldErrors.imageUrl === result.message;
}
