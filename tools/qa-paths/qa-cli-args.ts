/**
 * The arguments of `npm run qa:paths` (usage in qa-usage.ts), parsed without side effects so a
 * test can check every case: an unknown flag or machine is an error, never a run.
 */
export interface QaOptions {
  help: boolean;
  list: boolean;
  /** `--json <file>` */
  json: string | null;
  cover: boolean;
  noBuild: boolean;
  /** Machine slugs from `--machine NAME` and bare names; empty: all of them. */
  machines: string[];
  /** `--path ID` (repeatable): only these paths. */
  paths: string[];
  /** `--grep TEXT`: only paths whose summary or title contains it (case-insensitive). */
  grep: string | null;
}

export type ParsedArgs = { ok: true; options: QaOptions } | { ok: false; error: string };

const switches = { '--help': 'help', '-h': 'help', '--list': 'list', '--cover': 'cover', '--no-build': 'noBuild' } as const;
const valued = ['--json', '--machine', '--path', '--grep'] as const;

export function parseQaArgs(argv: readonly string[], knownMachines: readonly string[]): ParsedArgs {
  const options: QaOptions = {
    help: false,
    list: false,
    json: null,
    cover: false,
    noBuild: false,
    machines: [],
    paths: [],
    grep: null,
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (name in switches && inline === undefined) {
      options[switches[name as keyof typeof switches]] = true;
      continue;
    }
    if ((valued as readonly string[]).includes(name)) {
      const value = inline ?? argv[++index];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('-'))) {
        return { ok: false, error: `${name} needs a value` };
      }
      if (name === '--json') options.json = value;
      else if (name === '--machine') options.machines.push(value);
      else if (name === '--path') options.paths.push(value);
      else options.grep = value;
      continue;
    }
    if (arg.startsWith('-')) return { ok: false, error: `unknown option: ${arg}` };
    options.machines.push(arg);
  }
  const unknown = options.machines.filter((machine) => !knownMachines.includes(machine));
  if (unknown.length)
    return { ok: false, error: `unknown machine(s): ${unknown.join(', ')}; known: ${knownMachines.join(', ')}` };
  return { ok: true, options };
}
