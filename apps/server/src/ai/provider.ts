import type { BrandVoice } from '@bizamply/contracts';

export interface ReplyRequest {
  content: string;
  rating: number | null;
  reviewerName: string | null;
  productTitle: string | null;
  platform: string;
  /** The reviewer's language when the platform told us; otherwise the composer detects it. */
  language: string | null;
  brandName: string;
  /** Free-text voice notes (older callers); `voice` is the structured brand voice. */
  brandVoice?: string | null;
  voice?: BrandVoice | null;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  draftReply: (request: ReplyRequest) => Promise<string>;
  /** A cheap reachability check for the health endpoint. */
  check: () => Promise<boolean>;
}
