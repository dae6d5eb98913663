import { INBOX_MESSAGES, PLATFORM_LABELS, type Platform } from '@bizamply/contracts';

/** One reply to deliver. The idempotency key is stable across retries of the same outbox row. */
export interface PlatformReplyInput {
  accountId: string;
  brandId: string;
  /** The platform the comment came from (the reply goes back there). */
  platform: Platform;
  /** The platform's own id of the review or comment being answered. */
  commentExternalId: string;
  /** Instagram/Facebook post id, when the comment belongs to one. */
  mediaId: string | null;
  text: string;
  /** Pass it to the platform where it supports one, so a retried call never posts twice. */
  idempotencyKey: string;
  /** The customer's WhatsApp number (digits, E.164 without '+'), when known: a WhatsApp reply goes there. */
  customerPhone?: string;
}

export type WhatsAppReplyInput = PlatformReplyInput;
/** Hide (or show again) a comment on its platform (Instagram, Facebook, TikTok), issue 16. */
export interface HideInput {
  accountId: string;
  brandId: string;
  platform: Platform;
  commentExternalId: string;
  mediaId: string | null;
  hidden: boolean;
}

/**
 * The boundary between the reply outbox and the platform adapters (integrations). Implementations
 * throw a ReplyDeliveryError: `permanent: true` when retrying cannot help (the reply is marked failed and
 * refunded at once); anything else is retried with the same idempotency key.
 */
export interface ReplyDispatcher {
  sendToPlatform(input: PlatformReplyInput): Promise<{ externalReplyId: string }>;
  sendWhatsApp(input: WhatsAppReplyInput): Promise<{ externalReplyId: string }>;
  /**
   * Asked before re-sending a platform reply whose earlier attempt had an unknown outcome: the reply
   * already on the platform (then it is recorded as delivered), or null. Absent, or a platform that
   * cannot be read back (WhatsApp): the reply is sent again (at least once).
   */
  findExistingReply?(input: PlatformReplyInput): Promise<{ externalReplyId: string } | null>;
  /** Hides a comment on the platform; throws a ReplyDeliveryError where the platform cannot (permanent). */
  hideComment?(input: HideInput): Promise<void>;
  /** Removes our reply to an item on its platform; throws a ReplyDeliveryError where it cannot. */
  deleteReply?(input: Omit<HideInput, 'hidden'>): Promise<void>;
}

export class ReplyDeliveryError extends Error {
  readonly permanent: boolean;
  readonly code: string;
  /** The call may have reached the platform (timeout, dropped connection): read back before re-sending. */
  readonly outcomeUnknown: boolean;

  constructor(message: string, options: { permanent: boolean; code?: string; outcomeUnknown?: boolean }) {
    super(message);
    this.name = 'ReplyDeliveryError';
    this.permanent = options.permanent;
    this.code = options.code ?? (options.permanent ? 'PERMANENT' : 'RETRYABLE');
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
}

/** No adapter wired for this server: every send fails permanently (and is refunded). */
export class ReplyDispatcherNotConfiguredError extends ReplyDeliveryError {
  constructor(platform: Platform) {
    super(INBOX_MESSAGES.dispatcherNotConfigured.replace('{platform}', PLATFORM_LABELS[platform]), {
      permanent: true,
      code: 'NOT_CONFIGURED',
    });
    this.name = 'ReplyDispatcherNotConfiguredError';
  }
}

export const notConfiguredDispatcher: ReplyDispatcher = {
  sendToPlatform: async (input) => {
    throw new ReplyDispatcherNotConfiguredError(input.platform);
  },
  sendWhatsApp: async () => {
    throw new ReplyDispatcherNotConfiguredError('whatsapp');
  },
};

export function isPermanentDeliveryError(error: unknown): boolean {
  return error instanceof ReplyDeliveryError && error.permanent;
}

export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof ReplyDeliveryError && error.outcomeUnknown;
}
