import { spawn } from 'node:child_process';

/**
 * Runs the steps of a UI run (the build, Playwright) one child at a time, so that Ctrl-C or a
 * SIGTERM to this process stops the run cleanly: the current child gets ONE SIGINT (Playwright
 * stops its tests and its web server, the portal, only on SIGINT; a SIGTERM would kill it and
 * leave the portal listening), is waited for, and no later step starts. Children run in a process
 * group of their own so a terminal's Ctrl-C reaches them through this process only, once.
 */
export class StoppableRun {
  private current: ReturnType<typeof spawn> | null = null;
  /** The signal that stopped the run, or null. */
  stoppedBy: NodeJS.Signals | null = null;

  constructor(private readonly signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']) {
    for (const signal of this.signals) process.on(signal, this.stop);
  }

  private readonly stop = (signal: NodeJS.Signals) => {
    if (this.stoppedBy) return;
    this.stoppedBy = signal;
    console.error(`\n${signal}: stopping the run (waiting for its portal to stop) ...`);
    this.current?.kill('SIGINT');
  };

  /** Runs one step; resolves with its exit code (128 + n when a signal ended it; 130 when stopped before it started). */
  step(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<number> {
    if (this.stoppedBy) return Promise.resolve(130);
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: 'inherit', detached: true, env: options.env, cwd: options.cwd });
      this.current = child;
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        this.current = null;
        resolve(code ?? (signal === 'SIGKILL' ? 137 : signal === 'SIGTERM' ? 143 : 130));
      });
    });
  }

  /** Removes the signal handlers (the process then ends as usual). */
  close() {
    for (const signal of this.signals) process.off(signal, this.stop);
  }
}
