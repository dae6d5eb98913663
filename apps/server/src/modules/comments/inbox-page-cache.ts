import { keptPages } from '../../plugins/kept-answers.ts';
import { brandDataVersion } from '../analytics/index.ts';
import { inboxPage } from './comment.service.ts';

/**
 * Inbox pages without a search, kept while the brand's data version (comment_versions: grows with every statement
 * that writes the brand's items, any column, by trigger) stays the one the page was read at (plugins/kept-answers.ts).
 * A page shows only the brand's items and the counts kept from them (comment_counts, same triggers) and nothing
 * computed from the clock.
 */
export const inboxPageCache = (maxBytes?: number) =>
  keptPages({
    versionOf: brandDataVersion,
    readAfresh: inboxPage,
    scopeId: (scope) => `${scope.accountId}:${scope.brandId}`,
    maxBytes,
  });

export const inboxPageBody = inboxPageCache();
