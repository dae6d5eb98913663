import {
  AUTOMATION_MESSAGES,
  COMMENT_TABS,
  bothChannelsBlocker,
  CREDIT_SETTINGS_DEFAULTS,
  INBOX_MESSAGES,
  SIGNAL_MESSAGES,
  SEARCH_COUNT_LIMIT,
  type Comment,
  type CommentTab,
  type Platform,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, Store } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useLivePolling, useLiveSignals } from '@/lib/live/live-bus';
import { useSelectedBrand } from '@/lib/selected-brand';
import { getSelectedBrandId } from '@/lib/storage';
import { invalidateInbox, useCommentStats, useComments, type InboxFilters } from '../api/comments';
import { creditKeys, useCreditPrices } from '../api/credits';
import { INITIAL_INBOX_FILTERS } from '../api/prefetch-inbox';
import { CommentList } from '../components/comment-list';
import { CommentRow } from '../components/comment-row';
import { InboxHeader } from '../components/inbox-header';
import { InboxStats } from '../components/inbox-stats';
import { InboxToolbar } from '../components/inbox-toolbar';
import type { ProductChange } from '../components/instagram-product-select';
import { ResponseEditor, type EditorMode } from '../components/response-editor';
import { InboxSelectionBar } from '../components/selection-bar';
import { useInboxActions } from '../hooks/use-inbox-actions';
import { useInboxCache } from '../hooks/use-inbox-cache';
import { useHighlight } from '../hooks/use-highlight';
import { useNewItems, useRowMarks } from '../hooks/use-row-marks';
import { useReplyTarget } from '../api/reply-target';
import { useInboxSelection } from '../hooks/use-inbox-selection';
import { EMPTY_STATES, INBOX_TEXT } from '../lib/texts';

export { prefetchInbox } from '../api/prefetch-inbox';

/** Spec 2 §9: the Inbox tab refetches every 60 s while Auto-refresh is on. */
export const INBOX_POLL_MS = 60_000;
const SEARCH_DEBOUNCE_MS = 300;
const TAB_LABELS = {
  pending: INBOX_MESSAGES.tabInbox,
  held: AUTOMATION_MESSAGES.needsPerson,
  draft: INBOX_MESSAGES.tabDraft,
  sent: INBOX_MESSAGES.tabSent,
  spam: SIGNAL_MESSAGES.spamTab,
};
const TAB_BADGES = { pending: 'pending', held: 'warning', draft: 'draft', sent: 'sent', spam: 'error' } as const;
/** A search's counts stop just past SEARCH_COUNT_LIMIT (the server counts no further): '100+'. */
const tabCount = (count: number) =>
  count > SEARCH_COUNT_LIMIT ? `${formatNumber(SEARCH_COUNT_LIMIT)}+` : formatNumber(count);

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label={INBOX_MESSAGES.loadingData}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-[120px]" />
      ))}
    </div>
  );
}

function Overlay({ title, hint }: { title: string; hint?: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-surface/80 backdrop-blur-[1px]"
    >
      <Spinner className="size-6" />
      <p className="text-sm font-medium">{title}</p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** /responses: the Customer Responses inbox (spec 2 "Customer Responses inbox", §4, §7, §9). */
export function ResponsesPage() {
  const brandId = getSelectedBrandId();
  const selectedBrand = useSelectedBrand();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<CommentTab>(INITIAL_INBOX_FILTERS.status);
  const [platform, setPlatform] = useState<Platform | 'all'>(INITIAL_INBOX_FILTERS.platform);
  const [searchInput, setSearchInput] = useState(INITIAL_INBOX_FILTERS.search);
  const [search, setSearch] = useState(INITIAL_INBOX_FILTERS.search);
  const [sort, setSort] = useState<InboxFilters['sort']>(INITIAL_INBOX_FILTERS.sort);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [editor, setEditor] = useState<{ comment: Comment; mode: EditorMode } | null>(null);
  const [manualRefresh, setManualRefresh] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const filters = useMemo<InboxFilters>(() => ({ status: tab, platform, search, sort }), [tab, platform, search, sort]);
  // Live updates push new items; the spec's 60 s poll only runs while no live stream serves this tab.
  const livePoll = useLivePolling(INBOX_POLL_MS);
  const poll = autoRefresh && tab === 'pending' ? livePoll : false;
  useLiveSignals((signal) => {
    if (!autoRefresh) return;
    const mine =
      signal === 'resync' || (signal.kind !== 'credits' && signal.kind !== 'connections' && signal.brandId === brandId);
    if (mine) void invalidateInbox(queryClient, brandId);
  });
  const list = useComments(brandId, filters, poll);
  const stats = useCommentStats(brandId, platform, poll);
  const prices = useCreditPrices();
  const priceList = prices.data ?? CREDIT_SETTINGS_DEFAULTS;
  const replyTarget = useReplyTarget(brandId);

  // The list is drawn from a deferred copy of its answer: an answer arrives through a store subscription, which
  // React renders synchronously, and drawing the rows (and measuring them) in that render was the longest task of
  // a phone's load. Deferred, the rows are rendered in a transition React splits; the skeleton stays meanwhile.
  // Deferred from the first render too (null): the list asked at start may be in before the page mounts.
  const listData = useDeferredValue<typeof list.data | null>(list.data, null);
  const listDrawn = listData === list.data;
  const comments = useMemo(() => {
    const seen = new Set<string>();
    return (listData?.pages ?? []).flatMap((page) =>
      page.comments.filter((comment) => (seen.has(comment.id) ? false : (seen.add(comment.id), true))),
    );
  }, [listData]);
  const counts = listData?.pages[0]?.counts;

  const selection = useInboxSelection(comments);
  const { setActiveIndex } = selection;
  const { replace, patch, refreshSoon } = useInboxCache(brandId);
  const actions = useInboxActions({ replace, refreshSoon, unselect: selection.unselect });
  const { marks, mark } = useRowMarks();
  useNewItems(
    list.isPlaceholderData ? undefined : list.data?.pages[0]?.comments,
    tab === 'pending',
    JSON.stringify(filters),
    mark,
  );

  const showTab = useCallback((status: CommentTab) => {
    setTab(status);
    setPlatform('all');
    setSearchInput('');
    setSearch('');
  }, []);
  const { scrollTo, setScrollTo } = useHighlight({
    comments,
    ready: listDrawn && !list.isPending && !list.isPlaceholderData,
    tab,
    mark,
    setActiveIndex,
    showTab,
  });

  const onRefresh = useCallback(async () => {
    setManualRefresh(true);
    await invalidateInbox(queryClient, brandId);
    setManualRefresh(false);
  }, [queryClient, brandId]);

  const onProductChanged = useCallback(
    (change: ProductChange) =>
      patch((comment) =>
        comment.mediaId === change.mediaId || comment.MediaID === change.mediaId
          ? { ...comment, selectedProductId: change.selectedProductId, productSelectedAt: change.productSelectedAt }
          : comment,
      ),
    [patch],
  );

  // "Needs a person" mixes Inbox and Draft items: they are handled one by one, not in bulk.
  const bulkTab = tab === 'pending' || tab === 'draft' || tab === 'sent' ? tab : null;
  const actionable = selection.selectedComments.filter((comment) => comment.status === bulkTab);
  const brandHasWhatsApp = selectedBrand?.ServiceConnected.includes('whatsapp') ?? false;
  const bothBlocked = actionable.filter((comment) => bothChannelsBlocker(comment, brandHasWhatsApp) !== null).length;
  const openEditor = useCallback((comment: Comment, mode: EditorMode) => {
    if (comment.status !== 'sent') setEditor({ comment, mode });
  }, []);
  const editRow = useCallback((comment: Comment) => openEditor(comment, 'edit'), [openEditor]);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget || event.metaKey || event.ctrlKey || event.altKey) return;
    const active = comments[selection.activeIndex];
    const move = (delta: number) => {
      const index = Math.min(comments.length - 1, Math.max(0, selection.activeIndex + delta));
      selection.setActiveIndex(index);
      setScrollTo({ index });
    };
    if (event.key === 'j') move(1);
    else if (event.key === 'k') move(-1);
    else if (event.key === 'x' && active) selection.toggle(active.id, !selection.selected.has(active.id), false);
    else if (event.key === 'Enter' && active) openEditor(active, 'preview');
    else if (event.key === 'e' && active) openEditor(active, 'edit');
    else return;
    event.preventDefault();
  };

  if (!brandId) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col">
        <PageHeader title={INBOX_TEXT.pageTitle} />
        <EmptyState
          icon={<Store aria-hidden="true" />}
          title={INBOX_TEXT.noBrandTitle}
          description={INBOX_TEXT.noBrandHint}
        />
      </div>
    );
  }

  const empty = EMPTY_STATES[tab];
  const firstLoad = list.isPending || (listData === undefined && list.data !== undefined);
  const generating = actions.running?.action === 'generate';
  const loadingOverlay = !firstLoad && (list.isPlaceholderData || manualRefresh);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader title={INBOX_TEXT.pageTitle} description={INBOX_TEXT.pageDescription} className="pb-0" />
      <InboxHeader
        connected={!list.isError}
        autoRefresh={autoRefresh}
        onAutoRefreshChange={setAutoRefresh}
        lastSync={list.dataUpdatedAt ? new Date(list.dataUpdatedAt) : null}
        refreshing={list.isFetching && !list.isFetchingNextPage}
        onRefresh={() => void onRefresh()}
        refreshingCredits={prices.isFetching}
        onRefreshCredits={() => void queryClient.invalidateQueries({ queryKey: creditKeys.all })}
      />
      <InboxStats stats={stats.data} />
      <InboxToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        platform={platform}
        onPlatformChange={setPlatform}
        sort={sort}
        onSortChange={setSort}
        onSelectAll={selection.selectAll}
        selectAllDisabled={comments.length === 0}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as CommentTab);
          selection.clear();
          setActiveIndex(0);
        }}
        className="flex flex-col items-start gap-5"
      >
        <TabsList>
          {COMMENT_TABS.map((status) => (
            <TabsTrigger key={status} value={status}>
              {TAB_LABELS[status]}
              <Badge variant={TAB_BADGES[status]} className="tabular">
                {counts ? tabCount(counts[status]) : '–'}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The active tab's panel (its trigger's aria-controls points here); the other tabs have none mounted. */}
        <TabsContent
          value={tab}
          className="relative mt-0 self-stretch overflow-hidden rounded-lg border border-border bg-surface shadow-card"
        >
          {firstLoad ? (
            <ListSkeleton />
          ) : list.isError && comments.length === 0 ? (
            <EmptyState
              icon={<Inbox aria-hidden="true" />}
              title={INBOX_MESSAGES.fetchFailed}
              description={INBOX_MESSAGES.disconnected}
            />
          ) : comments.length === 0 ? (
            <EmptyState icon={<Inbox aria-hidden="true" />} title={empty.title} description={empty.hint} />
          ) : (
            <CommentList
              comments={comments}
              label={`${TAB_LABELS[tab]} items. ${INBOX_TEXT.keyboardHint}`}
              activeIndex={selection.activeIndex}
              scrollTo={scrollTo}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={() => void list.fetchNextPage()}
              onKeyDown={onListKeyDown}
              renderRow={(comment, index) => (
                <CommentRow
                  comment={comment}
                  brandId={brandId}
                  prices={priceList}
                  brandHasWhatsApp={brandHasWhatsApp}
                  selected={selection.selected.has(comment.id)}
                  active={index === selection.activeIndex}
                  mark={marks.get(comment.id) ?? null}
                  replyTargetHours={replyTarget.data ?? null}
                  busy={actions.busy.get(comment.id) ?? null}
                  onToggle={selection.toggle}
                  onGenerate={actions.generateOne}
                  onEdit={editRow}
                  onSend={actions.sendOne}
                  onProductChanged={onProductChanged}
                  onNotSpam={actions.notSpam}
                  onDeleteReply={actions.removeReply}
                />
              )}
            />
          )}
          {generating ? <Overlay title={INBOX_MESSAGES.generatingResponses} hint={INBOX_TEXT.generatingHint} /> : null}
          {loadingOverlay && !generating ? <Overlay title={INBOX_MESSAGES.loadingData} /> : null}
        </TabsContent>
      </Tabs>
      {bulkTab && (selection.selected.size > 0 || actions.running) ? (
        <InboxSelectionBar
          tab={bulkTab}
          count={actions.running ? actions.running.progress.total : actionable.length}
          prices={priceList}
          bothBlocked={bothBlocked}
          running={actions.running}
          onClear={selection.clear}
          onStop={actions.stop}
          onRun={(action) => void actions.runSelected(action, actionable)}
        />
      ) : null}
      {editor ? (
        <ResponseEditor
          comment={editor.comment}
          brandId={brandId}
          prices={priceList}
          initialMode={editor.mode}
          onClose={() => setEditor(null)}
          onUpdated={(comment) => {
            replace(comment);
            refreshSoon();
          }}
        />
      ) : null}
    </div>
  );
}
