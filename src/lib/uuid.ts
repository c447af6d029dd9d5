/** Whether a text from a URL or a form can be a uuid column's value (anything else would make PostgreSQL fail the query). */
export function isUuid(id: string): boolean {
  // The full shape, not just 36 of its characters: PostgreSQL answers '------…' with an error, not with no row.
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
