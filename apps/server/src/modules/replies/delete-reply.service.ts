import { INBOX_MESSAGES, PLATFORM_LABELS } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { getComment, revertCommentToDraft, type CommentScope } from '../comments/index.ts';
import { ReplyDeliveryError, type ReplyDispatcher } from './reply-dispatcher.ts';
import { findDeliveredPlatformReply } from './reply.queries.ts';

export interface DeleteReplyDeps {
  db: Database;
  dispatcher: ReplyDispatcher | undefined;
}

/**
 * DELETE …/comments/{id}/reply: removes our reply on the platform (where the platform allows it, e.g. Google
 * `reviews.deleteReply`), then the item returns to Drafts with the text kept, to be edited and sent again.
 * The credits of the sent reply stay spent (it was delivered). The platform call comes first: if it fails,
 * nothing changes here. Idempotent: a second delete (or a reply already removed on the platform) succeeds.
 */
export async function deleteSentReply(deps: DeleteReplyDeps, scope: CommentScope, commentId: string): Promise<string> {
  const comment = await getComment(deps.db, scope, commentId);
  const label = PLATFORM_LABELS[comment.platform];
  if (comment.status !== 'sent' || !(await findDeliveredPlatformReply(deps.db, scope.accountId, comment.id))) {
    throw conflict(INBOX_MESSAGES.noReplyToDelete);
  }
  const remove = deps.dispatcher?.deleteReply;
  if (!remove) throw conflict(INBOX_MESSAGES.replyNotDeletable.replace('{platform}', label));
  try {
    await remove({
      accountId: scope.accountId,
      brandId: comment.brandId,
      platform: comment.platform,
      commentExternalId: comment.externalId,
      mediaId: comment.mediaId,
    });
  } catch (error) {
    if (!(error instanceof ReplyDeliveryError)) throw error;
    if (error.code === 'NOT_SUPPORTED') throw conflict(error.message);
    const message = INBOX_MESSAGES.replyDeleteRefused.replace('{platform}', label).replace('{reason}', error.message);
    throw error.permanent ? conflict(message) : new AppError('SERVICE_UNAVAILABLE', message);
  }
  const text = comment.sentContent ?? comment.draftContent ?? '';
  await deps.db.transaction((tx) => revertCommentToDraft(tx, scope, comment.id, text, null));
  return INBOX_MESSAGES.replyDeleted;
}
