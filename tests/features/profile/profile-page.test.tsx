import { describe, expect, it } from 'vitest';
import { json, memberSession, renderApp, screen, userEvent, waitFor, within, type FakeRoutes } from '../../support/render';
import { distributorRecord, distributorSession, professionalRecord, profileBackend, profileCalls } from './profile-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const LEAVE = 'Are you sure you want to leave? All provided data will be lost.';

/** Renders /userProfile signed in and waits for the page (the route chunk loads lazily). */
async function renderProfile(backend = profileBackend(professionalRecord), session = memberSession) {
  const app = renderApp({ path: '/userProfile', session, routes: backend.routes });
  await screen.findByRole('heading', { name: 'My Account' }, { timeout: 5000 });
  return app;
}

const professionalCard = () => screen.getByRole('region', { name: 'Professional Info' });
const pictureCard = () => screen.getByRole('region', { name: 'Profile' });

async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('My Account page', { timeout: 30_000 }, () => {
  it('shows a blocking spinner, then the professional layout with a read-only email', async () => {
    renderApp({ path: '/userProfile', session: memberSession, routes: profileBackend(professionalRecord).routes });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Anna Berg');
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'http://api.test/files/pictures/anna.jpg',
    );
    const info = within(professionalCard());
    for (const [label, value] of [
      ['Profession', 'Surgeon'],
      ['Speciality', 'Cataract'],
      ['Institution Name', 'Eye Clinic North'],
      ['Country', 'Sweden'],
    ]) {
      expect(info.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(info.queryByText('Distributor Name')).not.toBeInTheDocument();
    expect(info.getByRole('button', { name: 'Edit Professional Info' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna.berg@clinic.example');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('shows the distributor layout: country and distributor name, each block with its own Edit', async () => {
    await renderProfile(profileBackend(distributorRecord, '8'), distributorSession);
    const info = within(await screen.findByRole('region', { name: 'Professional Info' }));
    await waitFor(() => expect(info.getByText('Country').nextElementSibling).toHaveTextContent('Spain'));
    expect(info.getByText('Distributor Name').nextElementSibling).toHaveTextContent('Optics Supply');
    for (const absent of ['Profession', 'Speciality', 'Institution Name'])
      expect(info.queryByText(absent)).not.toBeInTheDocument();
    expect(info.getByRole('button', { name: 'Edit Professional Info' })).toBeInTheDocument();
    // Where to ask for a country change.
    expect(info.getByText(/Your country was set by your invitation\. To change it,/)).toBeInTheDocument();
    expect(info.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(pictureCard()).getByRole('button', { name: 'Edit Profile picture and name' })).toBeInTheDocument();
  });

  it('lets a distributor edit the distributor name (spec §5 company rules) while the country stays read-only', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(distributorRecord, '8');
    await renderProfile(backend, distributorSession);
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    const info = within(professionalCard());
    const name = info.getByRole('textbox', { name: 'Distributor Name' });
    expect(name).toHaveValue('Optics Supply');
    const country = info.getByRole('textbox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('Spain'));
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveAccessibleDescription(/^Your country was set by your invitation\. To change it, contact support/);
    expect(info.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');

    const save = screen.getByRole('button', { name: 'Save Professional Info' });
    await user.clear(name);
    expect(await info.findByText('Please enter company name')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(name, 'Optics 2000');
    expect(info.getByText('Company name cannot contain numeric values')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Optics Supply Iberia');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const success = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(backend.saves).toEqual([
      {
        field_picture: { value: '' },
        field_first_name: { value: 'Dana' },
        field_last_name: { value: 'Ortiz' },
        field_company_name: { value: 'Optics Supply Iberia' },
      },
    ]);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(within(professionalCard()).getByText('Distributor Name').nextElementSibling).toHaveTextContent('Optics Supply Iberia');
  });

  it('asks before switching blocks with unsaved changes and resets the edits on confirm', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile picture and name' }));
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Edit Professional Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(LEAVE)).toBeInTheDocument();

    // Declining keeps the edit.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Augusta');

    await user.click(screen.getByRole('button', { name: 'Edit Professional Info' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Yes, discard changes',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Institution Name' })).toHaveValue('Eye Clinic North');
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Anna Berg');
  });

  it('finds a country by its common name while editing Professional Info (issue 44)', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    const country = within(professionalCard()).getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'turkey');
    await user.click(await screen.findByRole('option', { name: 'Türkiye' }));
    expect(country).toHaveValue('Türkiye');
  });

  it('switches blocks without asking when nothing changed', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile picture and name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Anna');
  });

  it('restores the loaded values on Cancel', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    await user.clear(screen.getByRole('textbox', { name: 'Institution Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Institution Name' }), 'Other Hospital');
    await user.click(screen.getByRole('button', { name: 'Cancel editing Professional Info' }));
    expect(within(professionalCard()).getByText('Institution Name').nextElementSibling).toHaveTextContent('Eye Clinic North');
    await user.click(screen.getByRole('button', { name: 'Edit Professional Info' }));
    expect(screen.getByRole('textbox', { name: 'Institution Name' })).toHaveValue('Eye Clinic North');
  });

  it('clears the speciality when another profession is chosen and loads its specialities', async () => {
    const user = userEvent.setup();
    const app = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Speciality' })).toHaveValue('Cataract'));
    await pick(user, 'Profession', 'Nurse');
    expect(screen.getByRole('combobox', { name: 'Speciality' })).toHaveValue('');
    expect(await screen.findByText('Please select your speciality.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await pick(user, 'Speciality', 'Theatre nursing');
    expect(app.calls.some((call) => call.path === '/jsonapi/attribute/speciality/2')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Professional Info' })).toBeEnabled();
  });

  it('blocks saving the professional block while the institution name is invalid', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(professionalRecord);
    await renderProfile(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    const institution = screen.getByRole('textbox', { name: 'Institution Name' });
    await user.type(institution, '42');
    expect(await screen.findByText('Institution name cannot contain numeric values')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await user.clear(institution);
    expect(await screen.findByText('Please enter institution name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await user.type(institution, 'Eye Clinic South');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Professional Info' })).toBeEnabled());
    expect(backend.saves).toHaveLength(0);
  });

  it('saves the professional block with the spec §3 payload, shows success and refreshes', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(professionalRecord);
    const app = await renderProfile(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    await user.clear(screen.getByRole('textbox', { name: 'Institution Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Institution Name' }), 'Eye Clinic South');
    await user.click(screen.getByRole('button', { name: 'Save Professional Info' }));
    const success = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(within(success).getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(backend.saves).toEqual([
      {
        field_picture: { value: '/files/pictures/anna.jpg' },
        field_first_name: { value: 'Anna' },
        field_last_name: { value: 'Berg' },
        field_institution_name: { value: 'Eye Clinic South' },
        field_profession: { value: '1' },
        field_specialty: { value: '11' },
        field_country: { value: 'Sweden' },
      },
    ]);
    expect(profileCalls(app.calls)).toHaveLength(2);
    expect(profileCalls(app.calls)[0]!.search).toContain('include=roles%2Cprofession%2Cspecialty');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(within(professionalCard()).getByText('Institution Name').nextElementSibling).toHaveTextContent('Eye Clinic South');
    expect(screen.getByRole('button', { name: 'Edit Professional Info' })).toBeInTheDocument();
  });

  it('shows the saved values when the refresh after a successful save fails (profession and speciality by name)', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(professionalRecord);
    const readProfile = backend.routes['GET /jsonapi/user/profile/'] as Extract<
      (typeof backend.routes)['GET /jsonapi/user/profile/'],
      (request: Request) => unknown
    >;
    await renderProfile({
      ...backend,
      routes: {
        ...backend.routes,
        // The first read works; the refresh after the save fails.
        'GET /jsonapi/user/profile/': (request: Request) =>
          backend.profileReads() === 0 ? readProfile(request) : json({ message: 'Could not fetch profile details.' }, 500),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Professional Info' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Speciality' })).toHaveValue('Cataract'));
    await pick(user, 'Profession', 'Nurse');
    await pick(user, 'Speciality', 'Theatre nursing');
    await user.clear(screen.getByRole('textbox', { name: 'Institution Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Institution Name' }), 'Eye Clinic South');
    await user.click(screen.getByRole('button', { name: 'Save Professional Info' }));
    const success = await screen.findByRole('dialog', { name: 'Congratulations' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    const value = (label: string) => within(professionalCard()).getByText(label).nextElementSibling;
    expect(value('Institution Name')).toHaveTextContent('Eye Clinic South');
    expect(value('Profession')).toHaveTextContent('Nurse');
    expect(value('Speciality')).toHaveTextContent('Theatre nursing');
  });

  it('saves a distributor’s names (with the unchanged distributor name, never the country) and updates the header', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(distributorRecord, '8');
    await renderProfile(backend, distributorSession);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile picture and name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Ortega');
    await user.click(screen.getByRole('button', { name: 'Save Profile picture and name' }));
    await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(backend.saves).toEqual([
      {
        field_picture: { value: '' },
        field_first_name: { value: 'Dana' },
        field_last_name: { value: 'Ortega' },
        field_company_name: { value: 'Optics Supply' },
      },
    ]);
    // The header follows through session.update, which also persists the session.
    await waitFor(() => expect(JSON.stringify({ ...window.localStorage })).toContain('Ortega'));
  });

  it('keeps the edits and says so when the save fails', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(professionalRecord);
    backend.routes['PATCH /user/7'] = () => json({ message: 'First name cannot contain special characters' }, 400);
    await renderProfile(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile picture and name' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Profile picture and name' }));
    expect(await screen.findByText('First name cannot contain special characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Annax');
    expect(screen.queryByRole('dialog', { name: 'Congratulations' })).not.toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded, then shows it', async () => {
    const user = userEvent.setup();
    const backend = profileBackend(professionalRecord);
    const load = backend.routes['GET /jsonapi/user/profile/'] as Extract<
      FakeRoutes['GET /jsonapi/user/profile/'],
      (request: Request) => unknown
    >;
    let hasFailed = false;
    backend.routes['GET /jsonapi/user/profile/'] = (request: Request) => {
      if (hasFailed) return load(request);
      hasFailed = true;
      return json({ message: 'Service unavailable' }, 503);
    };
    renderApp({ path: '/userProfile', session: memberSession, routes: backend.routes });
    expect(await screen.findByText('We could not load your profile.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Anna Berg');
  });
});
