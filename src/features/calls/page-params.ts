import { type CallChange, CHANGE_PARAM } from './form-state';

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The change the page was asked for (?aendern=verschieben|absagen), or none. */
export function changeOf(query: Query): CallChange | undefined {
  const value = first(query[CHANGE_PARAM]);
  return value === 'verschieben' || value === 'absagen' ? value : undefined;
}

/** A query value as one string ('' when missing). */
export function queryValue(query: Query, name: string): string {
  return first(query[name]) ?? '';
}
