import { readdirSync, readFileSync } from 'node:fs';

/** The nice value of each of this process's threads by thread id (Linux: /proc/self/task/<tid>/stat, field 19). */
export function niceValues(): Map<string, number> {
  const values = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(tid, Number(fields[16]));
  }
  return values;
}

/** Threads that exist now and did not before, with their nice values. */
export function newThreadNices(before: Map<string, number>): number[] {
  return [...niceValues()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
}
