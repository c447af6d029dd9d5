import { z } from 'zod';

/** A yes/no input: a boolean from a call, 'true' or 'false' from a form's hidden field; anything else is refused. */
export const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
