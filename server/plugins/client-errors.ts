import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fixed texts for the client errors the transport raises (body too large, unknown media type,
 * malformed JSON, a URL the router cannot take). Fastify's own messages repeat parts of the request
 * (the content type, a JSON parser's view of the body, the URL), so none of them reaches a client.
 */
export const CLIENT_ERRORS = {
  payloadTooLarge: 'The request is too large.',
  uriTooLong: 'The request URL is too long.',
  unsupportedMediaType: 'The request body is not in a format this call accepts.',
  bodyMissing: 'The request body is missing.',
  bodyNotObject: 'The request body must be a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  invalidUnicode: 'The request contains text that is not valid Unicode (an unpaired surrogate).',
  invalidContentLength: 'The request body does not match its Content-Length.',
  invalidUrl: 'The request URL is not valid.',
  requestTimeout: 'The request took too long to arrive.',
  headersTooLarge: 'The request headers are too large.',
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  otherClientError: 'The request could not be processed.',
} as const;

/**
 * A path parameter longer than this never reaches its route: the router answers 414. It is above
 * every path parameter's `maxLength` in openapi.yaml (the longest is 500), so any parameter the
 * contract allows is routed and gets the contract's own validation message.
 */
export const MAX_PARAM_LENGTH = 512;

const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: CLIENT_ERRORS.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: CLIENT_ERRORS.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: CLIENT_ERRORS.bodyMissing,
  FST_ERR_CTP_INVALID_JSON_BODY: CLIENT_ERRORS.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: CLIENT_ERRORS.invalidContentLength,
  FST_ERR_BAD_URL: CLIENT_ERRORS.invalidUrl,
  FST_ERR_MAX_PARAM_LENGTH: CLIENT_ERRORS.uriTooLong,
};

const BY_STATUS: Record<number, string> = {
  400: CLIENT_ERRORS.badRequest,
  404: CLIENT_ERRORS.notFound,
  413: CLIENT_ERRORS.payloadTooLarge,
  414: CLIENT_ERRORS.uriTooLong,
  415: CLIENT_ERRORS.unsupportedMediaType,
};

/** The fixed text for a 4xx error that is not one of ours (an HttpError carries its own safe message). */
export function clientErrorMessage(error: { code?: string; name?: string; statusCode?: number }): string {
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  // The JSON parser's SyntaxError (status 400) quotes the body it could not read.
  if (error.name === 'SyntaxError') return CLIENT_ERRORS.invalidJson;
  return BY_STATUS[error.statusCode ?? 400] ?? CLIENT_ERRORS.otherClientError;
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a path parameter over MAX_PARAM_LENGTH,
 * 414; a URL that does not decode, 400) happen before any route or error handler, and Fastify's
 * default answer quotes the whole path. These get `{ message }` with a fixed text instead.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send({ message: clientErrorMessage(error) });
}
