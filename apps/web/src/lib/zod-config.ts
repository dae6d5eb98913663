import { config } from 'zod';

// Imported first by main.tsx, before any schema exists: zod decides whether to compile validators with
// `new Function` when a schema is created, and that probe is a CSP violation under `script-src 'self'`.
config({ jitless: true });
