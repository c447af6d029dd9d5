import '@/lib/zod-jitless';
import { z } from 'zod';
import english from '@/i18n/messages/en/auth.json';
import { credentialRules } from './form-schema';

// `npm run create-admin`'s rules: the account forms' (form-schema.ts), their messages in English, as a command line
// prints them. The English catalogue's texts are taken as they stand: validation messages fill in no values. (The
// catalogue itself, through next-intl, is not at hand in a script.)

const rules = credentialRules((key) => english.validation[key]);

/** `npm run create-admin`: the name may follow later (the admin reminds its owner), phone and job title too. */
export const createAdminSchema = z.object({ name: rules.displayName.optional(), email: rules.email, password: rules.newPassword, phone: rules.directPhone, jobTitle: rules.jobTitle });
