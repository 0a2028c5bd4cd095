import { setImmediate as nextTurn } from 'node:timers/promises';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv, ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the validators and serializers not compiled yet; answers those that failed. */
    compileDeferredSchemas: () => Promise<Error[]>;
  }
}

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];
type Serializer = (data: unknown) => string;

/**
 * The contract's request validators (Ajv) and response serializers (fast-json-stringify), compiled
 * when a route first needs them instead of while the app is built (docs/performance.md,
 * "Start-up"): compiling all of them was about 0.4 s of every start. Once the server listens,
 * `compileRemaining` compiles the rest one at a time between requests, so neither a first caller
 * nor a start waits for them; it also reports a schema that fails to compile.
 *
 * One per app: `ajvPlugin` goes into Fastify's `ajv.plugins` (Fastify keeps its own handling of
 * each request part, e.g. header names), `buildSerializer` into `schemaController.compilersFactory`,
 * and `register` adds `app.compileDeferredSchemas` and compiles the rest once the app listens.
 */
export function deferredCompilation() {
  const pending = new Set<() => unknown>();
  /** A function built on its first call (or by compileRemaining), then kept. */
  const deferred = <T>(build: () => T): (() => T) => {
    let built: T | undefined;
    const force = () => {
      if (built === undefined) {
        pending.delete(force);
        built = build();
      }
      return built;
    };
    pending.add(force);
    return force;
  };

  const ajvPlugin = (ajv: Ajv): Ajv => {
    const compileNow = ajv.compile.bind(ajv);
    ajv.compile = ((schema: object) => deferredValidator(deferred(() => compileNow(schema)))) as Ajv['compile'];
    return ajv;
  };

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas as never, options as never) as (route: unknown) => Serializer;
    return ((route: unknown) => {
      const serializer = deferred(() => compile(route));
      return (data: unknown) => serializer()(data);
    }) as never;
  };

  /** Compiles every validator and serializer not compiled yet, yielding to other work after each. */
  const compileRemaining = async (): Promise<Error[]> => {
    const failures: Error[] = [];
    for (const force of pending) {
      try {
        force();
      } catch (error) {
        failures.push(error as Error);
      }
      await nextTurn();
    }
    return failures;
  };

  const register = (app: FastifyInstance) => {
    app.decorate('compileDeferredSchemas', compileRemaining);
    app.addHook('onListen', (done) => {
      void compileRemaining().then((failures) => {
        for (const failure of failures) app.log.error(`a route's schema does not compile: ${failure.message}`);
      });
      done();
    });
  };

  return { ajvPlugin, buildSerializer, compileRemaining, register, pendingCount: () => pending.size };
}

/**
 * A validator that compiles on its first call and then behaves as Ajv's own: its errors on the
 * function, and its `schemaEnv` (Fastify passes the request as parent data to functions that have
 * one, so that coercion can replace a whole request part).
 */
function deferredValidator(compiled: () => ValidateFunction): ValidateFunction {
  const validate = function (this: unknown, data: unknown, context?: unknown) {
    const compiledValidate = compiled();
    const valid = compiledValidate.call(this, data, context as never);
    validate.errors = compiledValidate.errors;
    return valid;
  } as ValidateFunction;
  validate.errors = null;
  Object.defineProperty(validate, 'schemaEnv', { get: () => compiled().schemaEnv });
  return validate;
}
