import { Text } from '@mantine/core';
import { DismissibleAlert } from '../../../components/console/DismissibleAlert';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { moved } from '../content-rules';
import { useBusyCall } from '../../../components/console/use-busy-call';
import classes from './ContentList.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ContentRowView } from './ContentRowView';

export interface ContentListProps<T> {
  /** The list's name, e.g. `Guest banners` (its accessible name). */
  label: string;
  /** How one item is named in messages, e.g. `banner`. */
  noun: string;
  /** How several are named, when not `noun` + s (e.g. `specialities`). */
  plural?: string;
  items: T[];
  idOf: (item: T) => string;
  titleOf: (item: T) => string;
  publishedOf: (item: T) => boolean;
  preview?: (item: T) => ReactNode;
  details?: (item: T) => ReactNode;
  /** More buttons or links for a row (e.g. a page's History), before Delete. */
  actions?: (item: T) => ReactNode;
  /** Items that must stay (e.g. legal pages): no Delete, and no Unpublish while published; `details` should say why. */
  fixed?: (item: T) => boolean;
  onReorder: (ids: string[]) => Promise<unknown>;
  onSetPublished: (item: T, published: boolean) => Promise<unknown>;
  onEdit: (item: T) => void;
  onDelete: (item: T) => Promise<unknown>;
  /** What the delete confirmation names, when more than the item goes (default `the <noun> “<title>”`). */
  deleteWhat?: (item: T) => string;
}

const moveButtonId = (id: string, direction: 'up' | 'down') => `move-${direction}-${id}`;

/**
 * The console's list of one kind of content, in display order: each row moves up or down (plain
 * buttons, so the keyboard and screen readers work as for any button), is published or
 * unpublished, edited or deleted after a confirmation. What happened is announced in a status line.
 */
export function ContentList<T>(props: ContentListProps<T>) {
  const { label, noun, items, idOf, titleOf, publishedOf } = props;
  const [status, setStatus] = useState('');
  const { busy, failure: error, setFailure: setError, run: call } = useBusyCall();
  const [deleting, setDeleting] = useState<T | null>(null);
  /** The move button to focus once the list shows the moved item at its new place (after any render). */
  const focusAfterMove = useRef<{ id: string; index: number; direction: 'up' | 'down' } | null>(null);
  const [, setMoves] = useState(0);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || items.findIndex((item) => idOf(item) === target.id) !== target.index) return;
    focusAfterMove.current = null;
    document.getElementById(moveButtonId(target.id, target.direction))?.focus();
  });

  /** Runs an action and announces `done` once it has succeeded. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    const ok = await call(action);
    if (ok) setStatus(done);
    return ok;
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    if (busy) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    const item = items[index]!;
    const ids = moved(items, index, to).map(idOf);
    const ok = await run(() => props.onReorder(ids), `Moved “${titleOf(item)}” to position ${to + 1} of ${items.length}.`);
    // Keep the keyboard on the item that moved; at either end, on its other move button.
    const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
    if (!ok) return;
    focusAfterMove.current = { id: idOf(item), index: to, direction: atEnd ? (direction === 'up' ? 'down' : 'up') : direction };
    setMoves((count) => count + 1);
  };

  return (
    <>
      <DismissibleAlert mb="xs" onDismiss={() => setError(null)}>
        {error}
      </DismissibleAlert>
      <Text size="sm" role="status" c="dimmed" mb={4} mih={20}>
        {status}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">No {props.plural ?? `${noun}s`} yet.</Text>
      ) : (
        <ol className={classes.list} aria-label={label} aria-busy={busy}>
          {items.map((item, index) => {
            const id = idOf(item);
            const title = titleOf(item);
            const published = publishedOf(item);
            return (
              <ContentRowView
                key={id}
                title={title}
                position={`${index + 1}.`}
                published={published}
                fixed={props.fixed?.(item) ?? false}
                busy={busy}
                preview={props.preview?.(item)}
                details={props.details?.(item)}
                actions={props.actions?.(item)}
                moves={{
                  upId: moveButtonId(id, 'up'),
                  downId: moveButtonId(id, 'down'),
                  canUp: index > 0,
                  canDown: index < items.length - 1,
                  onUp: () => void move(index, 'up'),
                  onDown: () => void move(index, 'down'),
                }}
                onEdit={() => props.onEdit(item)}
                onTogglePublished={() =>
                  void run(
                    () => props.onSetPublished(item, !published),
                    `“${title}” is ${published ? 'unpublished: guests and members no longer see it' : 'published'}.`,
                  )
                }
                onDelete={() => setDeleting(item)}
              />
            );
          })}
        </ol>
      )}
      <ConfirmDeleteDialog
        what={deleting === null ? null : (props.deleteWhat?.(deleting) ?? `the ${noun} “${titleOf(deleting)}”`)}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting!;
          void run(() => props.onDelete(item), `“${titleOf(item)}” was deleted.`).then(() => setDeleting(null));
        }}
      />
    </>
  );
}
