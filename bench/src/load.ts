import fs from 'node:fs';
import autocannon from 'autocannon';

export { startNode } from '../../apps/server/test/reliability/child-process.ts';

export interface Measured {
  requests: number;
  failed: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

export function summarize(latencies: number[], failed: number, seconds: number): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed,
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: latencies.length / seconds,
  };
}

export interface HammerOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each request's own path (a row whose every request differs), instead of the url's. */
  nextPath?: () => string;
}

/** autocannon against one URL: every 2xx response time (ms), the other answers and errors, and the elapsed seconds. */
export async function collect(
  url: string,
  options: HammerOptions,
): Promise<{ latencies: number[]; failed: number; seconds: number }> {
  const { nextPath } = options;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failed += 1;
  });
  const result = await instance;
  failed += result.errors + result.timeouts;
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

/** autocannon against one URL; p95 is computed from every response time (autocannon reports p97.5). */
export async function hammer(url: string, options: HammerOptions): Promise<Measured> {
  const { latencies, failed, seconds } = await collect(url, options);
  return summarize(latencies, failed, seconds);
}

/** The same work without HTTP: `connections` callers in a loop on the database for `seconds`. */
export async function direct(
  task: () => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<Measured> {
  await task();
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await task();
        latencies.push(performance.now() - begun);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, lane));
  return summarize(latencies, failed, (performance.now() - started) / 1000);
}

/** A process's resident memory in MB (Linux /proc): all of it, and its anonymous part (the heaps, not code). */
export function memoryMb(pid: number | undefined): { rss: number; anon: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS'), anon: field('RssAnon') };
  } catch {
    return { rss: 0, anon: 0 };
  }
}

/** Resident memory of a process in MB (Linux /proc), 0 where it cannot be read. */
export const rssMb = (pid: number | undefined): number => memoryMb(pid).rss;

/** A phase's peak resident memory (MB), with the anonymous part at that moment. */
export interface PhasePeak {
  phase: string;
  /** When the phase began (performance.now() of this process). */
  began: number;
  rss: number;
  anon: number;
}

/** The phase whose peak is the highest (the first of equals), undefined before any sample. */
export function highestPhase(peaks: readonly PhasePeak[]): PhasePeak | undefined {
  return peaks.reduce<PhasePeak | undefined>((best, peak) => (!best || peak.rss > best.rss ? peak : best), undefined);
}

/**
 * Samples a process's RSS every `everyMs` until stopped, naming the phase each sample falls in, so a run's peak
 * says when it came (`peakPhase`). `segment(next)` returns the peak since its last call and starts phase `next`.
 */
export function watchRss(pid: number | undefined, firstPhase = 'start', everyMs = 200, read = memoryMb) {
  const peaks = new Map<string, PhasePeak>();
  let phase = firstPhase;
  let segmentMax = 0;
  const sample = () => {
    const now = read(pid);
    segmentMax = Math.max(segmentMax, now.rss);
    const known = peaks.get(phase);
    if (!known || now.rss > known.rss) peaks.set(phase, { phase, began: known?.began ?? performance.now(), ...now });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    get max() {
      return highestPhase([...peaks.values()])?.rss ?? 0;
    },
    get peakPhase() {
      return highestPhase([...peaks.values()]);
    },
    /** Every phase's peak, in the order the phases ran. */
    peaks: () => [...peaks.values()],
    segment(next: string) {
      sample();
      const peak = segmentMax;
      phase = next;
      segmentMax = 0;
      sample();
      return peak;
    },
    stop: () => {
      sample();
      clearInterval(timer);
    },
  };
}

/** The server's idle RSS, its peak and the phase it came in, and the other phases' peaks above the rows' usual. */
export function rssLine(idle: number, peaks: readonly PhasePeak[]): string {
  const top = highestPhase(peaks);
  if (!top) return `${idle.toFixed(0)} MB idle`;
  const others = [...peaks]
    .filter((peak) => peak !== top)
    .sort((a, b) => b.rss - a.rss)
    .slice(0, 3)
    .map((peak) => `${peak.phase} ${peak.rss.toFixed(0)}`);
  return (
    `${idle.toFixed(0)} MB idle, ${top.rss.toFixed(0)} MB peak under load during "${top.phase}" ` +
    `(${top.anon.toFixed(0)} MB of it anonymous: heaps); next: ${others.join(', ')} MB`
  );
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return ((Number(fields?.[11]) + Number(fields?.[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU spent by a set of processes between start and stop (ms). On a shared machine req/s and latency move
 * with everything else that runs; the CPU each request costs the server and PostgreSQL moves far less.
 */
export function cpuMeter(pids: () => (number | undefined)[]) {
  const total = () => pids().reduce((sum: number, pid) => sum + cpuMs(pid), 0);
  let started = total();
  return {
    restart: () => {
      started = total();
    },
    elapsed: () => total() - started,
  };
}
