/**
 * Triage and automation (issue 16): rules that draft, send, hide, tag, prioritise and hold, run by workers
 * after an item's signals are computed; the dry run, the approval queue and the audit. The one entry point
 * other modules and the app use.
 */
export { automationRoutes } from './automation.routes.ts';
export { approvalRoutes } from './approvals.routes.ts';
export {
  AUTOMATION_CRONTAB,
  AUTOMATION_TASKS,
  buildAutomationTasks,
  scheduleAutomation,
  type AutomationTaskDeps,
} from './automation.jobs.ts';
export { evaluateBatch } from './evaluate.service.ts';
