// The benchmark's yardstick: bare Fastify in a process of its own (no logging, no plugins, no
// database) answering each public call's path with the same JSON the portal answers, kept in
// memory and serialized per request as any Fastify JSON route does. Measured in the same run as
// the portal, call by call.
//
//   PORT=8601 BARE_ANSWERS=answers.json node --import tsx tools/bench/bare-fastify.ts
//   answers.json: { "/uiapi/tags": [...], ... } (path with query → the answer's JSON)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = new Map<string, unknown>(
  Object.entries(process.env.BARE_ANSWERS ? (JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8')) as object) : {}),
);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
app.get('/*', async (request, reply) => (answers.has(request.url) ? answers.get(request.url) : reply.code(404).send()));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
