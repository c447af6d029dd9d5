// No server code: the admin forms' schemas, which the browser runs too, read these failures.

/** An image that could not be fetched fails the save; the form shows why next to the image field. */
export const imageFailure = (message: string) => ({ ok: false, status: 400, message, fieldErrors: { imageUrl: message } }) as const;

/** Whether a failed save is imageFailure's: its message is the image field's own, so the form shows it as it is. */
export function isImageFailure(result: { message: string; fieldErrors?: Record<string, string> }): boolean {
  return result.fieldErrors?.imageUrl !== undefined && result.fieldErrors.imageUrl === result.message;
}
