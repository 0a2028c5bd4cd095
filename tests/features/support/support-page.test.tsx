import { describe, expect, it } from 'vitest';
import { json, memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { supportBackend } from './support-fixtures';

const step = (name: RegExp) => screen.getByRole('region', { name });
const STEP1 = /Which resource is your question\/issue related to\?/;
const STEP2 = /Why are you contacting us\?/;
const STEP3 = /Tell us about your request/;

async function openSupport(routes = supportBackend().routes) {
  const user = userEvent.setup();
  const result = renderApp({ session: memberSession, path: '/support', routes });
  await screen.findByRole('heading', { level: 1, name: 'Support' }, { timeout: 5000 });
  await within(step(STEP1)).findByRole('checkbox', { name: 'Lens Planner' });
  return { user, ...result };
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(within(step(STEP3)).getByLabelText(label));
  await user.paste(value);
}

describe('support wizard', { timeout: 20_000 }, () => {
  it('shows the header, the tagline and the member’s resources (filtered by user type) with later steps disabled', async () => {
    await openSupport();
    expect(screen.getByText('Your opinion matters – tell us what you think!')).toBeInTheDocument();
    const chips = within(step(STEP1)).getAllByRole('checkbox');
    expect(chips.map((chip) => chip.closest('div')?.textContent)).toEqual(['Lens Planner', 'Surgical Academy']);
    expect(step(STEP2)).toHaveAttribute('aria-disabled', 'true');
    expect(step(STEP3)).toHaveAttribute('aria-disabled', 'true');
    expect(within(step(STEP3)).getByLabelText(/Subject/)).toBeDisabled();
  });

  it('choosing hides the other chips; choosing again deselects and resets the later steps', async () => {
    const { user } = await openSupport();
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Lens Planner' }));
    expect(within(step(STEP1)).getAllByRole('checkbox')).toHaveLength(1);
    expect(step(STEP2)).not.toHaveAttribute('aria-disabled');
    const reasons = within(step(STEP2)).getAllByRole('checkbox');
    expect(reasons.map((chip) => chip.closest('div')?.textContent)).toEqual(['Technical issue', 'Account access', 'Other']);

    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Account access' }));
    expect(within(step(STEP2)).getAllByRole('checkbox')).toHaveLength(1);
    await fill(user, /Subject/, 'Cannot log in');
    expect(within(step(STEP3)).getByLabelText(/Subject/)).toHaveValue('Cannot log in');

    // Deselect the reason: the form resets and is disabled again.
    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Account access' }));
    expect(within(step(STEP2)).getAllByRole('checkbox')).toHaveLength(3);
    expect(step(STEP3)).toHaveAttribute('aria-disabled', 'true');
    expect(within(step(STEP3)).getByLabelText(/Subject/)).toHaveValue('');

    // Deselect the resource: reasons go and both later steps are disabled.
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Lens Planner' }));
    expect(within(step(STEP1)).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(step(STEP2)).queryAllByRole('checkbox')).toHaveLength(0);
    expect(step(STEP2)).toHaveAttribute('aria-disabled', 'true');
  });

  it('enables Submit only when subject and message are valid', async () => {
    const { user } = await openSupport();
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Surgical Academy' }));
    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Certificates' }));
    const submit = within(step(STEP3)).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fill(user, /Subject/, ' Leading space');
    expect(within(step(STEP3)).getByText('Subject cannot start with space')).toBeInTheDocument();
    await fill(user, /Comments/, 'My certificate is missing.');
    expect(submit).toBeDisabled();
    await user.clear(within(step(STEP3)).getByLabelText(/Subject/));
    await fill(user, /Subject/, 'Certificate');
    expect(submit).toBeEnabled();
    await user.clear(within(step(STEP3)).getByLabelText(/Comments/));
    await fill(user, /Comments/, '   ');
    expect(within(step(STEP3)).getByText('Please enter message')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('refuses an attachment over 1,000,000 bytes with the spec message', async () => {
    const { user } = await openSupport();
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Lens Planner' }));
    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Other' }));
    const big = new File([new Uint8Array(1_000_001)], 'scan.png', { type: 'image/png' });
    await user.upload(within(step(STEP3)).getByLabelText('Attachment (optional)'), big);
    expect(await within(step(STEP3)).findByText('Please choose an image lesser than 1Mb to upload.')).toBeInTheDocument();
    expect(within(step(STEP3)).queryByText(/Attached:/)).toBeNull();
  });

  it('sends the exact support payload with the attachment as a data URL named after the file, then thanks and starts over', async () => {
    const backend = supportBackend();
    const { user } = await openSupport(backend.routes);
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Lens Planner' }));
    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Technical issue' }));
    await fill(user, /Subject/, 'Export fails');
    await fill(user, /Comments/, 'The PDF export shows an error.');
    const pdf = new File(['%PDF-1.4 test'], 'Export error (v2).pdf', { type: 'application/pdf' });
    await user.upload(within(step(STEP3)).getByLabelText('Attachment (optional)'), pdf);
    expect(await within(step(STEP3)).findByText('Attached: Export error (v2).pdf')).toBeInTheDocument();
    await user.click(within(step(STEP3)).getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(backend.sent).toEqual([
      {
        authorization: 'Bearer test-access-token',
        body: {
          contact_form: { target_id: 'support' },
          name: { value: 'Anna Berg' },
          subject: { value: 'Export fails' },
          mail: { value: 'anna.berg@clinic.example' },
          message: { value: 'The PDF export shows an error.' },
          field_userid: { value: '7' },
          // Issue 10: the original file name rides along (RFC 2397 `name`, percent-encoded).
          field_support_image: {
            value: `data:application/pdf;name=Export%20error%20%28v2%29.pdf;base64,${btoa('%PDF-1.4 test')}`,
          },
          field_resource: { value: 'Lens Planner - Technical issue' },
        },
      },
    ]);
    await user.click(within(thanks).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(step(STEP1)).getAllByRole('checkbox')).toHaveLength(2);
    expect(step(STEP3)).toHaveAttribute('aria-disabled', 'true');
  });

  it('swallows a failed submit: no thank-you, the request stays for another try', async () => {
    const backend = supportBackend(() => json({ message: 'Could not create quote.' }, 500));
    const { user } = await openSupport(backend.routes);
    await user.click(within(step(STEP1)).getByRole('checkbox', { name: 'Lens Planner' }));
    await user.click(within(step(STEP2)).getByRole('checkbox', { name: 'Other' }));
    await fill(user, /Subject/, 'Hello');
    await fill(user, /Comments/, 'A question.');
    await user.click(within(step(STEP3)).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.sent).toHaveLength(1));
    await waitFor(() => expect(within(step(STEP3)).getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
    expect(within(step(STEP3)).getByLabelText(/Subject/)).toHaveValue('Hello');
    expect(backend.sent[0]).toMatchObject({ body: { field_support_image: { value: '' } } });
  });
});
