import { z } from 'zod';

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), { message: hint });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000),
  SITE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.example.de' })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Weihnachtsfeier-Planung <anfragen@localhost>'),
  LEAD_NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).default('team@localhost.localdomain'),
  REQUEST_RATE_LIMIT: positiveInt(5),
  REQUEST_RATE_WINDOW_SECONDS: positiveInt(600),
  OUTBOX_POLL_MS: positiveInt(2000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(8),
  AGENCY_IMPRINT_URL: z.url().default('https://www.example-agentur.de/impressum'),
  AGENCY_PRIVACY_URL: z.url().default('https://www.example-agentur.de/datenschutz'),
  AGENCY_CONTACT_URL: z.url().default('https://www.example-agentur.de/kontakt'),
  AGENCY_NAME: z.string().trim().min(1).default('Beispiel Digitalagentur'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

/** Parses an environment; throws one message that names every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
