import Fastify from 'fastify';

/** The ceiling: a bare Fastify hello-world, started by the bench in the same run as the API. */
const port = Number(process.argv[2] ?? 3401);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
