import { describe, expect, it } from 'vitest';
import { memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { professionalRecord, profileBackend } from './profile-fixtures';

const TOO_LARGE = 'Please choose an image lesser than 1Mb to upload.';
// A 1×1 PNG.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function openPictureEditor(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  const backend = profileBackend(professionalRecord);
  renderApp({ path: '/userProfile', session: memberSession, routes: backend.routes });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile picture and name' }, { timeout: 5000 }));
  return { user, backend, input: screen.getByLabelText('Upload a profile picture') as HTMLInputElement };
}

describe('Profile picture editing', { timeout: 30_000 }, () => {
  it('refuses a file over 1,000,000 bytes with the spec message', async () => {
    const { user, input } = await openPictureEditor();
    await user.upload(input, new File([new Uint8Array(1_000_001)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LARGE);
    expect(screen.queryByRole('dialog', { name: 'Crop Image' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not JPEG or PNG with the same message', async () => {
    const { user, input } = await openPictureEditor({ applyAccept: false });
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_LARGE);
  });

  it('opens the crop dialog with a zoom slider from 1 to 5 in steps of 1; Cancel keeps the original', async () => {
    const { user, input, backend } = await openPictureEditor();
    await user.upload(input, new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop Image' }, { timeout: 5000 });
    const zoom = await within(dialog).findByRole('slider', { name: 'Zoom' }, { timeout: 5000 });
    expect(zoom).toHaveAttribute('aria-valuemin', '1');
    expect(zoom).toHaveAttribute('aria-valuemax', '5');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    zoom.focus();
    await user.keyboard('{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{End}');
    expect(zoom).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}');
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
    expect(within(dialog).getByRole('button', { name: 'Crop Image' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop Image' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute(
      'src',
      'http://api.test/files/pictures/anna.jpg',
    );
    expect(backend.saves).toHaveLength(0);
  });

  it('explains when no camera is available', async () => {
    const { user } = await openPictureEditor();
    await user.click(screen.getByRole('button', { name: 'Use webcam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a picture' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No camera is available, or access to it was denied.',
    );
    expect(within(dialog).getByRole('button', { name: 'Capture Image' })).toBeDisabled();
  });
});
