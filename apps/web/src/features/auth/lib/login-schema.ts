/** Loaded by the sign-in form on first use (login-form.tsx): zod and the schema are not part of /login's start. */
export { loginRequestSchema } from '@bizamply/contracts';
