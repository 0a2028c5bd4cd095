import type { ServerConfig } from '../config';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { openRuntime } from '../runtime';
import { loadOrCreateSecrets } from '../secrets';
import { seedIfEmpty } from '../content/seed-content';

export interface AdminRequest<T> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path of the admin API, e.g. `/admin/api/invitations`. */
  path: string;
  body?: unknown;
  /** The same work done in-process, through the same service function, when no server answers. */
  local: (deps: AppDeps) => Promise<T>;
}

export type AdminCall = <T>(request: AdminRequest<T>) => Promise<{ result: T; via: 'server' | 'local' }>;

/** An error reported by the admin API or its local fallback; its message is shown as is. */
export class AdminError extends Error {}

/**
 * Calls the running portal's admin API (base URL = ADMIN_API_URL or PUBLIC_URL, token from
 * `$DATA_DIR/secrets.json`). Only when nothing answers there does it open the database itself:
 * PGlite admits one process, so a running server must do the work.
 */
export function createAdminCall(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): AdminCall {
  const baseUrl = (env.ADMIN_API_URL ?? config.publicUrl).replace(/\/$/, '');
  return async <T>({ method, path, body, local }: AdminRequest<T>) => {
    const { adminToken } = await loadOrCreateSecrets(config.dataDir);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      return { result: await runLocally(config, local), via: 'local' };
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok)
      throw new AdminError((parsed as { message?: string } | undefined)?.message ?? `${response.status} ${response.statusText}`);
    return { result: parsed as T, via: 'server' };
  };
}

function isUnreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    error instanceof TypeError &&
    ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNRESET', 'EAI_AGAIN'].includes(cause?.code ?? '')
  );
}

async function runLocally<T>(config: ServerConfig, local: (deps: AppDeps) => Promise<T>): Promise<T> {
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, () => {});
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  try {
    // A data folder the portal never started has no countries or taxonomy yet.
    await seedIfEmpty(runtime.deps.db, config.contentDir);
    return await local(runtime.deps);
  } catch (error) {
    if (error instanceof HttpError) throw new AdminError(error.message);
    throw error;
  } finally {
    await runtime.close();
  }
}
