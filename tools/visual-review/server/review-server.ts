// The review page's server: the built page, a small JSON API over ReviewState, and the images.
// It listens on 127.0.0.1 only; every POST must be JSON, which a foreign web page cannot send
// to it without a CORS preflight this server never answers.
import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Screen } from '../shared/review-types';
import type { DecisionNote, DecisionRefusal, ReviewState } from './review-state';

export interface ReviewServerOptions {
  state: ReviewState;
  /** The built review page (tools/visual-review/app built by Vite). */
  appDir: string;
}

const imageKinds = ['baseline', 'actual', 'diff'] as const;
type ImageKind = (typeof imageKinds)[number];

const noteBody = {
  type: 'object',
  properties: { by: { type: 'string', maxLength: 200 }, comment: { type: 'string', maxLength: 2000 } },
} as const;

/** 404 for an unknown snapshot, 409 while nobody is named (no git user.name and no name entered). */
const refusalStatus: Record<DecisionRefusal, number> = { 'no such snapshot': 404, 'no reviewer': 409 };
const refusalMessage: Record<DecisionRefusal, string> = {
  'no such snapshot': 'No such snapshot.',
  'no reviewer': 'Enter your name first: it goes into the approval ledger (no git user.name is set).',
};

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]+$' } } } as const;

export async function buildReviewServer({ state, appDir }: ReviewServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && !request.headers['content-type']?.startsWith('application/json'))
      return reply.code(415).send({ message: 'POST requests must be JSON.' });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/run', async () => state.view());

  const answer = (refused: DecisionRefusal | null, reply: { code(status: number): { send(body: object): unknown } }) =>
    refused ? reply.code(refusalStatus[refused]).send({ message: refusalMessage[refused] }) : state.view();

  app.post<{ Params: { id: string }; Body: DecisionNote }>(
    '/api/snapshots/:id/approve',
    { schema: { params: idParams, body: noteBody } },
    async (request, reply) => answer(state.approve(request.params.id, request.body ?? {}), reply),
  );

  app.post<{ Params: { id: string }; Body: DecisionNote }>(
    '/api/snapshots/:id/reject',
    { schema: { params: idParams, body: noteBody } },
    async (request, reply) => answer(state.reject(request.params.id, request.body ?? {}), reply),
  );

  app.post<{ Body: { screen?: Screen } & DecisionNote }>(
    '/api/approve-all',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...noteBody.properties,
            screen: {
              type: 'object',
              required: ['file', 'title'],
              properties: { file: { type: 'string' }, title: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => answer(state.approveAll(request.body?.screen, request.body ?? {}), reply),
  );

  app.get<{ Params: { id: string; kind: ImageKind } }>(
    '/api/images/:id/:kind',
    {
      schema: {
        params: { ...idParams, required: ['id', 'kind'], properties: { ...idParams.properties, kind: { enum: imageKinds } } },
      },
    },
    async (request, reply) => {
      const files = state.entry(request.params.id)?.files;
      const file = { baseline: files?.before, actual: files?.actual, diff: files?.diff }[request.params.kind];
      if (!file) return reply.code(404).send({ message: 'No such image.' });
      return reply.type('image/png').send(await readFile(file));
    },
  );

  await app.register(fastifyStatic, { root: appDir, prefix: '/' });
  return app;
}
