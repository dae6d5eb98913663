import { INBOX_MESSAGES, PLATFORM_LABELS, SIGNAL_MESSAGES, type Comment, type SendResponse } from '@bizamply/contracts';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { markNotSpam } from '../api/not-spam';
import { toastError } from '@/lib/error-toast';
import { deleteReply, generateResponse, isRunning, sendResponse, type SendSource } from '../api/replies';
import type { RowBusy } from '../components/comment-row';
import type { RunningBulk } from '../components/selection-bar';
import { bulkSummary, runBulk } from '../lib/bulk-runner';
import type { BulkAction } from '../lib/costs';

type SendData = SendResponse['data'];

/** 'Shopify: sent · WhatsApp: failed (reason)': the dual-channel result of a Both send (spec 2 §4). */
export function describeSend(result: SendData): string {
  const platform = PLATFORM_LABELS[result.comment.platform];
  const dual = result.dualChannelResults;
  if (!dual) return result.status === 'queued' ? INBOX_MESSAGES.replyQueued : `${platform}: sent`;
  const whatsapp = result.channelsUsed.includes('whatsapp')
    ? dual.whatsappSuccess
      ? 'sent'
      : `failed${dual.whatsappError ? ` (${dual.whatsappError})` : ''}`
    : 'skipped';
  const platformText = dual.platformSuccess ? 'sent' : result.status === 'queued' ? 'queued' : 'failed';
  return `${platform}: ${platformText} · WhatsApp: ${whatsapp}`;
}

function announceSend(result: SendData) {
  const description = describeSend(result);
  if (result.warning) toast.warning(result.warning, { description });
  else if (result.status === 'partial') toast.warning(INBOX_MESSAGES.replySent, { description });
  else
    toast.success(result.status === 'queued' ? INBOX_MESSAGES.replyQueued : INBOX_MESSAGES.replySent, { description });
}

interface ActionDeps {
  replace: (comment: Comment) => void;
  refreshSoon: () => void;
  /** Spec 2 §4: selection is cleared for items that changed state. */
  unselect: (ids: string[]) => void;
}

/** Per-row and bulk generate/send, with the running state each row and the selection bar show. */
export function useInboxActions({ replace, refreshSoon, unselect }: ActionDeps) {
  const [busy, setBusy] = useState<ReadonlyMap<string, Exclude<RowBusy, null>>>(new Map());
  const [running, setRunning] = useState<RunningBulk | null>(null);
  const stopper = useRef<AbortController | null>(null);

  const setRowBusy = useCallback((id: string, kind: RowBusy) => {
    setBusy((current) => {
      const next = new Map(current);
      if (kind) next.set(id, kind);
      else next.delete(id);
      return next;
    });
  }, []);

  const generate = useCallback(
    async (comment: Comment) => {
      setRowBusy(comment.id, 'generate');
      try {
        const data = await generateResponse(comment.id);
        replace(data.comment);
        unselect([comment.id]);
      } finally {
        setRowBusy(comment.id, null);
      }
    },
    [replace, unselect, setRowBusy],
  );

  const send = useCallback(
    async (comment: Comment, source: SendSource) => {
      setRowBusy(comment.id, 'send');
      try {
        const data = await sendResponse(comment.id, comment.updatedContent ?? '', source);
        replace(data.comment);
        unselect([comment.id]);
        return data;
      } finally {
        setRowBusy(comment.id, null);
      }
    },
    [replace, unselect, setRowBusy],
  );

  const generateOne = useCallback(
    (comment: Comment) => {
      generate(comment)
        .catch((error: unknown) => toastError(error, INBOX_MESSAGES.generateFailed))
        .finally(refreshSoon);
    },
    [generate, refreshSoon],
  );

  const sendOne = useCallback(
    (comment: Comment, source: SendSource) => {
      if (isRunning('send', comment.id)) return;
      send(comment, source)
        .then(announceSend)
        .catch((error: unknown) => toastError(error, INBOX_MESSAGES.sendFailed))
        .finally(refreshSoon);
    },
    [send, refreshSoon],
  );

  const runSelected = useCallback(
    async (action: BulkAction, items: Comment[]) => {
      if (running || items.length === 0) return;
      const controller = new AbortController();
      stopper.current = controller;
      const kind = action === 'generate' ? 'generate' : 'send';
      const warnings: string[] = [];
      setRunning({ action, progress: { current: 0, total: items.length, succeeded: 0, failed: 0, skipped: 0 } });
      try {
        const result = await runBulk(
          items,
          async (comment) => {
            if (action === 'generate') return generate(comment);
            const data = await send(comment, action);
            if (data.warning) warnings.push(data.warning);
          },
          {
            isRunning: (comment) => isRunning(kind, comment.id),
            onProgress: (progress) => setRunning({ action, progress }),
            signal: controller.signal,
          },
        );
        const summary = bulkSummary(action === 'generate' ? 'Generated' : 'Sent', result);
        const description = warnings[0];
        if (result.failed > 0 || result.skipped > 0) toast.warning(summary, description ? { description } : undefined);
        else toast.success(summary, description ? { description } : undefined);
      } finally {
        setRunning(null);
        stopper.current = null;
        refreshSoon();
      }
    },
    [running, generate, send, refreshSoon],
  );

  const stop = useCallback(() => stopper.current?.abort(), []);

  /** "Not spam": the item goes back to the Inbox tab, where a reply can be generated. */
  const notSpam = useCallback(
    (comment: Comment) => {
      setRowBusy(comment.id, 'notSpam');
      markNotSpam(comment.id)
        .then((message) => {
          toast.success(message);
          unselect([comment.id]);
        })
        .catch((error: unknown) => toastError(error, SIGNAL_MESSAGES.notSpamFailed))
        .finally(() => {
          setRowBusy(comment.id, null);
          refreshSoon();
        });
    },
    [setRowBusy, unselect, refreshSoon],
  );

  /** "Delete reply" (Google reviews): the reply leaves the platform and the item returns to Drafts. */
  const removeReply = useCallback(
    (comment: Comment) => {
      setRowBusy(comment.id, 'deleteReply');
      deleteReply(comment.id)
        .then((message) => {
          toast.success(message);
          unselect([comment.id]);
        })
        .catch((error: unknown) => toastError(error, INBOX_MESSAGES.deleteReplyFailed))
        .finally(() => {
          setRowBusy(comment.id, null);
          refreshSoon();
        });
    },
    [setRowBusy, unselect, refreshSoon],
  );

  return { busy, running, generateOne, sendOne, runSelected, stop, notSpam, removeReply };
}
