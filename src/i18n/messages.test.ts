import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

type Tree = { [key: string]: string | Tree };

/** Every message as its full key: area.screen.key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const en = leaves(MESSAGES.en as unknown as Tree);
const de = leaves(MESSAGES.de as unknown as Tree);

/** The names a message fills in ({name}, {count, plural, …}). */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/**
 * Screens whose keys are chosen at run time from a value (a status, a kind): their keys are the values' names, which
 * the code names elsewhere. Each entry lists the file that holds the values.
 */
const VALUE_KEYED: Record<string, string> = {
  'invoices.states': 'src/features/invoices/admin-filter.ts',
  'requests.status': 'src/db/schema/requests.ts',
  'venues.types': 'src/db/schema/venues.ts',
  'bookings.statuses': 'src/db/schema/bookings.ts',
  'packages.names': 'src/features/packages/packages.ts',
  'packages.audiences': 'src/features/packages/packages.ts',
};

const SOURCES = globSync('src/**/*.{ts,tsx}', { exclude: (file) => /\.test\.tsx?$/.test(file) || file.startsWith('src/i18n/messages') }).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

function namespaceUsers(namespace: string) {
  const quoted = new RegExp(`['"\`]${namespace.replace('.', '\\.')}(['"\`.])`);
  return SOURCES.filter(({ text }) => quoted.test(text));
}

describe('the admin catalogues', () => {
  it('have the same keys in German and in English', () => {
    expect([...de.keys()].filter((key) => !en.has(key)), 'only in German').toEqual([]);
    expect([...en.keys()].filter((key) => !de.has(key)), 'only in English').toEqual([]);
  });

  it('name each message area.screen.key and leave none empty', () => {
    for (const [key, text] of [...en, ...de]) {
      expect(key.split('.'), key).toHaveLength(3);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('fill in the same values in both languages', () => {
    for (const [key, text] of en) expect(argumentsOf(de.get(key) ?? ''), key).toEqual(argumentsOf(text));
  });

  it('hold no key that no code uses', () => {
    const unused: string[] = [];
    for (const key of en.keys()) {
      const namespace = key.split('.').slice(0, 2).join('.');
      const name = key.split('.')[2];
      if (VALUE_KEYED[namespace]) {
        if (!readFileSync(VALUE_KEYED[namespace], 'utf8').includes(`'${name}'`)) unused.push(key);
        continue;
      }
      const literal = new RegExp(`(['"\`])${name}\\1`);
      const whole = new RegExp(`(['"\`])${key.replaceAll('.', '\\.')}\\1`);
      if (!namespaceUsers(namespace).some(({ text }) => literal.test(text) || whole.test(text))) unused.push(key);
    }
    expect(unused.join('\n')).toBe('');
  });

  it('are used by the code under names they have', () => {
    const missing: string[] = [];
    for (const { file, text } of SOURCES.filter(({ file }) => !file.startsWith('src/i18n/'))) {
      for (const match of text.matchAll(/(?:useTranslations|getTranslations|requestTranslator|textOf|messageKeys|translator\(\s*\w+\s*,)\(?\s*['"]([\w.]+)['"]/g)) {
        const namespace = match[1];
        if (![...en.keys()].some((key) => key.startsWith(`${namespace}.`))) missing.push(`${file}: ${namespace}`);
      }
    }
    expect(missing.join('\n')).toBe('');
  });
});
