import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { createIntegrations } from '../../integrations/registry.ts';
import type { ReplyDispatcher } from '../replies/reply-dispatcher.ts';
import type { IngestionDeps } from './ingestion.service.ts';
import { createPlatformReplyDispatcher } from './reply-dispatcher.ts';

/** What a process needs to talk to the platforms: ingestion job deps and the reply dispatcher. */
export function createPlatformRuntime(input: { config: Config; database: { db: Database }; cipher: Cipher }): {
  ingestion: Omit<IngestionDeps, 'log'>;
  replyDispatcher: ReplyDispatcher;
} {
  const ingestion = {
    db: input.database.db,
    cipher: input.cipher,
    integrations: createIntegrations(input.config, input.cipher),
  };
  return { ingestion, replyDispatcher: createPlatformReplyDispatcher(ingestion) };
}
