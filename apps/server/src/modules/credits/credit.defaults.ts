/** Spec 3 §7: the prices used when no settings row exists (100 free, 2 generate, 1 send, 1 WhatsApp extra). */
export const CREDIT_DEFAULTS = {
  freeCredits: 100,
  generateCredits: 2,
  sendCredits: 1,
  whatsappExtraCredits: 1,
} as const;
