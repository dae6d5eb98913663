import { AUTOMATION_MESSAGES, type ApprovalItem } from '@bizamply/contracts';
import { Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { fillTemplate, formatCredits, formatDateTime } from '@/lib/format';
import { useApprovalMutations, useApprovals } from '../api/approvals';

function ApprovalRow(props: {
  item: ApprovalItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onSave: (text: string) => Promise<void>;
  saving: boolean;
}) {
  const { item } = props;
  const [text, setText] = useState(item.draft);
  const id = `approval-${item.commentId}`;
  return (
    <li className="flex gap-3 px-4 py-3">
      <Checkbox
        checked={props.selected}
        onCheckedChange={(checked) => props.onSelect(checked === true)}
        aria-label={`Select ${item.reviewer ?? 'item'}`}
        className="mt-1"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <PlatformIcon platform={item.platform} size="sm" />
          {item.rating !== null ? <span>{item.rating}★</span> : null}
          <span className="font-medium text-foreground">{item.reviewer ?? 'Anonymous'}</span>
          <time dateTime={item.postedAt}>{formatDateTime(item.postedAt)}</time>
          {item.ruleName ? <span>· {item.ruleName}</span> : null}
        </p>
        <p className="text-sm whitespace-pre-line">{item.content}</p>
        <label htmlFor={id} className="text-xs font-medium text-draft-foreground">
          Draft response
        </label>
        <textarea
          id={id}
          value={text}
          maxLength={5000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-card focus-visible:outline-2 focus-visible:outline-ring"
        />
        {text !== item.draft ? (
          <div>
            <Button size="sm" variant="outline" loading={props.saving} onClick={() => void props.onSave(text)}>
              Save draft
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The approval queue: rule drafts an approver edits, approves in bulk (charged once each) or rejects. */
export function ApprovalsPanel({ brandId }: { brandId: string }) {
  const approvals = useApprovals(brandId);
  const { saveDraft, decide } = useApprovalMutations();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = approvals.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.commentId));
  const credits = chosen.reduce((sum, item) => sum + item.sendCredits, 0);

  const run = async (decision: 'approve' | 'reject') => {
    try {
      const result = await decide.mutateAsync({ decision, commentIds: chosen.map((item) => item.commentId) });
      const failed = result.data.results.filter((entry) => entry.status === 'failed');
      if (failed.length > 0) toast.warning(failed[0]?.message ?? AUTOMATION_MESSAGES.approvalFailed);
      else toast.success(result.message);
      setSelected(new Set());
    } catch (error) {
      toast.error(errorMessage(error, AUTOMATION_MESSAGES.approvalFailed));
    }
  };

  if (approvals.isPending) return <Skeleton className="h-40" />;
  if (approvals.isError) {
    return (
      <Alert variant="error" onRetry={() => void approvals.refetch()}>
        {AUTOMATION_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title={AUTOMATION_MESSAGES.approvalsEmpty}
        description={AUTOMATION_MESSAGES.approvalsEmptyHint}
      />
    );
  }
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
        <Checkbox
          checked={chosen.length === items.length ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) =>
            setSelected(new Set(checked === true ? items.map((item) => item.commentId) : []))
          }
          aria-label="Select all"
        />
        <span className="text-sm text-muted-foreground">{chosen.length} selected</span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={chosen.length === 0 || decide.isPending}
            onClick={() => void run('reject')}
          >
            <X aria-hidden="true" />
            {fillTemplate(AUTOMATION_MESSAGES.rejectSelected, { n: chosen.length })}
          </Button>
          <Button
            size="sm"
            disabled={chosen.length === 0}
            loading={decide.isPending}
            onClick={() => void run('approve')}
          >
            <Check aria-hidden="true" />
            {fillTemplate(AUTOMATION_MESSAGES.approveSelected, { n: chosen.length, credits: formatCredits(credits) })}
          </Button>
        </div>
      </div>
      <ul className="divide-y divide-border" aria-label={AUTOMATION_MESSAGES.tabApprovals}>
        {items.map((item) => (
          <ApprovalRow
            key={`${item.commentId}:${item.draft}`}
            item={item}
            selected={selected.has(item.commentId)}
            onSelect={(on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(item.commentId);
                else next.delete(item.commentId);
                return next;
              })
            }
            saving={saveDraft.isPending && saveDraft.variables?.commentId === item.commentId}
            onSave={async (draftContent) => {
              try {
                await saveDraft.mutateAsync({ commentId: item.commentId, draftContent });
                toast.success(AUTOMATION_MESSAGES.draftSaved);
              } catch (error) {
                toast.error(errorMessage(error, AUTOMATION_MESSAGES.saveFailed));
              }
            }}
          />
        ))}
      </ul>
    </div>
  );
}
