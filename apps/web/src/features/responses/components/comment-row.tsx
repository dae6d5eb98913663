import {
  bothChannelsBlocker,
  INBOX_MESSAGES,
  INSTAGRAM_TRUNCATION,
  PLATFORM_BY_ID,
  PLATFORM_LABELS,
  platformDefinition,
  SIGNAL_MESSAGES,
  truncateText,
  type Comment,
  type PriceList,
} from '@bizamply/contracts';
import { Inbox, Pencil, Send, Sparkles, Star } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import type { SendSource } from '../api/replies';
import { creditsLabel, unitPrice } from '../lib/costs';
import { initials, timeAgo } from '../lib/relative-time';
import { AutomationMarks } from './automation-marks';
import { DeleteReplyButton } from './delete-reply-button';
import { InstagramProductSelect, type ProductChange } from './instagram-product-select';

export type RowMark = 'new' | 'notification' | null;
export type RowBusy = 'generate' | 'send' | 'notSpam' | 'deleteReply' | null;

export interface CommentRowProps {
  comment: Comment;
  brandId: string;
  prices: PriceList;
  /** The selected brand has WhatsApp Business connected (Send via Both needs it). */
  brandHasWhatsApp: boolean;
  selected: boolean;
  active: boolean;
  mark: RowMark;
  /** The brand's reply-time target in hours (issue 16); null while unknown. */
  replyTargetHours: number | null;
  busy: RowBusy;
  onToggle: (id: string, checked: boolean, shiftKey: boolean) => void;
  onGenerate: (comment: Comment) => void;
  onEdit: (comment: Comment) => void;
  onSend: (comment: Comment, source: SendSource) => void;
  onProductChanged: (change: ProductChange) => void;
  onNotSpam: (comment: Comment) => void;
  onDeleteReply: (comment: Comment) => void;
}

function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  const rounded = Math.round(rating);
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-3.5', index < rounded ? 'fill-pending text-pending' : 'text-border')}
        />
      ))}
    </span>
  );
}

/** Meta accepts a private reply for 7 days after the comment; the server reports when that ends. */
const hasPassed = (iso: string) => Date.parse(iso) <= Date.now();

function ReplyWindow({ endsAt }: { endsAt: string }) {
  const closed = hasPassed(endsAt);
  return (
    <p className={cn('text-xs', closed ? 'text-warning-foreground' : 'text-muted-foreground')}>
      {closed
        ? `The 7-day private reply window ended ${formatDateTime(endsAt)}`
        : `Private reply window open until ${formatDateTime(endsAt)}`}
    </p>
  );
}

const STATUS_BADGE = { pending: 'pending', draft: 'draft', sent: 'sent' } as const;

/**
 * One inbox item (UI.md "Inbox"): who, where, stars, product, when, the text, the reply and its actions. Memoised:
 * every answer the page receives (list, stats, balance, prices, the shell's queries) re-renders the list, and a row
 * whose own props did not change is skipped (the page passes stable callbacks).
 */
export const CommentRow = memo(function CommentRow(props: CommentRowProps) {
  const { comment, prices, selected, active, mark, busy } = props;
  const name = comment.customerName ?? comment.reviewer_display_name ?? 'Anonymous';
  const reply = comment.updatedContent;
  // Spam waits in its own tab, free: no reply is drafted until a person says it is not spam.
  const spam = comment.status === 'pending' && comment.signals?.isSpam === true;
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    props.onToggle(comment.id, !selected, event.shiftKey);
  };

  const bothBlocker = bothChannelsBlocker(comment, props.brandHasWhatsApp);
  // Items WhatsApp can never reach (social comments, WhatsApp itself) do not offer Both at all.
  const offerBoth = PLATFORM_BY_ID[comment.platform].inbox.offersBoth;
  const bothReasonId = `both-reason-${comment.id}`;

  return (
    <article
      aria-label={`${name} on ${PLATFORM_LABELS[comment.platform]}`}
      data-comment-id={comment.id}
      className={cn(
        'flex flex-wrap gap-x-3 gap-y-2 border-b border-border px-3 py-3 transition-colors sm:px-4 md:flex-nowrap',
        active && 'bg-muted/60 ring-2 ring-primary/50 ring-inset',
        selected && 'bg-primary-subtle/40',
        mark && 'bg-warning-subtle/60',
      )}
    >
      {/* A 44 px touch target around the box (UI.md: phone use by touch). */}
      <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-start justify-center p-3 pt-4 md:m-0 md:size-auto md:p-0 md:pt-1">
        <Checkbox checked={selected} onClick={toggle} aria-label={`Select ${name}`} />
      </label>
      <span
        aria-hidden="true"
        className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground sm:flex"
      >
        {initials(name)}
      </span>
      <div className="flex min-w-0 flex-1 basis-[calc(100%-3rem)] flex-col gap-1.5 md:basis-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{name}</span>
          <PlatformIcon platform={comment.platform} size="sm" className="text-xs text-muted-foreground" />
          <Stars rating={comment.rating} />
          {comment.product_title ? (
            <span className="max-w-64 truncate text-xs text-muted-foreground" title={comment.product_title}>
              {comment.product_title}
            </span>
          ) : null}
          <time className="text-xs text-muted-foreground" dateTime={comment.time} title={comment.time}>
            {timeAgo(comment.time)}
          </time>
          <Badge variant={STATUS_BADGE[comment.status]} className="capitalize">
            {comment.status}
          </Badge>
          {spam ? <Badge variant="error">{SIGNAL_MESSAGES.spamBadge}</Badge> : null}
          {mark === 'notification' ? <Badge variant="warning">{INBOX_MESSAGES.fromNotification}</Badge> : null}
          {mark === 'new' ? <Badge variant="primary">New</Badge> : null}
        </div>
        <p className="line-clamp-3 text-sm whitespace-pre-line">{comment.content}</p>
        <AutomationMarks comment={comment} replyTargetHours={props.replyTargetHours} />
        {reply ? (
          <div
            className={cn(
              'rounded-md border px-3 py-2 text-sm',
              comment.status === 'sent'
                ? 'border-success/30 bg-success-subtle/50'
                : 'border-draft/30 bg-draft-subtle/50',
            )}
          >
            <p
              className={cn(
                'mb-0.5 text-xs font-medium',
                comment.status === 'sent' ? 'text-success-foreground' : 'text-draft-foreground',
              )}
            >
              {comment.status === 'sent' ? 'Sent response' : 'Draft response'}
            </p>
            <p className="line-clamp-4 whitespace-pre-line">{reply}</p>
          </div>
        ) : null}
        {comment.status !== 'sent' && comment.windowEndsAt ? <ReplyWindow endsAt={comment.windowEndsAt} /> : null}
        {comment.lastSendError ? <p className="text-xs text-error-foreground">{comment.lastSendError}</p> : null}
        {comment.platform === 'instagram' ? (
          <div className="flex flex-col gap-1">
            {comment.postLink ? (
              <a
                href={comment.postLink}
                target="_blank"
                rel="noreferrer"
                className="w-fit text-xs text-primary-subtle-foreground hover:underline"
              >
                Post: {truncateText(comment.postLink, INSTAGRAM_TRUNCATION.postPreview)}
              </a>
            ) : null}
            <InstagramProductSelect comment={comment} brandId={props.brandId} onChanged={props.onProductChanged} />
          </div>
        ) : null}
      </div>
      <div className="flex w-full flex-wrap items-center gap-1.5 pl-8 sm:pl-[5.25rem] md:w-auto md:shrink-0 md:flex-col md:flex-nowrap md:items-end md:pl-0">
        {comment.status !== 'sent' && !spam ? (
          <Button variant="outline" size="sm" onClick={() => props.onEdit(comment)} disabled={busy !== null}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        {spam ? (
          <Button variant="outline" size="sm" onClick={() => props.onNotSpam(comment)} disabled={busy !== null}>
            {busy === 'notSpam' ? <Spinner className="size-3.5" /> : <Inbox aria-hidden="true" />}
            {SIGNAL_MESSAGES.notSpam}
          </Button>
        ) : null}
        {comment.status === 'pending' && !spam ? (
          <Button size="sm" onClick={() => props.onGenerate(comment)} disabled={busy !== null}>
            {busy === 'generate' ? <Spinner className="size-3.5" /> : <Sparkles aria-hidden="true" />}
            {INBOX_MESSAGES.generate} · {creditsLabel(unitPrice('generate', prices))}
          </Button>
        ) : null}
        {comment.status === 'draft' ? (
          <>
            <Button size="sm" onClick={() => props.onSend(comment, 'platform')} disabled={busy !== null}>
              {busy === 'send' ? <Spinner className="size-3.5" /> : <Send aria-hidden="true" />}
              Send via {PLATFORM_LABELS[comment.platform]} · {creditsLabel(unitPrice('platform', prices))}
            </Button>
            {offerBoth ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => props.onSend(comment, 'both')}
                disabled={busy !== null || bothBlocker !== null}
                aria-describedby={bothBlocker ? bothReasonId : undefined}
              >
                Send via Both · {creditsLabel(unitPrice('both', prices))}
              </Button>
            ) : null}
            {offerBoth && bothBlocker ? (
              <p id={bothReasonId} className="max-w-64 text-xs text-muted-foreground md:text-right">
                {bothBlocker}
              </p>
            ) : null}
          </>
        ) : null}
        {comment.status === 'sent' && comment.respondedAt ? (
          <span className="text-xs text-muted-foreground">Sent {timeAgo(comment.respondedAt)}</span>
        ) : null}
        {comment.status === 'sent' && platformDefinition(comment.platform).inbox.deleteReply ? (
          <DeleteReplyButton comment={comment} busy={busy === 'deleteReply'} onDelete={props.onDeleteReply} />
        ) : null}
      </div>
    </article>
  );
});
