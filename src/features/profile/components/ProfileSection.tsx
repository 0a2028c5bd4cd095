import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import type { BlockErrors } from '../profile-values';
import { BlockActions, type BlockActionsProps } from './BlockActions';

/** What UserProfilePage hands every editable block of My Account. */
export interface EditableBlockProps {
  /** Whether this block is the one in edit mode. */
  isEditing: boolean;
  /** Whether Save is enabled (the machine's canSave). */
  canSave: boolean;
  /** Messages of the draft's invalid fields, by field name. */
  errors: BlockErrors;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** Receives the changed draft fields. */
  onChange: (values: Partial<ProfileValues>) => void;
}

export interface ProfileSectionProps {
  /** Section heading, which also names the section. */
  title: string;
  /** The heading's id, unique on the page. */
  titleId: string;
  /** The block's own Edit/Save/Cancel; none when omitted (a read-only block). */
  actions?: BlockActionsProps;
  children: ReactNode;
}

/** One bordered section of My Account (spec §2): its heading, its own Edit/Save/Cancel, its content. */
export function ProfileSection({ title, titleId, actions, children }: ProfileSectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions && <BlockActions {...actions} />}
      </Group>
      {children}
    </Card>
  );
}
