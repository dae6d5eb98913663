import crypto from 'node:crypto';
import type pg from 'pg';

/**
 * The simulator's durable state, in its own `simulator` schema of whatever PostgreSQL it is given (the
 * server's pool in simulator mode). Tables are created here on start, never by our migrations. State
 * lives in the database, not in memory, so several server processes share one consistent "platform" and
 * the replies log survives a crash of the server that sent them.
 */
const SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS simulator;
CREATE TABLE IF NOT EXISTS simulator.tokens (
  token text PRIMARY KEY, platform text NOT NULL, account text NOT NULL, kind text NOT NULL DEFAULT 'access',
  expires_at timestamptz, revoked_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS simulator.codes (
  code text PRIMARY KEY, platform text NOT NULL, account text NOT NULL, client_id text NOT NULL,
  redirect_uri text NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz);
CREATE TABLE IF NOT EXISTS simulator.accounts (
  platform text NOT NULL, account text NOT NULL, data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (platform, account));
CREATE TABLE IF NOT EXISTS simulator.items (
  seq bigserial PRIMARY KEY, platform text NOT NULL, account text NOT NULL, parent_id text,
  external_id text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform, external_id));
CREATE TABLE IF NOT EXISTS simulator.replies (
  id bigserial PRIMARY KEY, platform text NOT NULL, account text NOT NULL, target_id text NOT NULL,
  message text NOT NULL, reply_id text NOT NULL, request jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS simulator.moderation (
  platform text NOT NULL, external_id text NOT NULL, hidden boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (platform, external_id));
CREATE TABLE IF NOT EXISTS simulator.subscriptions (
  platform text NOT NULL, account text NOT NULL, topic text NOT NULL, url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (platform, account, topic, url));
`;
const SCHEMA_LOCK_ID = 727_274_101;

export interface TokenRow {
  platform: string;
  account: string;
  kind: string;
  expired: boolean;
  revoked: boolean;
}

export interface ItemRow {
  seq: number;
  account: string;
  parentId: string | null;
  externalId: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

export interface ReplyRow {
  id: number;
  platform: string;
  account: string;
  targetId: string;
  message: string;
  replyId: string;
  receivedAt: string;
}

export class SimStore {
  constructor(private readonly pool: pg.Pool) {}

  /** Creates the schema once; an advisory lock keeps parallel server starts from racing on CREATE. */
  async init(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
      await client.query(SCHEMA_SQL);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]).catch(() => {});
      client.release();
    }
  }

  async issueToken(
    platform: string,
    account: string,
    options: { prefix: string; kind?: string; ttlSeconds?: number | null; token?: string },
  ): Promise<string> {
    const token = options.token ?? `${options.prefix}${crypto.randomBytes(18).toString('base64url')}`;
    const expiresAt = options.ttlSeconds ? new Date(Date.now() + options.ttlSeconds * 1000) : null;
    await this.pool.query(
      `INSERT INTO simulator.tokens (token, platform, account, kind, expires_at) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (token) DO NOTHING`,
      [token, platform, account, options.kind ?? 'access', expiresAt],
    );
    return token;
  }

  async findToken(token: string | undefined | null): Promise<TokenRow | null> {
    if (!token || token.length > 500) return null;
    const { rows } = await this.pool.query(
      `SELECT platform, account, kind, (expires_at IS NOT NULL AND expires_at < now()) AS expired,
              (revoked_at IS NOT NULL) AS revoked FROM simulator.tokens WHERE token = $1`,
      [token],
    );
    return (rows[0] as TokenRow | undefined) ?? null;
  }

  async revokeTokens(platform: string, account: string): Promise<number> {
    const result = await this.pool.query(
      `UPDATE simulator.tokens SET revoked_at = now() WHERE platform = $1 AND account = $2 AND revoked_at IS NULL`,
      [platform, account],
    );
    return result.rowCount ?? 0;
  }

  async issueCode(platform: string, account: string, clientId: string, redirectUri: string): Promise<string> {
    const code = crypto.randomBytes(18).toString('base64url');
    await this.pool.query(
      `INSERT INTO simulator.codes (code, platform, account, client_id, redirect_uri, expires_at)
       VALUES ($1,$2,$3,$4,$5, now() + interval '10 minutes')`,
      [code, platform, account, clientId, redirectUri],
    );
    return code;
  }

  /** Single use: the first exchange wins, a replayed code gets nothing (as real platforms answer). */
  async consumeCode(
    platform: string,
    code: string,
  ): Promise<{ account: string; clientId: string; redirectUri: string } | null> {
    const { rows } = await this.pool.query(
      `UPDATE simulator.codes SET used_at = now()
       WHERE code = $1 AND platform = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING account, client_id AS "clientId", redirect_uri AS "redirectUri"`,
      [code, platform],
    );
    return (rows[0] as { account: string; clientId: string; redirectUri: string } | undefined) ?? null;
  }

  async upsertAccount(platform: string, account: string, data: Record<string, unknown>): Promise<void> {
    await this.pool.query(
      `INSERT INTO simulator.accounts (platform, account, data) VALUES ($1,$2,$3)
       ON CONFLICT (platform, account) DO UPDATE SET data = simulator.accounts.data || EXCLUDED.data`,
      [platform, account, data],
    );
  }

  async listAccounts(platform: string): Promise<{ account: string; data: Record<string, unknown> }[]> {
    const { rows } = await this.pool.query(
      `SELECT account, data FROM simulator.accounts WHERE platform = $1 ORDER BY created_at`,
      [platform],
    );
    return rows as { account: string; data: Record<string, unknown> }[];
  }

  /** Adds an item and returns its sequence number, from which platform-style ids are derived. */
  async addItem(
    platform: string,
    account: string,
    parentId: string | null,
    makeId: (seq: number) => string,
    data: (seq: number, externalId: string) => Record<string, unknown>,
  ): Promise<ItemRow> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query(`SELECT nextval(pg_get_serial_sequence('simulator.items','seq')) AS seq`);
      const seq = Number((rows[0] as { seq: string }).seq);
      const externalId = makeId(seq);
      const payload = data(seq, externalId);
      const inserted = await client.query(
        `INSERT INTO simulator.items (seq, platform, account, parent_id, external_id, data)
         VALUES ($1,$2,$3,$4,$5,$6) RETURNING created_at`,
        [seq, platform, account, parentId, externalId, payload],
      );
      const createdAt = (inserted.rows[0] as { created_at: Date }).created_at;
      return { seq, account, parentId, externalId, data: payload, createdAt };
    } finally {
      client.release();
    }
  }

  async listItems(platform: string, account: string, parentId?: string): Promise<ItemRow[]> {
    const { rows } = await this.pool.query(
      `SELECT seq, account, parent_id AS "parentId", external_id AS "externalId", data, created_at AS "createdAt"
       FROM simulator.items WHERE platform = $1 AND account = $2 AND ($3::text IS NULL OR parent_id = $3)
       ORDER BY seq DESC`,
      [platform, account, parentId ?? null],
    );
    return rows.map((row: ItemRow & { seq: string }) => ({ ...row, seq: Number(row.seq) }));
  }

  async findItem(platform: string, externalId: string): Promise<ItemRow | null> {
    const { rows } = await this.pool.query(
      `SELECT seq, account, parent_id AS "parentId", external_id AS "externalId", data, created_at AS "createdAt"
       FROM simulator.items WHERE platform = $1 AND external_id = $2`,
      [platform, externalId],
    );
    const row = rows[0] as (ItemRow & { seq: string }) | undefined;
    return row ? { ...row, seq: Number(row.seq) } : null;
  }

  async recordReply(entry: {
    platform: string;
    account: string;
    targetId: string;
    message: string;
    request: Record<string, unknown>;
    makeReplyId: (id: number) => string;
  }): Promise<ReplyRow> {
    const { rows } = await this.pool.query(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('simulator.replies','id')) AS id)
       INSERT INTO simulator.replies (id, platform, account, target_id, message, reply_id, request)
       SELECT id, $1, $2, $3, $4, '', $5 FROM next RETURNING id`,
      [entry.platform, entry.account, entry.targetId, entry.message, entry.request],
    );
    const id = Number((rows[0] as { id: string }).id);
    const replyId = entry.makeReplyId(id);
    await this.pool.query(`UPDATE simulator.replies SET reply_id = $2 WHERE id = $1`, [id, replyId]);
    return {
      id,
      platform: entry.platform,
      account: entry.account,
      targetId: entry.targetId,
      message: entry.message,
      replyId,
      receivedAt: new Date().toISOString(),
    };
  }

  async listReplies(filter: { platform?: string; account?: string; targetId?: string }): Promise<ReplyRow[]> {
    const { rows } = await this.pool.query(
      `SELECT id::int, platform, account, target_id AS "targetId", message, reply_id AS "replyId",
              to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "receivedAt"
       FROM simulator.replies
       WHERE ($1::text IS NULL OR platform = $1) AND ($2::text IS NULL OR account = $2)
         AND ($3::text IS NULL OR target_id = $3) ORDER BY id`,
      [filter.platform ?? null, filter.account ?? null, filter.targetId ?? null],
    );
    return rows as ReplyRow[];
  }

  async setHidden(platform: string, externalId: string, hidden: boolean): Promise<void> {
    await this.pool.query(
      `INSERT INTO simulator.moderation (platform, external_id, hidden) VALUES ($1,$2,$3)
       ON CONFLICT (platform, external_id) DO UPDATE SET hidden = EXCLUDED.hidden, updated_at = now()`,
      [platform, externalId, hidden],
    );
  }

  async hiddenIds(platform: string): Promise<Set<string>> {
    const { rows } = await this.pool.query(
      `SELECT external_id FROM simulator.moderation WHERE platform = $1 AND hidden`,
      [platform],
    );
    return new Set(rows.map((row: { external_id: string }) => row.external_id));
  }

  async subscribe(platform: string, account: string, topic: string, url: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO simulator.subscriptions (platform, account, topic, url) VALUES ($1,$2,$3,$4)
       ON CONFLICT DO NOTHING`,
      [platform, account, topic, url],
    );
  }

  async unsubscribe(platform: string, account: string, topic?: string): Promise<void> {
    await this.pool.query(
      `DELETE FROM simulator.subscriptions WHERE platform = $1 AND account = $2 AND ($3::text IS NULL OR topic = $3)`,
      [platform, account, topic ?? null],
    );
  }

  async subscriptions(platform: string, account: string, topic: string): Promise<string[]> {
    const { rows } = await this.pool.query(
      `SELECT DISTINCT url FROM simulator.subscriptions
       WHERE platform = $1 AND (account = $2 OR account = '*') AND topic = $3`,
      [platform, account, topic],
    );
    return rows.map((row: { url: string }) => row.url);
  }
}
