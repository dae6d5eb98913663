import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `node --import tsx <script>` as a real process (the reliability suite kills it with SIGKILL,
 * the bench measures its memory) and resolves `ready` once it prints `marker`.
 */
export function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  marker: string,
  nodeArgs: string[] = [],
) {
  // CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the children (not allowed in NODE_OPTIONS).
  const extra = [...nodeArgs, ...(process.env.CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child: ChildProcess = spawn(process.execPath, [...extra, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${output.slice(-2000)}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}): ${output.slice(-2000)}`));
    });
  });
  // A process killed on purpose after it started is not an unhandled failure.
  ready.catch(() => {});
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, ready, stop, output: () => output };
}
