import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AdminError, createAdminCall } from './cli/admin-api';
import { type CliCommand, UsageError } from './cli/command';
import { COMMANDS } from './cli/command-list';
import { readConfig } from './config';

// `npm run portal -- <command> [options]`: each command is one file in server/cli/commands/,
// listed in server/cli/command-list.ts.
function commandNames(): string[] {
  return Object.keys(COMMANDS).sort();
}

async function loadCommand(name: string): Promise<CliCommand | null> {
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return load ? (await load()).default : null;
}

async function printHelp(out: (line: string) => void): Promise<void> {
  out('Usage: npm run portal -- <command> [options]   (<command> --help for its options)');
  out('');
  for (const name of commandNames()) out(`  ${name.padEnd(12)} ${(await loadCommand(name))?.summary ?? ''}`);
}

export async function main(argv: string[], out = console.log, err = console.error): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    await printHelp(out);
    return name ? 0 : 2;
  }
  const command = await loadCommand(name);
  if (!command) {
    err(`Unknown command '${name}'.`);
    await printHelp(err);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    out(command.usage);
    return 0;
  }
  try {
    const { values, positionals } = parseArgs({
      args,
      options: command.options,
      allowPositionals: command.allowPositionals ?? false,
      strict: true,
    });
    const config = readConfig();
    return (await command.run({ values, positionals, config, out, err, admin: createAdminCall(config) })) ?? 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err((error as Error).message);
      err(`Usage: ${command.usage}`);
      return 2;
    }
    if (error instanceof AdminError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
