import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { DismissibleAlert } from '../../../components/console/DismissibleAlert';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useEditorApi } from '../../../api/editor-api-context';
import { useBulkEditorContent, type ContentBulkAction, type ContentBulkResult } from '../../../api/operations/bulkEditorContent';
import {
  searchEditorContentQueryOptions,
  type ContentListRow,
  type ListedContentKind,
} from '../../../api/operations/searchEditorContent';
import { PagedResults } from '../../../components/console/PagedResults';
import { messageOf } from '../../../components/console/message-of';
import { moved } from '../content-rules';
import { BulkActions } from './BulkActions';
import { BulkResults } from './BulkResults';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import classes from './ContentList.module.css';
import { ContentRowView } from './ContentRowView';
import { ListControls } from './ListControls';
import { changedLine, FIRST_VIEW, showsDisplayOrder, toListQuery, type ListView } from './list-view';

export interface ContentBrowserProps<T> {
  kind: ListedContentKind;
  /** The list's name, e.g. `Guest banners` (its accessible name). */
  label: string;
  /** How one item is named, e.g. `banner`, and several (default: noun + s). */
  noun: string;
  plural?: string;
  /** Only banners of this audience. */
  audience?: 'guest' | 'member';
  /**
   * The kind's every item in display order (its own list call; of this audience): what Edit opens,
   * what previews show, and the order a move changes.
   */
  items: T[] | undefined;
  idOf: (item: T) => string;
  /** The key of that list call, loaded again after a change here. */
  itemsKey: QueryKey;
  preview?: (item: T) => ReactNode;
  details?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  /** Items that must stay (legal pages): no Delete, no Unpublish while published. */
  fixed?: (item: T) => boolean;
  /** What the delete confirmation names, when more than the item goes (default `the <noun> “<title>”`). */
  deleteWhat?: (item: T) => string;
  onReorder: (ids: string[]) => Promise<unknown>;
  onEdit: (item: T) => void;
}

const PAST: Record<ContentBulkAction['action'], string> = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' };

const moveButtonId = (id: string, direction: 'up' | 'down') => `move-${direction}-${id}`;

/**
 * A content kind's console list (docs/console-kinds.md, "Lists"): searched, filtered, sorted and
 * paged by the server; rows chosen for bulk publish, unpublish or delete (asked first, each item's
 * result said); each row published, unpublished, edited, deleted (asked first) and, in display
 * order, moved up or down. What happened is announced in a status line.
 */
export function ContentBrowser<T>(props: ContentBrowserProps<T>) {
  const { kind, label, noun, audience, items, idOf } = props;
  const plural = props.plural ?? `${noun}s`;
  const api = useEditorApi();
  const [view, setView] = useState<ListView>(FIRST_VIEW);
  const query = useQuery(searchEditorContentQueryOptions(api, kind, toListQuery(view, audience)));
  const bulk = useBulkEditorContent([props.itemsKey]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<ContentBulkResult[]>([]);
  const [deleting, setDeleting] = useState<ContentListRow | null>(null);
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  const byId = useMemo(() => new Map((items ?? []).map((item) => [idOf(item), item])), [items, idOf]);
  const order = useMemo(() => (items ?? []).map(idOf), [items, idOf]);
  const rows = query.data?.items ?? [];
  const inOrder = showsDisplayOrder(view);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !rows.some((row) => row.id === target.id)) return;
    focusAfterMove.current = null;
    document.getElementById(moveButtonId(target.id, target.direction))?.focus();
  });

  const changeView = (next: ListView) => {
    setView(next);
    setChosen([]);
  };

  const run = async (action: ContentBulkAction['action'], chosenRows: ContentListRow[]) => {
    setFailure(null);
    setResults([]);
    try {
      const revisions = Object.fromEntries(chosenRows.map((row) => [row.id, row.revision]));
      const answered = await bulk.mutateAsync({ kind, body: { action, ids: chosenRows.map((row) => row.id), revisions } });
      setChosen([]);
      return answered;
    } catch (error) {
      setFailure(messageOf(error));
      return null;
    }
  };

  const runChosen = async (action: ContentBulkAction['action']) => {
    const chosenRows = rows.filter((row) => chosen.includes(row.id));
    const answered = await run(action, chosenRows);
    if (!answered) return;
    const done = answered.filter((result) => result.ok).length;
    const counted = (count: number) => `${count} ${count === 1 ? noun : plural}`;
    setStatus(
      done === answered.length ? `${counted(done)} ${PAST[action]}.` : `${done} of ${counted(answered.length)} ${PAST[action]}.`,
    );
    setResults(answered);
  };

  const runOne = async (action: ContentBulkAction['action'], row: ContentListRow, done: string) => {
    const answered = await run(action, [row]);
    const [result] = answered ?? [];
    if (!result) return;
    if (result.ok) setStatus(done);
    else setFailure(result.message);
  };

  const move = async (id: string, direction: 'up' | 'down') => {
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    setFailure(null);
    try {
      await props.onReorder(moved(order, from, to));
    } catch (error) {
      setFailure(messageOf(error));
      return;
    }
    const title = rows.find((row) => row.id === id)?.title ?? '';
    setStatus(`Moved “${title}” to position ${to + 1} of ${order.length}.`);
    const atEnd = direction === 'up' ? to === 0 : to === order.length - 1;
    focusAfterMove.current = { id, direction: atEnd ? (direction === 'up' ? 'down' : 'up') : direction };
    if (Math.floor(to / view.limit) + 1 !== view.page) setView({ ...view, page: Math.floor(to / view.limit) + 1 });
  };

  const deleteWhatOf = (row: ContentListRow) => {
    const item = byId.get(row.id);
    return item === undefined ? undefined : props.deleteWhat?.(item);
  };

  const pageIds = rows.map((row) => row.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.includes(id));
  const busy = bulk.isPending;

  return (
    <Stack gap="xs">
      <ListControls label={label} view={view} onView={changeView} />
      <DismissibleAlert onDismiss={() => setFailure(null)}>{failure}</DismissibleAlert>
      <BulkResults results={results} onClose={() => setResults([])} />
      <Text size="sm" role="status" c="dimmed" mih={20}>
        {status}
      </Text>
      <PagedResults
        query={query}
        what={`the ${plural}`}
        count={(total) =>
          total === 0
            ? view.filters.q || view.filters.status
              ? `No ${plural} match.`
              : `No ${plural} yet.`
            : `${total} ${total === 1 ? noun : plural}`
        }
        pagesLabel={`${label} pages`}
        page={view.page}
        onPage={(page) => changeView({ ...view, page })}
      >
        {(pageRows) => (
          <>
            <Group gap="sm" wrap="wrap">
              <Checkbox
                label="Choose all on this page"
                checked={allChosen}
                indeterminate={!allChosen && pageIds.some((id) => chosen.includes(id))}
                onChange={(event) => setChosen(event.currentTarget.checked ? pageIds : [])}
              />
              <BulkActions
                titles={pageRows.filter((row) => chosen.includes(row.id)).map((row) => row.title)}
                noun={noun}
                plural={plural}
                busy={busy}
                onRun={(action) => void runChosen(action)}
                onClear={() => setChosen([])}
              />
            </Group>
            <ol className={classes.list} aria-label={label} aria-busy={busy || query.isFetching}>
              {pageRows.map((row) => {
                const item = byId.get(row.id);
                const position = order.indexOf(row.id);
                return (
                  <ContentRowView
                    key={row.id}
                    title={row.title}
                    position={inOrder && position >= 0 ? `${position + 1}.` : undefined}
                    published={row.published}
                    fixed={item !== undefined && (props.fixed?.(item) ?? false)}
                    busy={busy}
                    preview={item && props.preview?.(item)}
                    details={item && props.details?.(item)}
                    changed={changedLine(row.updated_at, row.updated_by)}
                    viewUrl={row.view_url}
                    actions={item && props.actions?.(item)}
                    selection={{
                      checked: chosen.includes(row.id),
                      onChange: (checked) => setChosen((ids) => (checked ? [...ids, row.id] : ids.filter((id) => id !== row.id))),
                    }}
                    moves={
                      inOrder && position >= 0
                        ? {
                            upId: moveButtonId(row.id, 'up'),
                            downId: moveButtonId(row.id, 'down'),
                            canUp: position > 0 && !busy,
                            canDown: position < order.length - 1 && !busy,
                            onUp: () => void move(row.id, 'up'),
                            onDown: () => void move(row.id, 'down'),
                          }
                        : null
                    }
                    onEdit={() => item && props.onEdit(item)}
                    onTogglePublished={() =>
                      void runOne(
                        row.published ? 'unpublish' : 'publish',
                        row,
                        `“${row.title}” is ${row.published ? 'unpublished: guests and members no longer see it' : 'published'}.`,
                      )
                    }
                    onDelete={() => setDeleting(row)}
                  />
                );
              })}
            </ol>
          </>
        )}
      </PagedResults>
      <ConfirmDeleteDialog
        what={deleting === null ? null : (deleteWhatOf(deleting) ?? `the ${noun} “${deleting.title}”`)}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting!;
          void runOne('delete', row, `“${row.title}” was deleted.`).then(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}
