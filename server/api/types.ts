import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonContent<T> = T extends { content: { 'application/json': infer C } } ? C : never;

/** The JSON request body of an operation (never when it has none). */
export type Body<O extends OperationId> = JsonContent<NonNullable<operations[O]['requestBody']>>;
/** Query parameters of an operation. */
export type Query<O extends OperationId> = NonNullable<operations[O]['parameters']['query']>;
/** Path parameters of an operation. */
export type Params<O extends OperationId> = NonNullable<operations[O]['parameters']['path']>;
/** Header parameters of an operation. */
export type Headers<O extends OperationId> = NonNullable<operations[O]['parameters']['header']>;
/** The JSON body of an operation's response with status `S` (200 unless told). */
export type Reply<
  O extends OperationId,
  S extends keyof operations[O]['responses'] = 200 extends keyof operations[O]['responses'] ? 200 : never,
> = JsonContent<operations[O]['responses'][S]>;

type SuccessStatus = 200 | 201 | 202;
/** Any JSON body the operation may answer with on success. */
export type SuccessReply<O extends OperationId> = {
  [S in keyof operations[O]['responses'] & SuccessStatus]: JsonContent<operations[O]['responses'][S]>;
}[keyof operations[O]['responses'] & SuccessStatus];

/** The Fastify request of an operation, with its body, query, params and headers typed from the contract. */
export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: Body<O>;
  Querystring: Query<O>;
  Params: Params<O>;
  Headers: Headers<O>;
}>;

/**
 * Declares the handler of one operation, typed from the generated contract. Validation has
 * already run (fastify-openapi-glue), so the casts here only bridge Fastify's generic route type.
 */
export function defineHandler<O extends OperationId>(
  _operationId: O,
  handler: (request: OperationRequest<O>, reply: FastifyReply) => Promise<SuccessReply<O> | FastifyReply | void>,
): RouteHandlerMethod {
  return handler as unknown as RouteHandlerMethod;
}
