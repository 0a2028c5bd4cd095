import { describe, expect, it } from 'vitest';
import {
  guestHomeRoutes,
  json,
  layoutRoutes,
  lookupRoutes,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';
import { fakeJwt, invitationClaims, invitationOpened, pick } from './helpers';

type User = ReturnType<typeof userEvent.setup>;

async function fillProfessional(user: User) {
  await pick(user, 'Title (optional)', 'Dr.');
  await user.type(screen.getByLabelText('First Name'), 'Anna');
  await user.type(screen.getByLabelText('Last Name'), 'Berg');
  await pick(user, 'Profession', 'Surgeon');
  await pick(user, 'Speciality', 'Cataract');
  await user.type(screen.getByLabelText('Institution Name'), 'Eye Clinic North');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Sw');
  await user.click(await screen.findByRole('option', { name: 'Sweden' }));
  await user.type(screen.getByLabelText('Email'), 'anna.berg@clinic.example');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
}

const consents = () => screen.getAllByRole('checkbox');

/** The invited email is free (the distributor form's check answers an empty list). */
const invitedEmailFree = {
  ...invitationOpened,
  [`GET /jsonapi/user/email/${encodeURIComponent(invitationClaims.eid)}` as const]: [],
};
/** Where a redirect home lands: the layout and the guest home page. */
const homeRoutes = { ...layoutRoutes, ...guestHomeRoutes };
/** The notice Home shows on arrival from a link that could not be used (issue 44). */
const homeNotice = async () => within(await screen.findByRole('main')).findByRole('alert');

async function seeUsedInvitationNotice() {
  const notice = await homeNotice();
  expect(notice).toHaveTextContent('This invitation has already been used');
  expect(notice).toHaveTextContent('An account already exists for the email address it was sent to. Log in with that address.');
  expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
}

/** The professional form's email check: 'anna.berg@clinic.example' is free. */
const annaEmailFree = { 'GET /jsonapi/user/email/anna.berg%40clinic.example': [] };

describe('Registration page', () => {
  it('starts on Healthcare Professional and shows the invitation message on the Distributor tab', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register', routes: lookupRoutes, config: { productName: 'Lumira' } });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Healthcare Professional' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Distributor' }));
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' && el.textContent === 'Please reach out to your Lumira representative or use the Contact Form.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Form' })).toBeInTheDocument();
    // The professional form stays mounted, hidden, so switching back keeps its values (issue 10).
    expect(screen.getByLabelText('First Name')).not.toBeVisible();
  });

  it('redirects home for a jwt without three parts, and says the link is incomplete', async () => {
    const app = renderApp({ path: '/register/abc.def', routes: { ...lookupRoutes, ...homeRoutes } });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await homeNotice()).toHaveTextContent('This invitation link is incomplete');
  });

  it('locks the tabs with a jwt and prefills the distributor form read-only', async () => {
    const jwt = fakeJwt({ ...invitationClaims, exp: Math.floor(Date.now() / 1000) + 3600 });
    renderApp({ path: `/register/${jwt}`, routes: { ...lookupRoutes, ...invitedEmailFree } });
    expect(await screen.findByLabelText('Distributor/Company name')).toHaveValue('Optics Supply');
    expect(screen.getByRole('tab', { name: 'Distributor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Healthcare Professional' })).toBeDisabled();
    for (const [label, value] of [
      ['First Name', 'Dana'],
      ['Last Name', 'Ortiz'],
      ['Email', 'dist@optics.example'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue(value);
      expect(screen.getByLabelText(label!)).toHaveAttribute('readonly');
    }
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Spain'));
  });

  it('redirects home when the invited email is already registered', async () => {
    const jwt = fakeJwt(invitationClaims);
    const app = renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...homeRoutes,
        ...invitationOpened,
        [`GET /jsonapi/user/email/${encodeURIComponent(invitationClaims.eid)}`]: [{ mail: invitationClaims.eid }],
      },
    });
    await waitFor(() => expect(app.location()).toBe('/'));
    await seeUsedInvitationNotice();
  });

  it('redirects home when the invitation was already used (409), and offers to log in', async () => {
    const jwt = fakeJwt(invitationClaims);
    const app = renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...homeRoutes,
        'POST /api/invitations/open': json(
          { message: 'This invitation has already been used to create an account. Please log in.' },
          409,
        ),
      },
    });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByText(/Please reach out to your .* representative or use/)).toBeNull();
    await seeUsedInvitationNotice();
  });

  it('prefills from the stored invitation (the server answers its values), not from the token', async () => {
    const jwt = fakeJwt({ ...invitationClaims, dname: 'Forged Company' });
    let sent: unknown;
    const app = renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...invitedEmailFree,
        'POST /api/invitations/open': async (request: Request) => {
          sent = await request.json();
          return invitationClaims;
        },
      },
    });
    expect(await screen.findByLabelText('Distributor/Company name')).toHaveValue('Optics Supply');
    expect(sent).toEqual({ jwt });
    expect(app.calls.filter((c) => c.path === '/api/invitations/open')).toHaveLength(1);
  });

  it('redirects home with nothing prefilled when the invitation was revoked or replaced (410)', async () => {
    const jwt = fakeJwt(invitationClaims);
    const app = renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...homeRoutes,
        'POST /api/invitations/open': json({ message: 'This invitation link is no longer valid.' }, 410),
      },
    });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByLabelText('Distributor/Company name')).toBeNull();
    const notice = await homeNotice();
    expect(notice).toHaveTextContent('This invitation was withdrawn');
    expect(notice).toHaveTextContent(
      'It is no longer valid, or a newer invitation email replaced it. Use the link in your latest invitation email, or reach out to your Lumira representative.',
    );
  });

  it('says to reach out for an expired invitation (403)', async () => {
    const jwt = fakeJwt(invitationClaims);
    renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        'POST /api/invitations/open': json(
          { message: 'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.' },
          403,
        ),
      },
    });
    expect(await screen.findByText(/Please reach out to your .* representative/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Distributor/Company name')).toBeNull();
  });

  it('clears the speciality and loads the new list when the profession changes', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/register', routes: lookupRoutes });
    await screen.findByRole('combobox', { name: 'Profession' });
    await pick(user, 'Profession', 'Surgeon');
    await pick(user, 'Speciality', 'Cataract');
    expect(screen.getByRole('combobox', { name: 'Speciality' })).toHaveValue('Cataract');
    await pick(user, 'Profession', 'Nurse');
    expect(screen.getByRole('combobox', { name: 'Speciality' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Speciality' }));
    expect(await screen.findByRole('option', { name: 'Theatre nursing' })).toBeInTheDocument();
    expect(app.calls.some((c) => c.path === '/jsonapi/attribute/speciality/2')).toBe(true);
  });

  it('searches countries by prefix', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register', routes: lookupRoutes });
    await user.type(await screen.findByRole('combobox', { name: 'Country' }), 'S');
    expect(await screen.findByRole('option', { name: 'Spain' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sweden' })).toBeInTheDocument();
    // 'Austria' contains an s but does not start with it.
    expect(screen.queryByRole('option', { name: 'Austria' })).not.toBeInTheDocument();
  });

  it('finds a country by its common name and a word of its name (issue 44)', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register', routes: lookupRoutes });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await user.type(country, 'Turkey');
    await user.click(await screen.findByRole('option', { name: 'Türkiye' }));
    expect(country).toHaveValue('Türkiye');
  });

  it('blocks Continue while the email is taken', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/register',
      routes: { ...lookupRoutes, 'GET /jsonapi/user/email/anna.berg%40clinic.example': [{ mail: 'anna.berg@clinic.example' }] },
    });
    await screen.findByRole('combobox', { name: 'Profession' });
    await fillProfessional(user);
    for (const box of consents()) await user.click(box);
    expect(await screen.findByText('This Email is already taken. Please try with another email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('requires both consents, then posts the professional payload and shows CONGRATULATIONS', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const app = renderApp({
      path: '/register',
      routes: {
        ...lookupRoutes,
        ...layoutRoutes,
        ...annaEmailFree,
        'POST /user/registerpass': async (request: Request) => {
          body = await request.json();
          return { uid: '12', message: 'ok' };
        },
      },
    });
    await screen.findByRole('combobox', { name: 'Profession' });
    await fillProfessional(user);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const [messages, terms] = consents();
    await user.click(messages!);
    await user.click(messages!);
    expect(screen.getByText('Please check the checkbox to proceed further')).toBeInTheDocument();
    await user.click(messages!);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('anna.berg@clinic.example'));
    expect(continueButton).toBeDisabled();
    await user.click(terms!);
    await waitFor(() => expect(continueButton).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/linkdetail/terms-service');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');

    await user.click(continueButton);
    await waitFor(() => expect(app.location()).toBe('/registerConfirmation'));
    expect(body).toEqual({
      name: 'anna.berg@clinic.example',
      mail: 'anna.berg@clinic.example',
      pass: 'secret123',
      field_name_title: 'Dr.',
      field_first_name: 'Anna',
      field_last_name: 'Berg',
      field_institution_name: 'Eye Clinic North',
      field_profession: '1',
      field_specialty: '11',
      field_user_type: 1,
      field_country: 'Sweden',
    });
    const heading = await screen.findByRole('heading', { name: 'CONGRATULATIONS' });
    expect(within(heading.parentElement!).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('posts the wrapped distributor payload with the jwt and shows Registration successful', async () => {
    const user = userEvent.setup();
    const jwt = fakeJwt(invitationClaims);
    let body: unknown;
    const app = renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...layoutRoutes,
        ...invitedEmailFree,
        'POST /user/registerpass': async (request: Request) => {
          body = await request.json();
          return { uid: '13', message: 'ok' };
        },
      },
    });
    await screen.findByLabelText('Distributor/Company name');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret124');
    expect(screen.getByText('Passwords do NOT match!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    for (const box of consents()) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/distributorConfirmation'));
    expect(body).toEqual({
      name: { value: 'dist@optics.example' },
      mail: { value: 'dist@optics.example' },
      pass: { value: 'secret123' },
      field_name_title: { value: '' },
      field_first_name: { value: 'Dana' },
      field_last_name: { value: 'Ortiz' },
      field_company_name: { value: 'Optics Supply' },
      field_country: { value: 'ES' },
      field_user_type: { value: '2' },
      jwt: { value: jwt },
    });
    const card = await screen.findByRole('heading', { name: 'Registration successful' });
    expect(within(card.parentElement!).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
