import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { validationMessage, type ValidationIssue } from './validation-message';

interface SecurityFailure extends Error {
  statusCode?: number;
  errors?: unknown[];
}

/**
 * One place that turns every error into `{ message }`: validation errors keep the contract's
 * messages (ajv-errors), security failures the handler's message, unknown errors a generic text.
 * No stack trace ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | SecurityFailure, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ message: validationMessage(error.validation as ValidationIssue[]) });
    }
    if (error.name === 'Unauthorized' && Array.isArray((error as SecurityFailure).errors)) {
      const inner = (error as SecurityFailure).errors!.find((e): e is HttpError => e instanceof HttpError);
      return reply.code(inner?.statusCode ?? 401).send({ message: inner?.message ?? 'Please log in to continue.' });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again later.' });
  });
}
