// The package buttons' submitted value, apart from packages.ts: the request form reads it in the browser, and
// packages.ts brings the money formatting along, which the form leaves to the server (PACKAGE_CHOICES).

/** The value a package button submits; the request form reads it to preselect the package. */
export const PACKAGE_INTENT_PREFIX = 'package:';

/** The package id a submitted intent such as "package:premium" names, unchecked. */
export function intentPackageId(intent: unknown): string | undefined {
  return typeof intent === 'string' && intent.startsWith(PACKAGE_INTENT_PREFIX) ? intent.slice(PACKAGE_INTENT_PREFIX.length) : undefined;
}
