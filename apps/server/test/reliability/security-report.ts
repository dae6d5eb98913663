import { afterAll } from 'vitest';
import type { RunnerTask } from 'vitest';
import { report } from './world.ts';

const testsOf = (task: RunnerTask): RunnerTask[] => (task.type === 'suite' ? task.tasks.flatMap(testsOf) : [task]);

/**
 * One result row for a file of security cases (issue 13): every test is a check, a failed test a failure;
 * `detail` names what the file covers.
 */
export function reportSecurityPart(part: string, detail: string): void {
  const started = Date.now();
  // Vitest hands hooks a fixture context first (it must be destructured) and the suite second.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const tests = suite.tasks.flatMap(testsOf).filter((task) => task.mode === 'run');
    const failed = tests.filter((task) => task.result?.state === 'fail');
    report({
      part,
      checks: tests.length,
      failures: failed.length,
      seconds: (Date.now() - started) / 1000,
      detail: failed.length ? `${detail}; failed: ${failed.map((task) => task.name).join('; ')}` : detail,
    });
  });
}
