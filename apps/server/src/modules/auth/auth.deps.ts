import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Cipher } from '../../lib/secrets.ts';

/** What the access services need; routes pass it through, tests build it from the test app. */
export interface AuthDeps {
  db: Database;
  cipher: Cipher;
  queue: JobQueue;
  adminEmail: string;
  /** The SPA's origin, for links in e-mails (password reset, invitations). */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}
