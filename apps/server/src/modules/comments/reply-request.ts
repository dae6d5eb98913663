import type { ItemSignals } from '@bizamply/contracts';
import type { ReplyFacts, ReplyRequest } from '../../ai/index.ts';
import { getBrandProfile } from '../brand-voice/brand-voice.service.ts';
import { questionTopic } from '../signals/index.ts';
import { readStoreFacts, type StoreFacts, type StoreFactsDeps } from '../store-facts/store-facts.service.ts';
import type { CommentRow, CommentScope } from './comment.service.ts';

function toReplyFacts(facts: StoreFacts): ReplyFacts {
  return {
    product: facts.product
      ? {
          title: facts.product.title,
          url: facts.product.url,
          available: facts.product.available,
          priceMin: facts.product.priceMin,
          priceMax: facts.product.priceMax,
          currency: facts.product.currency,
          variants: facts.product.variants.map((variant) => variant.title),
        }
      : null,
    order: facts.order,
    storeUrl: facts.storeUrl,
  };
}

/**
 * Everything a provider needs to answer an item: its text, the signals (language, intent, sentiment, the
 * question's topic), the brand's name and voice, and the store's facts read live from Shopify.
 */
export async function draftRequestFor(
  deps: StoreFactsDeps,
  scope: CommentScope,
  comment: CommentRow,
  signals: ItemSignals,
  variant: number,
): Promise<ReplyRequest> {
  const brand = await getBrandProfile(deps.db, scope);
  const facts = await readStoreFacts(
    deps,
    scope,
    {
      productId: signals.productId,
      knownCustomer: signals.knownCustomer,
      email: comment.reviewerEmail,
      name: comment.reviewerName,
      privateChannel: comment.platform === 'whatsapp',
    },
    brand.domain,
  );
  return {
    content: comment.content,
    rating: comment.rating,
    reviewerName: comment.reviewerName,
    productTitle: comment.productTitle,
    platform: comment.platform,
    brandName: brand.name,
    voice: brand.voice,
    understanding: {
      language: signals.language,
      sentiment: signals.sentiment,
      intent: signals.intent,
      isQuestion: signals.isQuestion,
      topic: questionTopic(comment.content),
    },
    facts: toReplyFacts(facts),
    variant,
  };
}
