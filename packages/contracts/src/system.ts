import { z } from 'zod';

export const serviceStatusSchema = z.enum(['ok', 'degraded', 'down']);

export const healthResponseSchema = z.object({
  status: serviceStatusSchema,
  services: z.object({
    database: serviceStatusSchema,
    ai: serviceStatusSchema,
    integrations: serviceStatusSchema,
  }),
  uptime: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const BRAND_HEADER = 'x-brand-id';
export const CSRF_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
