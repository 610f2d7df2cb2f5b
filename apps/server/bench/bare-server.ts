import Fastify from 'fastify';

/** The baseline: a bare Fastify route that does no work. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : ''}\n`);
