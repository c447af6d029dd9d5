import { compactIban, isValidBic, isValidIban } from './iban.ts';
import { z } from 'zod';

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), { message: hint });

const webUrl = (fallback: string) => z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const text = (fallback: string) => z.string().trim().min(1).default(fallback);

/**
 * The operator of the site as Impressum, privacy policy, terms (AGB) and mail signatures name it. The defaults are
 * placeholders: `npm start` warns while any of them is still in use.
 */
export const EXAMPLE_OPERATOR = {
  OPERATOR_NAME: 'Muster Eventplanung',
  OPERATOR_LEGAL_FORM: 'GmbH',
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '10115',
  OPERATOR_CITY: 'Berlin',
  OPERATOR_REPRESENTATIVE: 'Max Mustermann',
  OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg',
  OPERATOR_REGISTER_NUMBER: 'HRB 000000 B',
  OPERATOR_VAT_ID: 'DE000000000',
  OPERATOR_PHONE: '+49 30 00000000',
  OPERATOR_EMAIL: 'kontakt@example.de',
} as const;

/** The operator's tax and bank details as invoices need them (§ 14 UStG); placeholders too, warned about while in use. */
export const EXAMPLE_BILLING = {
  OPERATOR_TAX_NUMBER: '30/000/00000',
  OPERATOR_IBAN: 'DE02120300000000202051',
  OPERATOR_BIC: 'BYLADEM1001',
  OPERATOR_BANK: 'Musterbank',
} as const;

/** The tax adviser's DATEV numbers as delivered: examples, warned about while in use (the export would name another office). */
export const EXAMPLE_DATEV = {
  DATEV_CONSULTANT_NUMBER: 1001,
  DATEV_CLIENT_NUMBER: 1,
} as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000),
  /** Unset: every interface. 127.0.0.1 behind a proxy on the same machine, so only the proxy reaches the app. */
  BIND_ADDRESS: z.union([z.ipv4(), z.ipv6()], { message: 'must be an IP address such as 127.0.0.1' }).optional(),
  /** Unset: http://localhost:PORT, so a local start on another port still links to itself. */
  SITE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.example.de' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Where the embedded database's nightly backups go (unset: DATA_DIR/backups), and how many are kept. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: positiveInt(7),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  /**
   * Connections each app process keeps to PostgreSQL at most. N processes need N × this (plus one listener each
   * for cache expiry) below the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Weihnachtsfeier-Planer <anfragen@localhost>'),
  /** The team's address: receives every new request and is the Reply-To of the mails to companies. */
  LEAD_NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).default('team@localhost.localdomain'),
  /**
   * Signs sessions and derives private links; at least 32 characters. Without it (embedded database only) one is made
   * on first start and kept in DATA_DIR/auth-secret, outside the database and its backups.
   */
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, { message: 'must have at least 32 characters' })
    .optional(),
  /** How many proxies in front of the app append to X-Forwarded-For; 0 trusts only the socket's address. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Lets the server fetch ad and blog images from private and loopback addresses. Off in production: an
   * admin-entered address must never reach the internal network (server-side request forgery).
   */
  ALLOW_PRIVATE_IMAGE_HOSTS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Requests (and their mails) are deleted this many months after they arrived. */
  REQUEST_RETENTION_MONTHS: positiveInt(24),
  REQUEST_RATE_LIMIT: positiveInt(5),
  REQUEST_RATE_WINDOW_SECONDS: positiveInt(600),
  OUTBOX_POLL_MS: positiveInt(2000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(8),
  AGENCY_IMPRINT_URL: z.url().default('https://www.example-agentur.de/impressum'),
  AGENCY_PRIVACY_URL: z.url().default('https://www.example-agentur.de/datenschutz'),
  AGENCY_CONTACT_URL: z.url().default('https://www.example-agentur.de/kontakt'),
  AGENCY_NAME: text('Beispiel Digitalagentur'),
  /** The partner page's external scheduling page, where venue operators book a call. */
  PARTNER_BOOKING_URL: webUrl('https://www.example-agentur.de/partner-termin'),
  /** The demo of an individual venue landing page, opened from the partner page. */
  PARTNER_DEMO_URL: webUrl('https://www.example-agentur.de/demo-landingpage'),
  /** The partner page's contact; unset: the operator's e-mail and phone. */
  PARTNER_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  PARTNER_PHONE: z.string().trim().min(1).optional(),
  OPERATOR_NAME: text(EXAMPLE_OPERATOR.OPERATOR_NAME),
  OPERATOR_LEGAL_FORM: text(EXAMPLE_OPERATOR.OPERATOR_LEGAL_FORM),
  OPERATOR_STREET: text(EXAMPLE_OPERATOR.OPERATOR_STREET),
  OPERATOR_POSTAL_CODE: text(EXAMPLE_OPERATOR.OPERATOR_POSTAL_CODE),
  OPERATOR_CITY: text(EXAMPLE_OPERATOR.OPERATOR_CITY),
  OPERATOR_REPRESENTATIVE: text(EXAMPLE_OPERATOR.OPERATOR_REPRESENTATIVE),
  OPERATOR_REGISTER_COURT: text(EXAMPLE_OPERATOR.OPERATOR_REGISTER_COURT),
  OPERATOR_REGISTER_NUMBER: text(EXAMPLE_OPERATOR.OPERATOR_REGISTER_NUMBER),
  OPERATOR_VAT_ID: text(EXAMPLE_OPERATOR.OPERATOR_VAT_ID),
  OPERATOR_PHONE: text(EXAMPLE_OPERATOR.OPERATOR_PHONE),
  OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).default(EXAMPLE_OPERATOR.OPERATOR_EMAIL),
  OPERATOR_TAX_NUMBER: text(EXAMPLE_BILLING.OPERATOR_TAX_NUMBER),
  OPERATOR_IBAN: text(EXAMPLE_BILLING.OPERATOR_IBAN)
    .transform(compactIban)
    .refine(isValidIban, { message: 'must be an IBAN with valid check digits, e.g. DE02120300000000202051' }),
  OPERATOR_BIC: text(EXAMPLE_BILLING.OPERATOR_BIC)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidBic, { message: 'must be a BIC of 8 or 11 characters, e.g. BYLADEM1001' }),
  OPERATOR_BANK: text(EXAMPLE_BILLING.OPERATOR_BANK),
  /** The federal state the operator works in (its two-letter code): its public holidays, besides the nationwide ones, are no working days for deadlines. */
  OPERATOR_FEDERAL_STATE: z.enum(['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'], { message: 'must be a federal state’s two-letter code such as BE, BY or NW' }).default('BE'),
  /** The tax adviser's DATEV Beraternummer and the company's Mandantennummer there, written into the invoices' booking export. */
  DATEV_CONSULTANT_NUMBER: z.coerce.number().int().min(1001).max(9999999).default(EXAMPLE_DATEV.DATEV_CONSULTANT_NUMBER),
  DATEV_CLIENT_NUMBER: z.coerce.number().int().min(1).max(99999).default(EXAMPLE_DATEV.DATEV_CLIENT_NUMBER),
  /** The export's debitor accounts: one account of each customer (from 10001, the same in every export), or all on the collective account 10000. */
  DATEV_DEBTOR_ACCOUNTS: z.enum(['per-customer', 'collective']).default('per-customer'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema> & { SITE_URL: string; BACKUP_DIR: string };

/** Every variable the configuration reads. */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof Config)[];

/** Settings that static pages carry from the build (besides every NEXT_PUBLIC_* variable). */
const BUILD_TIME_KEYS: readonly (keyof Config)[] = [
  'SITE_URL',
  'AGENCY_NAME',
  'AGENCY_IMPRINT_URL',
  'AGENCY_PRIVACY_URL',
  'AGENCY_CONTACT_URL',
  // Named in the privacy policy.
  'REQUEST_RETENTION_MONTHS',
  'REQUEST_RATE_WINDOW_SECONDS',
  ...(Object.keys(EXAMPLE_OPERATOR) as (keyof typeof EXAMPLE_OPERATOR)[]),
];

/** The values a build depends on; a build made with other values is stale. */
export function buildTimeSettings(env: Record<string, string | undefined>): Record<string, string> {
  const settings = parseConfig(env);
  const entries: [string, string][] = BUILD_TIME_KEYS.map((key) => [key, String(settings[key])]);
  for (const [key, value] of Object.entries(env)) if (key.startsWith('NEXT_PUBLIC_') && value) entries.push([key, value]);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Names of the settings whose value differs between two builds' settings. */
export function changedBuildSettings(built: Record<string, string>, wanted: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(built), ...Object.keys(wanted)]);
  return [...keys].filter((key) => built[key] !== wanted[key]).sort();
}

/** Operator settings that still hold the example value. */
export function exampleOperatorKeys(settings: Config): string[] {
  return Object.entries({ ...EXAMPLE_OPERATOR, ...EXAMPLE_BILLING })
    .filter(([key, example]) => settings[key as keyof Config] === example)
    .map(([key]) => key);
}

/** DATEV numbers that still hold the example value. */
export function exampleDatevKeys(settings: Config): string[] {
  return Object.entries(EXAMPLE_DATEV)
    .filter(([key, example]) => settings[key as keyof Config] === example)
    .map(([key]) => key);
}

/**
 * Why these settings cannot start a server, or undefined. On PostgreSQL the processes may run on several machines,
 * and a secret there must not live in the database (a copy of it, or of a backup, would open every private link).
 */
export function missingSecretProblem(settings: Pick<Config, 'AUTH_SECRET' | 'DATABASE_URL'>): string | undefined {
  if (settings.AUTH_SECRET || !settings.DATABASE_URL) return undefined;
  return [
    'AUTH_SECRET is required with DATABASE_URL: every app process must sign sessions and derive private links with the same secret, and it must not live in the database, where every backup would carry it.',
    'Set AUTH_SECRET to at least 32 random characters (for example the output of `openssl rand -base64 48`), the same for every process.',
    "If this installation ran without AUTH_SECRET before, its secret is still in the database (SELECT value FROM app_secrets WHERE name = 'auth'): set AUTH_SECRET to that value and the links sent so far keep working; the next start removes it from the database.",
  ].join('\n');
}

/** Parses an environment; throws one message that names every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // `NAME=` (as .env.example writes optional values) means "not set": the default applies.
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (result.success) {
    const { SITE_URL, PORT, BACKUP_DIR, DATA_DIR } = result.data;
    return { ...result.data, SITE_URL: SITE_URL ?? `http://localhost:${PORT}`, BACKUP_DIR: BACKUP_DIR ?? `${DATA_DIR.replace(/\/+$/, '')}/backups` };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
