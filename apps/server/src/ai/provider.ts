export interface ReplyRequest {
  content: string;
  rating: number | null;
  reviewerName: string | null;
  productTitle: string | null;
  platform: string;
  language: string | null;
  brandName: string;
  brandVoice: string | null;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  draftReply: (request: ReplyRequest) => Promise<string>;
  /** A cheap reachability check for the health endpoint. */
  check: () => Promise<boolean>;
}
