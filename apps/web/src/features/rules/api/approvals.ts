import {
  approvalDecisionResponseSchema,
  approvalDraftResponseSchema,
  approvalsResponseSchema,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { rulesKeys } from './rules-keys';

/** GET /api/automation/approvals: drafts rules queued for approval, oldest first. */
export async function getApprovals(signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/automation/approvals', {
    query: { limit: 100 },
    schema: approvalsResponseSchema,
    signal,
  });
  return data;
}

export const getApprovalsQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: rulesKeys.approvals(brandId),
    queryFn: ({ signal }) => getApprovals(signal),
    enabled: brandId !== null,
  });

export function useApprovals(brandId: string | null) {
  return useQuery(getApprovalsQueryOptions(brandId));
}

export async function saveApprovalDraft(input: { commentId: string; draftContent: string }) {
  const { data } = await apiClient.put(
    `/api/automation/approvals/${input.commentId}/draft`,
    { draftContent: input.draftContent },
    { schema: approvalDraftResponseSchema },
  );
  return data;
}

/** Approve (send, charged once per item) or reject, in bulk. */
export async function decideApprovals(input: { decision: 'approve' | 'reject'; commentIds: string[] }) {
  return apiClient.post(
    `/api/automation/approvals/${input.decision}`,
    { commentIds: input.commentIds },
    { schema: approvalDecisionResponseSchema, timeoutMs: 120_000 },
  );
}

export function useApprovalMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: rulesKeys.all(getSelectedBrandId()) });
  return {
    saveDraft: useMutation({ mutationFn: saveApprovalDraft, onSuccess: refresh }),
    decide: useMutation({ mutationFn: decideApprovals, onSettled: refresh }),
  };
}
