import type { TaskList } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { REPORT_TASKS, sendDueReports } from './reports.service.ts';

/** Every 15 minutes: scheduled reports go out within a quarter of an hour of their time. */
export const REPORTS_CRONTAB = [`*/15 * * * * ${REPORT_TASKS.sendDue}`];

export function buildReportTasks(deps: { db: Database }): TaskList {
  return {
    [REPORT_TASKS.sendDue]: async (_payload, helpers) => {
      await sendDueReports(
        deps.db,
        async (mail) => {
          await helpers.addJob('mail:send', mail, { maxAttempts: 10 });
        },
        new Date(),
      );
    },
  };
}
