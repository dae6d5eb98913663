import { api } from '@/lib/endpoints';

/**
 * The head of every automation endpoint's key (rules, settings, options, activity, approvals): a change on the
 * Rules page refreshes them all, and the inbox's reply-time target and item history with them.
 */
export const automationKey = [api.automation.rules.endpoint.group] as const;
