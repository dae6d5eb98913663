import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { automationKey } from './rules-keys';

/** A bulk approval sends every draft, each waiting for its platform a moment: the answer may take long. */
const DECISION_TIMEOUT_MS = 120_000;

/** Drafts rules queued for approval, oldest first. */
export function useApprovals(brandId: string | null) {
  return useQuery({
    ...api.automation.approvals.queryOptions({ brandId, query: { limit: 100 } }),
    select: (response) => response.data,
  });
}

export async function saveApprovalDraft(input: { commentId: string; draftContent: string }) {
  const params = { id: input.commentId };
  return (await api.automation.saveApprovalDraft({ params, body: { draftContent: input.draftContent } })).data;
}

/** Approve (send, charged once per item) or reject, in bulk. */
export function decideApprovals(input: { decision: 'approve' | 'reject'; commentIds: string[] }) {
  const call = input.decision === 'approve' ? api.automation.approve : api.automation.reject;
  return call({ body: { commentIds: input.commentIds } }, { timeoutMs: DECISION_TIMEOUT_MS });
}

export function useApprovalMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: automationKey });
  return {
    saveDraft: useMutation({ mutationFn: saveApprovalDraft, onSuccess: refresh }),
    decide: useMutation({ mutationFn: decideApprovals, onSettled: refresh }),
  };
}
