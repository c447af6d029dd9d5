import { config } from 'zod/v4/core';

// Zod compiles object schemas with `new Function` where the page allows it, and probes for that on first use. Our
// Content-Security-Policy allows no eval, so the probe would be reported as a violation in every browser that
// validates a form: imported before a module builds its schemas, this makes them interpret instead.
config({ jitless: true });
