import { CREDIT_SETTINGS_DEFAULTS } from '@bizamply/contracts';

/** Spec 3 §7: the prices used when no settings row exists (100 free, 2 generate, 1 send, 1 WhatsApp extra). */
export const CREDIT_DEFAULTS = CREDIT_SETTINGS_DEFAULTS;
