import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import databaseSetup from '../global-setup.ts';
import { printReport } from './report.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityReport: string;
  }
}

/** The unit suite's database setup, plus a results file every part appends its one row to. */
export default async function setup(project: TestProject) {
  const teardown = await databaseSetup(project);
  const reportFile = path.resolve('.data-test', `reliability-${process.pid}.jsonl`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });
  project.provide('reliabilityReport', reportFile);
  return async () => {
    printReport(reportFile);
    fs.rmSync(reportFile, { force: true });
    await teardown();
  };
}
