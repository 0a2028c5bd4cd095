import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonContent<T> = T extends { content: { 'application/json': infer C } } ? C : never;
/** A request body's schema, whichever JSON media type the operation declares (the read flag is JSON:API). */
type RequestContent<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The request body of an operation (never when it has none). */
export type Body<O extends OperationId> = RequestContent<NonNullable<operations[O]['requestBody']>>;
type Query<O extends OperationId> = NonNullable<operations[O]['parameters']['query']>;
type Params<O extends OperationId> = NonNullable<operations[O]['parameters']['path']>;
type Headers<O extends OperationId> = NonNullable<operations[O]['parameters']['header']>;

type SuccessStatus = 200 | 201 | 202;
/** Any JSON body the operation may answer with on success. */
type SuccessReply<O extends OperationId> = {
  [S in keyof operations[O]['responses'] & SuccessStatus]: JsonContent<operations[O]['responses'][S]>;
}[keyof operations[O]['responses'] & SuccessStatus];

/** The Fastify request of an operation, with its body, query, params and headers typed from the contract. */
type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: Body<O>;
  Querystring: Query<O>;
  Params: Params<O>;
  Headers: Headers<O>;
}>;

/**
 * The handler of one operation. fastify-openapi-glue has validated the request against the
 * contract before it runs; it returns a success body of the contract, or the reply it sent.
 */
export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<SuccessReply<O> | FastifyReply | void>;

/**
 * Exactly one handler per contract operation: a missing operation or a key that is not an
 * operationId fails to compile. Tag files build parts of it with `satisfies Partial<Handlers>`.
 */
export type Handlers = { [O in OperationId]: OperationHandler<O> };
