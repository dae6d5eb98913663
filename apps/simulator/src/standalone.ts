import Fastify from 'fastify';
import { simulatorPlugin } from './index.ts';

/** Runs the simulator on its own (e.g. for adapter tests or to point a staging server at it). */
const port = Number(process.env.SIM_PORT ?? 3100);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(simulatorPlugin, {
  prefix: '/sim',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
