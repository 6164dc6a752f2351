// The one server-paginated table of the back-office. Its page, page size, search text, filters and order live in
// the URL (useTableParams, in table-params.ts), so a reload or a shared link shows the same view:
//   const table = useTableParams(['status'],             // filter names, as the endpoint's query calls them
//     { columns: DATE_OR_STATUS, sort: 'created_at', dir: 'desc' });  // sortable columns and the default order
//   const list = useQuery({ queryKey: ['feedback', table.query], queryFn: () => api(x.list, table.query),
//     placeholderData: keepPreviousData });
//   const columns = [{ header: 'Date', sort: 'created_at', cell: ... }, ...];  // a header that sorts the list
//   <DataTable label="Feedback" table={table} list={list} columns={columns} rowKey={(r) => r.id}
//     search="Search by subject or name" filters={[{ name: 'status', label: 'Status', options }]}
//     empty={{ icon: Inbox, title: 'No feedback found' }} errorTitle="Failed to load feedback" />
// Below md the rows stack as cards (each value under its column's name), so a phone never scrolls sideways; the
// sortable headers stay, as a row of buttons above the cards.
// The list is sorted on the server (the endpoint's `sort` and `dir`), so the order holds across pages.
// Office-only: its own words are in the office frame's catalogue (OFFICE_COMPONENTS, lingui.config.ts).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  type LucideIcon,
  Search,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { SortDirection } from '@/shared/schemas';
import { i18n } from '@/web/lib/i18n';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { EmptyState } from './page-states';
import { PAGE_SIZES, type TableParams } from './table-params';
import { Button } from './ui/button';
import { Input, NativeSelect } from './ui/input';
import { Skeleton } from './ui/skeleton';

export interface Column<T, S extends string = string> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort column this header sorts by (one of the table's sorting columns); not sortable without it. */
  sort?: S;
  /** Classes for this column's header and cells (alignment, width). */
  className?: string;
  /** Left out: e.g. the change buttons' column for a person who may only read the area. */
  hidden?: boolean;
}

/** For a table of many columns beside the sidebar: a little less padding per cell lets them all fit at 1280 px. */
export const withTightCells = <T,>(columns: Column<T>[]) =>
  columns.map((c) => ({ ...c, className: cn('md:px-2', c.className) }));

export interface TableFilter<F extends string = string> {
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The no-filter option; defaults to 'All' (in the person's language). */
  allLabel?: string;
}

interface ListState<T> {
  data?: { items: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching?: boolean;
  refetch(): unknown;
}

export function DataTable<T, F extends string = never, S extends string = never>({
  label,
  table,
  list,
  columns: allColumns,
  rowKey,
  search,
  filters = [],
  empty,
  errorTitle,
  toolbar,
}: {
  /** The table's caption (read by screen readers). */
  label: string;
  table: TableParams<F, S>;
  /** The list query: { items, total } when loaded. */
  list: ListState<T>;
  columns: Column<T, S>[];
  rowKey: (row: T) => string;
  /** The search box's placeholder; no search box without it. */
  search?: string;
  filters?: TableFilter<F>[];
  empty: { icon: LucideIcon; title: string; message?: string };
  /** Heading of the failed-load state; the server's message goes under it. */
  errorTitle: string;
  /** Extra controls beside the search box (e.g. an export button). */
  toolbar?: ReactNode;
}) {
  const columns = allColumns.filter((c) => !c.hidden);
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / table.pageSize));
  // A page past the end (rows deleted, or an old link): go to the last page that has rows.
  useEffect(() => {
    if (list.data && table.page > lastPage) table.setPage(lastPage);
  }, [list.data, table.page, lastPage, table.setPage]);

  return (
    <div className="flex flex-col gap-4">
      {search || filters.length || toolbar ? (
        <div className="flex flex-wrap items-end gap-3">
          {search ? <SearchBox placeholder={search} value={table.q} onSearch={table.setSearch} /> : null}
          {filters.map((f) => (
            <FilterSelect
              key={f.name}
              filter={f}
              value={table.filters[f.name]}
              onChange={(v) => table.setFilter(f.name, v)}
            />
          ))}
          {toolbar ? <div className="ml-auto flex flex-wrap gap-2">{toolbar}</div> : null}
        </div>
      ) : null}

      {list.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={errorTitle}
          message={list.error?.message}
          onRetry={() => list.refetch()}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} message={empty.message} />
      ) : (
        // Wide tables scroll inside this box (focusable, so the keyboard can scroll it too), never the page;
        // `relative` keeps the absolutely placed screen-reader labels inside it too.
        <section
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative rounded-lg border bg-card md:overflow-x-auto max-md:border-0 max-md:bg-transparent"
        >
          <table
            className={cn('w-full text-sm max-md:block', list.isFetching && list.data && 'opacity-70')}
            aria-busy={list.isPending || undefined}
          >
            <caption className="sr-only">{label}</caption>
            <thead className={cn('max-md:block', !columns.some((c) => c.sort) && 'max-md:hidden')}>
              <tr className="border-b bg-muted/50 text-left max-md:mb-3 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 max-md:border-0 max-md:bg-transparent">
                {columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    aria-sort={c.sort ? (c.sort === table.sort ? SORTED[table.dir] : 'none') : undefined}
                    className={cn(
                      'px-3 py-2.5 font-medium',
                      c.sort ? 'max-md:p-0' : 'max-md:hidden',
                      c.className,
                    )}
                  >
                    {c.sort ? (
                      <SortButton
                        header={c.header}
                        dir={c.sort === table.sort ? table.dir : null}
                        onSort={() => c.sort && table.setSort(c.sort)}
                      />
                    ) : (
                      c.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
              {list.data
                ? list.data.items.map((row) => (
                    <tr key={rowKey(row)} className={rowClass}>
                      {columns.map((c) => (
                        <td key={c.header} data-label={c.header} className={cn(cellClass, c.className)}>
                          <div className="min-w-0 break-words max-md:text-right">{c.cell(row)}</div>
                        </td>
                      ))}
                    </tr>
                  ))
                : SKELETON_ROWS.map((key) => (
                    <tr key={key} className={rowClass}>
                      {columns.map((c) => (
                        <td key={c.header} data-label={c.header} className={cellClass}>
                          <Skeleton className="h-5 w-full min-w-12" />
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </section>
      )}

      {list.data && total > 0 ? <Pager table={table} total={total} lastPage={lastPage} /> : null}
    </div>
  );
}

const SORTED = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable header: the column's name and an arrow for the current direction (both ways when not sorted by it). */
function SortButton({ header, dir, onSort }: { header: string; dir: SortDirection | null; onSort(): void }) {
  const Arrow = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'max-md:mx-0 max-md:rounded-md max-md:border max-md:bg-card max-md:px-2.5 max-md:py-1.5 max-md:text-xs',
        dir && 'max-md:border-primary',
      )}
    >
      {header}
      <Arrow className={cn('size-3.5 shrink-0', !dir && 'text-muted-foreground')} aria-hidden />
    </button>
  );
}

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];
/** A row and a cell as this table draws them (a card per row below md): also for short lists that need no pages. */
export const rowClass =
  'border-b md:last:border-b-0 max-md:block max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3';
export const cellClass =
  'px-3 py-2.5 align-middle max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

/** Searches as the admin types (after a short pause), and at once on Enter. */
function SearchBox({
  placeholder,
  value,
  onSearch,
}: {
  placeholder: string;
  value: string;
  onSearch(q: string): void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The URL is the source of truth: back/forward or a shared link updates the box, but our own search
  // coming back must not overwrite what the admin typed meanwhile.
  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = value;
  }, [value]);
  const submit = (q: string) => {
    sent.current = q.trim();
    onSearch(q);
  };
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const t = setTimeout(() => submit(text), 350);
    return () => clearTimeout(t);
  });
  return (
    <form
      className="relative w-full sm:w-72"
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={t`Search`}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pl-9"
      />
    </form>
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: TableFilter;
  value: string;
  onChange(v: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex min-w-36 flex-col gap-1 max-sm:flex-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {filter.label}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{filter.allLabel ?? t`All`}</option>
        {/* A value from the URL that the options do not (yet) list still shows as chosen. */}
        {value && !filter.options.some((o) => o.value === value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Pager({
  table,
  total,
  lastPage,
}: {
  table: Pick<TableParams, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  total: number;
  lastPage: number;
}) {
  const { t } = useLingui();
  const id = useId();
  const first = (table.page - 1) * table.pageSize + 1;
  const last = Math.min(total, table.page * table.pageSize);
  const page = table.page;
  return (
    <nav aria-label={t`Pagination`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t`Showing ${first}–${last} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-muted-foreground">
            {t`Rows per page`}
          </label>
          <NativeSelect
            id={id}
            className="w-auto"
            value={table.pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span>{t`Page ${page} of ${lastPage}`}</span>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Previous page`}
            disabled={table.page <= 1}
            onClick={() => table.setPage(table.page - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Next page`}
            disabled={table.page >= lastPage}
            onClick={() => table.setPage(table.page + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>
    </nav>
  );
}

/** A list that failed to load also says so in a toast, in the screen's own words (spec section 8). */
export function useLoadFailedToast(error: Error | null, loadFailed: (message: string) => string) {
  useEffect(() => {
    if (error) toast.error(i18n._(msg`Error`), { description: loadFailed(error.message) });
  }, [error, loadFailed]);
}
