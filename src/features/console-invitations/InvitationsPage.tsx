import { Stack, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useEditorApi } from '../../api/editor-api-context';
import { useCountries } from '../../api/operations/listCountries';
import { invitationsQueryOptions, type InvitationEntry } from '../../api/operations/listEditorInvitations';
import { ActionOutcome } from '../../components/console/ActionOutcome';
import { PagedResults } from '../../components/console/PagedResults';
import { useFilteredPages } from '../../components/console/use-filtered-pages';
import { useAttempt } from '../../components/console/use-attempt';
import { ImportCsv } from './ImportCsv';
import { NO_INVITATION_FILTERS, toInvitationsQuery, type InvitationFilterValues } from './invitation-filters';
import { InvitationFilters } from './InvitationFilters';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { RevokeDialog } from './RevokeDialog';
import { useInvitationActions } from './use-invitation-actions';
import { ConsolePageHeading } from '../../components/console/ConsolePageHeading';

const PAGE_SIZE = 25;

/** /editor/invitations: invite distributors (one, or a CSV file) and the ledger with resend and revoke. */
export function InvitationsPage() {
  const api = useEditorApi();
  const headingId = useId();
  const ledgerId = useId();
  const { filters, page, setPage, applyFilters } = useFilteredPages<InvitationFilterValues>(NO_INVITATION_FILTERS);
  const query = useQuery(invitationsQueryOptions(api, toInvitationsQuery(filters, page, PAGE_SIZE)));
  const countries = useCountries();
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.id, label: country.country_name })),
    [countries.data],
  );
  const countryNames = useMemo(() => new Map(countryOptions.map((option) => [option.value, option.label])), [countryOptions]);
  const actions = useInvitationActions();
  const [revoking, setRevoking] = useState<InvitationEntry | null>(null);
  const { busyId, outcome, setOutcome, attempt } = useAttempt();

  return (
    <Stack gap="lg">
      <ConsolePageHeading id={headingId} title="Invitations">
        Invite distributors to register, and follow each invitation from sent to accepted.
      </ConsolePageHeading>
      <section aria-labelledby={`${headingId}-invite`}>
        <Title order={2} size="h3" mb="sm" id={`${headingId}-invite`}>
          Invite a distributor
        </Title>
        <InviteForm
          countries={countryOptions}
          onInvite={async (input) => `Invitation sent to ${(await actions.invite(input)).email}.`}
          onDone={(message) => setOutcome({ message, failed: false })}
        />
      </section>
      <section aria-labelledby={`${headingId}-import`}>
        <Title order={2} size="h3" mb="sm" id={`${headingId}-import`}>
          Invite from a CSV file
        </Title>
        <ImportCsv onImport={actions.importFile} />
      </section>
      <section aria-labelledby={ledgerId}>
        <Title order={2} size="h3" mb="sm" id={ledgerId}>
          Ledger
        </Title>
        <Stack gap="md">
          <InvitationFilters applied={filters} onApply={applyFilters} />
          <ActionOutcome outcome={outcome} />
          <PagedResults
            query={query}
            what="the invitations"
            count={(total) => (total === 0 ? 'No invitations match.' : `${total} ${total === 1 ? 'invitation' : 'invitations'}`)}
            pagesLabel="Invitation pages"
            page={page}
            onPage={setPage}
          >
            {(items) => (
              <InvitationsTable
                rows={items}
                countryNames={countryNames}
                busyId={busyId}
                labelledBy={ledgerId}
                onResend={(invitation) =>
                  void attempt(invitation.id, async () => {
                    await actions.resend(invitation.id);
                    return `Invitation sent again to ${invitation.email}: the earlier link no longer works.`;
                  })
                }
                onRevoke={(invitation) => {
                  setOutcome(null);
                  setRevoking(invitation);
                }}
              />
            )}
          </PagedResults>
        </Stack>
      </section>
      <RevokeDialog
        invitation={revoking}
        busy={revoking !== null && busyId === revoking.id}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const invitation = revoking!;
          void attempt(invitation.id, async () => {
            await actions.revoke(invitation.id);
            return `Revoked the invitation of ${invitation.email}.`;
          }).then(() => setRevoking(null));
        }}
      />
    </Stack>
  );
}
