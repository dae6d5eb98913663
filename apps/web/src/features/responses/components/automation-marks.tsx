import {
  AUDIT_ACTION_LABELS,
  AUTOMATION_RESULT_LABELS,
  AUTOMATION_MESSAGES,
  holdReasonLabel,
  PLATFORM_LABELS,
  PRIORITY_LABELS,
  type Comment,
} from '@bizamply/contracts';
import { Bot, Clock, EyeOff, Hand, Tag } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { fillTemplate, formatCredits } from '@/lib/format';
import { useItemHistory } from '../api/automation-history';
import { timeAgo } from '../lib/relative-time';

const HOUR_MS = 60 * 60 * 1000;

/** Unanswered and older than the brand's reply-time target (issue 16). */
export function isPastTarget(comment: Comment, targetHours: number | null, now = Date.now()): boolean {
  if (targetHours === null || comment.status === 'sent') return false;
  return now - Date.parse(comment.time) > targetHours * HOUR_MS;
}

function History({ commentId }: { commentId: string }) {
  const [open, setOpen] = useState(false);
  const history = useItemHistory(commentId, open);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs">
          <Bot aria-hidden="true" />
          {AUTOMATION_MESSAGES.itemHistory}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <p className="border-b border-border px-3 py-2 text-sm font-semibold">{AUTOMATION_MESSAGES.itemHistory}</p>
        {history.isPending ? (
          <div className="flex justify-center p-4">
            <Spinner className="size-4" />
          </div>
        ) : (history.data ?? []).length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">{AUTOMATION_MESSAGES.activityEmpty}</p>
        ) : (
          <ul className="max-h-72 divide-y divide-border overflow-y-auto" aria-label={AUTOMATION_MESSAGES.itemHistory}>
            {(history.data ?? []).map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 px-3 py-2 text-xs">
                <span className="font-medium">
                  {AUDIT_ACTION_LABELS[entry.action]} · {AUTOMATION_RESULT_LABELS[entry.result]}
                  {entry.credits > 0 ? ` · ${formatCredits(entry.credits)}` : ''}
                </span>
                <span className="text-muted-foreground">
                  {entry.ruleName ?? AUTOMATION_MESSAGES.builtInHold} · {timeAgo(entry.createdAt)}
                </span>
                {entry.detail ? <span className="text-muted-foreground">{entry.detail}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** What automation decided for an item: held for a person, priority, tags, hidden, past the reply target. */
export function AutomationMarks({ comment, replyTargetHours }: { comment: Comment; replyTargetHours: number | null }) {
  const { automation } = comment;
  const pastTarget = isPastTarget(comment, replyTargetHours);
  const marked =
    automation.heldReason !== null ||
    (automation.priority !== null && automation.priority !== 'normal') ||
    automation.tags.length > 0 ||
    automation.awaitingApproval ||
    automation.hiddenOnPlatform;
  if (!marked && !pastTarget && !automation.hasHistory) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {automation.heldReason ? (
        <Badge variant="warning">
          <Hand aria-hidden="true" />
          {AUTOMATION_MESSAGES.needsPerson}: {holdReasonLabel(automation.heldReason, comment.rating)}
        </Badge>
      ) : null}
      {automation.priority && automation.priority !== 'normal' ? (
        <Badge variant={automation.priority === 'high' ? 'error' : 'neutral'}>
          {PRIORITY_LABELS[automation.priority]}
        </Badge>
      ) : null}
      {automation.awaitingApproval ? <Badge variant="draft">{AUTOMATION_MESSAGES.tabApprovals}</Badge> : null}
      {automation.hiddenOnPlatform ? (
        <Badge variant="neutral">
          <EyeOff aria-hidden="true" />
          Hidden on {PLATFORM_LABELS[comment.platform]}
        </Badge>
      ) : null}
      {automation.tags.map((tag) => (
        <Badge key={tag} variant="neutral">
          <Tag aria-hidden="true" />
          {tag}
        </Badge>
      ))}
      {pastTarget && replyTargetHours !== null ? (
        <Badge variant="warning">
          <Clock aria-hidden="true" />
          {fillTemplate(AUTOMATION_MESSAGES.pastTarget, { hours: replyTargetHours })}
        </Badge>
      ) : null}
      {automation.hasHistory ? <History commentId={comment.id} /> : null}
    </div>
  );
}
