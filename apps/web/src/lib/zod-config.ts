// Imported first by main.tsx. zod decides at the first schema whether to compile validators with `new Function`,
// and that probe is a CSP violation under `script-src 'self'`: so the config must exist before any schema does.
// zod keeps its config on this global and applies what it finds there when it loads; setting it here, without
// importing zod, keeps zod out of the app's first JavaScript (it loads with the first page that validates).
// zod-config.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
