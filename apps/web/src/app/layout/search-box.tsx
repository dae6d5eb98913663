import { DASHBOARD_MESSAGES, PLATFORM_LABELS, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@bizamply/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import { useCommentSearch } from './api/search';

const DEBOUNCE_MS = 250;

/**
 * Finds the selected brand's reviews and comments as the user types (GET /api/search). A result opens it in
 * the inbox (/responses?highlight=<id>); Enter without a chosen result searches the inbox for the text.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useCommentSearch(query);
  const results = query.length >= SEARCH_QUERY_MIN ? (search.data ?? []) : [];
  const showList = open && query.length >= SEARCH_QUERY_MIN;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const openResult = (id: string) => {
    close();
    setText('');
    navigate(`/responses?highlight=${encodeURIComponent(id)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = results[active];
    if (chosen) return openResult(chosen.id);
    const value = text.trim();
    close();
    navigate(value ? `/responses?search=${encodeURIComponent(value)}` : '/responses');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (results.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => (current + step + results.length) % results.length);
  };

  return (
    <form role="search" onSubmit={submit} className="relative hidden w-full max-w-sm lg:block">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder={DASHBOARD_MESSAGES.searchPlaceholder}
        aria-label="Search reviews and comments"
        className="pr-9 pl-9"
        maxLength={SEARCH_QUERY_MAX}
      />
      {search.isFetching && showList ? (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          <Spinner />
        </span>
      ) : null}
      {showList ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-border bg-surface-raised shadow-popover">
          <ul id={listId} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto p-1">
            {results.map((result, index) => (
              <li
                key={result.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  openResult(result.id);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-md px-2.5 py-2 text-sm',
                  index === active && 'bg-muted',
                )}
              >
                <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <PlatformIcon platform={result.platform} size="sm" withLabel={false} />
                    <span className="truncate font-medium text-foreground">
                      {result.reviewerName ?? PLATFORM_LABELS[result.platform]}
                    </span>
                    {result.productTitle ? <span className="truncate">· {result.productTitle}</span> : null}
                  </span>
                  <span className="shrink-0">{formatRelativeTime(result.postedAt)}</span>
                </span>
                <span className="line-clamp-2">{result.content}</span>
              </li>
            ))}
          </ul>
          {results.length === 0 && !search.isFetching ? (
            <p className="px-3 py-4 text-center text-sm text-muted-foreground">
              {search.isError ? DASHBOARD_MESSAGES.searchFailed : DASHBOARD_MESSAGES.searchNoResults}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
