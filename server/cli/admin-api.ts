import type { ServerConfig } from '../config';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { openRuntime } from '../runtime';
import { seedIfEmpty } from '../content/seed-content';
import { missingSetting, portalLocation, type PortalLocation } from './portal-location';
import { dataDirHolder, readPortalSecrets } from './portal-secrets';

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
 * PGlite admits one process, so a running server must do the work. When the settings point at
 * no portal (a shell on the host without the service's PORT or DATA_DIR), the error names the
 * setting to give, and nothing is written into a data folder that was not chosen.
 */
export function createAdminCall(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): AdminCall {
  const at = portalLocation(config, env);
  return async <T>({ method, path, body, local }: AdminRequest<T>) => {
    const secrets = await readPortalSecrets(config.dataDir);
    if (!secrets) {
      if (await answers(at.adminUrl)) throw new AdminError(missingSetting.noAdminToken(at));
      if (!at.dataDirChosen) throw new AdminError(missingSetting.noPortalAnywhere(at));
      // DATA_DIR names a folder no portal has used yet: the local run creates it, secrets and all.
      return { result: await runLocally(config, at, local), via: 'local' };
    }
    let response: Response;
    try {
      response = await fetch(`${at.adminUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secrets.adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      return { result: await runLocally(config, at, local), via: 'local' };
    }
    // Another portal's token (or another service on that port): the data folder is not its own.
    if (response.status === 401) throw new AdminError(missingSetting.tokenRefused(at));
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok)
      throw new AdminError((parsed as { message?: string } | undefined)?.message ?? `${response.status} ${response.statusText}`);
    return { result: parsed as T, via: 'server' };
  };
}

/** Whether anything answers HTTP at the portal's address (its liveness probe needs no token). */
async function answers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch (error) {
    if (isUnreachable(error)) return false;
    throw error;
  }
}

/** Whether a fetch failed because nothing answers there (as opposed to an answer that went wrong). */
export function isUnreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    error instanceof TypeError &&
    ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNRESET', 'EAI_AGAIN'].includes(cause?.code ?? '')
  );
}

async function runLocally<T>(config: ServerConfig, at: PortalLocation, local: (deps: AppDeps) => Promise<T>): Promise<T> {
  // A portal holds the PGlite folder but does not answer where the CLI looked: it listens elsewhere.
  const holder = config.databaseUrl ? null : await dataDirHolder(config.dataDir);
  if (holder) throw new AdminError(missingSetting.dataDirInUse(at, holder));
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
