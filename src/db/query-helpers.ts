/** An ILIKE pattern that finds `text` anywhere; `%`, `_` and `\` typed by a person are searched for, not wildcards. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Whether an id from a URL can be a uuid column's value (anything else would make PostgreSQL fail the query). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f-]{36}$/i.test(id);
}
