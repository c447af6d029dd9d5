/**
 * Why a request's path cannot name any page of ours, or undefined when it can. Scanners send such paths within a
 * site's first day; Next would answer a broken percent-encoding with a 500, so the server answers them with 400
 * before Next sees them.
 */
export function malformedPath(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'broken percent-encoding or invalid UTF-8';
  }
  // C0 and C1 control characters (an encoded NUL among them) name nothing.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(decoded)) return 'control character';
  if (/%(2f|5c)/i.test(path)) return 'encoded slash';
  if (decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  return undefined;
}

/** The path as a log line may carry it: without the query (whatever was typed there), at most 200 characters. */
export function loggablePath(url: string): string {
  return url.split(/[?#]/, 1)[0].slice(0, 200);
}
