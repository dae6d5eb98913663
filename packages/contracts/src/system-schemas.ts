import { z } from 'zod';

// The system calls' schemas (health, CSRF token, the development mailbox), apart from the constants of system.ts
// that the web's start-up reads.
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

export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
