/**
 * Item understanding (issue 17): language, sentiment, intent, question, product, known customer and spam,
 * computed offline and stored per item. The one entry point other modules use.
 */
export { understandItem, SIGNALS_VERSION, type ItemContext, type ItemText } from './understand.ts';
export { languageDetector } from '../../lib/language.ts';
export { questionTopic, type QuestionTopic } from './cues.ts';
export { textScore } from './sentiment.ts';
export { spamScore } from './spam.ts';
export { words, foldKey } from '../../lib/text.ts';
export {
  computePendingSignals,
  ensureItemSignals,
  markNotSpam,
  nameKeyOf,
  signalsOfRow,
  sweepPendingSignals,
} from './signals.service.ts';
export type { SignalColumns } from './signals.service.ts';
export { buildSignalsTasks, scheduleSignals, signalsJobOf, SIGNALS_CRONTAB, SIGNALS_TASKS } from './signals.jobs.ts';
export { signalRoutes } from './signals.routes.ts';
