import { describe, expect, it } from 'vitest';
import { memberSession, renderApp, screen, userEvent, within } from '../../support/render';
import { supportBackend } from './support-fixtures';

const step = (name: RegExp) => screen.getByRole('region', { name });
const STEP3 = /Tell us about your request/;

// Issue 10: after a refused second file, the member knows which file will be sent.
describe('support attachment', { timeout: 20_000 }, () => {
  it('a refused second file says it was not attached and that the first one will be sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ session: memberSession, path: '/support', routes: supportBackend().routes });
    await screen.findByRole('heading', { level: 1, name: 'Support' }, { timeout: 5000 });
    await user.click(await screen.findByRole('checkbox', { name: 'Lens Planner' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Technical issue' }));
    const input = within(step(STEP3)).getByLabelText('Attachment (optional)');
    await user.upload(input, new File(['%PDF-1.4 first'], 'first.pdf', { type: 'application/pdf' }));
    expect(await within(step(STEP3)).findByText('Attached: first.pdf')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(1_000_001)], 'huge-scan.png', { type: 'image/png' }));
    const alert = await within(step(STEP3)).findByRole('alert');
    expect(within(alert).getByText('Please choose an image lesser than 1Mb to upload.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('“huge-scan.png” was not attached. “first.pdf” is still attached and will be sent.');
    expect(within(step(STEP3)).getByText('Attached: first.pdf')).toBeInTheDocument();

    await user.click(within(step(STEP3)).getByRole('button', { name: 'Remove first.pdf' }));
    expect(within(step(STEP3)).queryByText(/first\.pdf/)).toBeNull();
  });
});
