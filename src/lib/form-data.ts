/** A posted form field as text: '' when it is missing or a file. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** Whether a posted value is a file (in the browser and on the server, which both have File). */
export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * The file chosen in a file input; none for an input left alone. That posts an empty file, whose name arrives as ''
 * or, parsed from a server action's multipart body, as 'blob': its size is what tells.
 */
export function chosenFile(value: unknown): File | undefined {
  return isFile(value) && value.size > 0 ? value : undefined;
}
