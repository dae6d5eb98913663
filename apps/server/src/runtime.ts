import { loadConfig, type Config } from './config.ts';
import { assertReachable, connectDatabase, type DatabaseHandle } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createCipher, loadInstanceSecret, type Cipher } from './lib/secrets.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAiProvider, type AiProvider } from './ai/index.ts';

export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  embedded: EmbeddedDatabase | null;
  cipher: Cipher;
  mailer: Mailer;
  ai: AiProvider;
  shutdown: () => Promise<void>;
}

/** Boot steps shared by the HTTP server and worker processes: config, database, migrations, secrets. */
export async function startRuntime(options: { log: (line: string) => void; migrate: boolean }): Promise<Runtime> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      log: options.log,
    });
    connectionString = embedded.connectionString;
  }
  const database = connectDatabase(connectionString, config.DATABASE_POOL_SIZE);
  try {
    await assertReachable(database.pool);
    if (options.migrate) await migrateDatabase(database.db, database.pool);
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  const cipher = createCipher(await loadInstanceSecret(database.db));
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const ai = createAiProvider(config);
  return {
    config,
    database,
    embedded,
    cipher,
    mailer,
    ai,
    async shutdown() {
      await database.close().catch(() => {});
      await embedded?.stop().catch(() => {});
    },
  };
}

/** Prints one readable line for a start-up failure and exits non-zero (never a bare stack trace). */
export function failStartup(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`bizamply: cannot start: ${message}\n`);
  process.exit(1);
}
