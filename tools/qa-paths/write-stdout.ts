/**
 * Writes to standard output and resolves once the text has been handed to the operating system,
 * so that exiting afterwards cannot cut it short when a slow reader (a pipe, `| less`, a CI step)
 * has not read it yet.
 */
export function writeStdout(text: string, stream: NodeJS.WritableStream = process.stdout): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
