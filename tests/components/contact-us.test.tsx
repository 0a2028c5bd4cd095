import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ContactUsProvider } from '../../src/components/contact-us/ContactUsProvider';
import { useContactUs } from '../../src/components/contact-us/use-contact-us';
import { json, memberSession, renderWithProviders, screen, userEvent, waitFor, within, type FakeRoutes } from '../support/render';

function Opener() {
  const { onContactUs } = useContactUs();
  return <Button onClick={onContactUs}>Contact Us</Button>;
}

/** The Country field's suggestions (issue 44) come from the country list. */
const countryRoutes = {
  'GET /admin/city-state-city/api/get-country': { data: [{ id: 'PL', country_name: 'Poland', aliases: [] }] },
} satisfies FakeRoutes;

function renderContact(routes: FakeRoutes, session = null as typeof memberSession | null) {
  return renderWithProviders(
    <ContactUsProvider>
      <Opener />
    </ContactUsProvider>,
    { routes: { ...countryRoutes, ...routes }, session },
  );
}

/** The Country field (a combobox: its suggestions' list is labelled "Country" too). */
const countryField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Country/ });

function contactBackend(
  answer: (request: Request) => Response | Promise<Response> = () => json({ id: '1', message: 'Thank you' }, 201),
) {
  const sent: { body: unknown; authorization: string | null }[] = [];
  return {
    sent,
    routes: {
      'POST /entity/contact_message': async (request: Request) => {
        sent.push({ body: await request.clone().json(), authorization: request.headers.get('Authorization') });
        return answer(request);
      },
    },
  };
}

/** Pastes each value (typing six fields key by key is slow under happy-dom). */
async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const values: Array<[() => HTMLElement, string]> = [
    [() => within(dialog).getByLabelText(/First Name/), 'Marta'],
    [() => within(dialog).getByLabelText(/Last Name/), 'Kowalska'],
    [() => within(dialog).getByLabelText(/Email/), 'marta k@eye-clinic.example'],
    [() => countryField(dialog), 'Poland'],
    [() => within(dialog).getByLabelText(/Subject/), 'Lens availability'],
    [() => within(dialog).getByLabelText(/Comments/), 'Which toric lenses ship to Poland?'],
  ];
  for (const [field, value] of values) {
    await user.click(field());
    await user.paste(value);
  }
}

describe('Contact Us For Help dialog', { timeout: 15_000 }, () => {
  it('opens from the context, sends the exact guest payload with the placeholder bearer, then thanks', async () => {
    const user = userEvent.setup();
    const backend = contactBackend();
    renderContact(backend.routes);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us For Help' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fillForm(user, dialog);
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('martak@eye-clinic.example');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(backend.sent).toEqual([
      {
        authorization: 'Bearer guest',
        body: {
          contact_form: [{ target_id: 'need_help_form' }],
          name: [{ value: 'Marta Kowalska' }],
          mail: [{ value: 'martak@eye-clinic.example' }],
          field_country: [{ value: 'Poland' }],
          subject: [{ value: 'Lens availability' }],
          message: [{ value: 'Which toric lenses ship to Poland?' }],
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Contact Us For Help' })).toBeNull();
    await user.click(within(thanks).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Issue 44: back on the control that opened the form, not the page's start.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Contact Us' })).toHaveFocus());
  });

  it('sends the placeholder bearer even for a signed-in member', async () => {
    const user = userEvent.setup();
    const backend = contactBackend();
    renderContact(backend.routes, memberSession);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us For Help' });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(backend.sent[0]!.authorization).toBe('Bearer guest');
  });

  it('shows the spec §5 messages only after a field is touched', async () => {
    const user = userEvent.setup();
    renderContact({});
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us For Help' });
    expect(within(dialog).queryByText('Please enter first name')).toBeNull();
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ann4');
    expect(within(dialog).getByText('First name cannot contain numeric values')).toBeInTheDocument();
    await user.type(countryField(dialog), ' ');
    expect(within(dialog).getByText('Country cannot start with space')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Comments/), '   ');
    expect(within(dialog).getByText('Please enter comments')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Subject/));
    await user.tab();
    expect(within(dialog).getByText('Please enter subject')).toBeInTheDocument();
  });

  it('swallows a failure: the form stays, no thank-you', async () => {
    const user = userEvent.setup();
    const backend = contactBackend(() =>
      json({ message: 'You cannot send more than 5 messages in 1 hour. Try again later.' }, 429),
    );
    renderContact(backend.routes);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us For Help' });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.sent).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
    expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Lens availability');
  });

  it('has a labelled close icon and closes on Escape', async () => {
    const user = userEvent.setup();
    renderContact({});
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us For Help' });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
