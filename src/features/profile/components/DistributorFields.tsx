import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import type { BlockErrors } from '../profile-values';

export interface DistributorFieldsProps {
  /** The values being edited. */
  draft: ProfileValues;
  /** The country's name (the record keeps its id); read-only. */
  countryName: string;
  /** Messages of the failing fields (spec §5). */
  errors: BlockErrors;
  /** Receives the changed fields. */
  onChange: (values: Partial<ProfileValues>) => void;
}

/** Why a distributor's country cannot be edited, and where to ask for a change. */
export function CountryLockedNote() {
  return (
    <>
      Your country was set by your invitation. To change it,{' '}
      <Anchor component={Link} href="/support" inherit underline="always">
        contact support
      </Anchor>
      .
    </>
  );
}

/**
 * A distributor's Professional Info in edit mode: the distributor (company) name, and the country
 * shown read-only (it comes from the invitation; docs/profile-ui.md).
 */
export function DistributorFields({ draft, countryName, errors, onChange }: DistributorFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Distributor Name"
        autoComplete="organization"
        value={draft.company_name ?? ''}
        error={errors.company_name}
        onChange={(event) => onChange({ company_name: event.currentTarget.value })}
      />
      <TextInput label="Country" value={countryName} readOnly variant="filled" description={<CountryLockedNote />} />
    </SimpleGrid>
  );
}
