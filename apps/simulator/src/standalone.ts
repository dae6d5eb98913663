import Fastify from 'fastify';
import pg from 'pg';
import { simulatorPlugin } from './index.ts';

/**
 * Runs the simulator on its own (e.g. to point a staging server at it). Its state lives in the
 * `simulator` schema of SIM_DATABASE_URL (or DATABASE_URL).
 */
const port = Number(process.env.SIM_PORT ?? 3100);
const connectionString = process.env.SIM_DATABASE_URL ?? process.env.DATABASE_URL;
if (!connectionString) {
  process.stderr.write('simulator: set SIM_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database\n');
  process.exit(1);
}
const pool = new pg.Pool({ connectionString, max: 5 });
pool.on('error', () => {});
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
});
await app.register(simulatorPlugin, {
  prefix: '/sim',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  selfUrl: process.env.SIM_PUBLIC_URL ?? `http://localhost:${port}/sim`,
  pool,
});
app.addHook('onClose', async () => pool.end());
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
