import type { ParseArgsConfig } from 'node:util';
import type { ServerConfig } from '../config';
import type { AdminCall } from './admin-api';

/** What a command gets: parsed options, output functions and the admin API (server or local). */
export interface CliContext {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
  config: ServerConfig;
  out: (line: string) => void;
  err: (line: string) => void;
  admin: AdminCall;
}

/**
 * One editor command, default-exported by `server/cli/commands/<name>.ts` and listed under that
 * name in `server/cli/command-list.ts`, where `npm run portal -- <name> ...` finds it.
 */
export interface CliCommand {
  /** One line for `npm run portal -- help`. */
  summary: string;
  /** Usage line(s) shown by `--help` and on a usage error. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  allowPositionals?: boolean;
  /** Returns the exit code (0 when omitted). */
  run: (context: CliContext) => Promise<number | void>;
}

/** A usage error: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

/** Reads a required string option or throws a UsageError. */
export function requireString(values: CliContext['values'], name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}
