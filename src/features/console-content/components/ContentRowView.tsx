import { Badge, Button, Checkbox, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ContentList.module.css';

/** Moving a row one place up or down (display order only). */
export interface RowMoves {
  upId: string;
  downId: string;
  canUp: boolean;
  canDown: boolean;
  onUp: () => void;
  onDown: () => void;
}

export interface ContentRowViewProps {
  title: string;
  /** Its place, e.g. "3." (display order); none in a sorted list. */
  position?: string;
  published: boolean;
  /** Must stay (a legal page): no Delete, no Unpublish while published. */
  fixed: boolean;
  busy: boolean;
  preview?: ReactNode;
  details?: ReactNode;
  /** Who saved it last and when, e.g. "Changed 2 Dec 2026 by eva@example.com". */
  changed?: string;
  /** Where members see it. */
  viewUrl?: string | null;
  actions?: ReactNode;
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  moves?: RowMoves | null;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/**
 * One row of a console content list: its picture, title and details, its state, and plain buttons
 * (so the keyboard and screen readers work as for any button), each named after the item.
 */
export function ContentRowView(props: ContentRowViewProps) {
  const { title, published, fixed, busy, moves } = props;
  return (
    <li className={classes.row} data-testid="content-row">
      {props.selection && (
        <Checkbox
          aria-label={`Select “${title}”`}
          checked={props.selection.checked}
          onChange={(event) => props.selection!.onChange(event.currentTarget.checked)}
        />
      )}
      {props.preview}
      <div className={classes.text}>
        <Text fw={600} truncate="end">
          {props.position && `${props.position} `}
          {title}
        </Text>
        {props.details}
        {props.changed && (
          <Text size="xs" c="dimmed" truncate="end">
            {props.changed}
          </Text>
        )}
      </div>
      <Badge color={published ? 'teal.9' : 'gray.7'} variant={published ? 'filled' : 'outline'}>
        {published ? 'Published' : 'Draft'}
      </Badge>
      <div className={classes.actions}>
        {moves && (
          <>
            <Button
              id={moves.upId}
              size="compact-sm"
              variant="default"
              disabled={!moves.canUp}
              aria-label={`Move “${title}” up`}
              onClick={moves.onUp}
            >
              ↑ Up
            </Button>
            <Button
              id={moves.downId}
              size="compact-sm"
              variant="default"
              disabled={!moves.canDown}
              aria-label={`Move “${title}” down`}
              onClick={moves.onDown}
            >
              ↓ Down
            </Button>
          </>
        )}
        <Button size="compact-sm" variant="default" aria-label={`Edit “${title}”`} onClick={props.onEdit}>
          Edit
        </Button>
        {props.viewUrl && (
          <Button
            component="a"
            href={props.viewUrl}
            target="_blank"
            rel="noopener"
            size="compact-sm"
            variant="subtle"
            aria-label={`View on site: “${title}” (opens a new tab)`}
          >
            View on site
          </Button>
        )}
        {props.actions}
        {!(fixed && published) && (
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            aria-label={`${published ? 'Unpublish' : 'Publish'} “${title}”`}
            onClick={props.onTogglePublished}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
        )}
        {!fixed && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            disabled={busy}
            aria-label={`Delete “${title}”`}
            onClick={props.onDelete}
          >
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
