import type { RegisterUserInput } from '../../../machines/registration.machine';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

type ProfessionalRegistration = components['schemas']['ProfessionalRegistration'];
type DistributorRegistration = components['schemas']['DistributorRegistration'];

/** What the registration forms collect (the view passes these as the machine's `values`). */
export interface RegistrationFormValues {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Professionals only. */
  profession?: string;
  speciality?: string;
  institutionName?: string;
  /** Country name for professionals; distributors' country comes from the invitation (an id). */
  country?: string;
  /** Distributors only (read-only from the invitation). */
  companyName?: string;
  /** Invisible captcha token, when captcha is configured. */
  captcha?: string;
}

const wrap = (value: string) => ({ value });

/** Spec §3: professional payload, plain values, field_user_type 1. */
export function toProfessionalPayload(values: RegistrationFormValues): ProfessionalRegistration {
  return {
    name: values.email,
    mail: values.email,
    pass: values.password,
    field_name_title: values.title,
    field_first_name: values.firstName,
    field_last_name: values.lastName,
    field_institution_name: values.institutionName ?? '',
    field_profession: values.profession ?? '',
    field_specialty: values.speciality ?? '',
    field_user_type: 1,
    field_country: values.country ?? '',
    ...(values.captcha ? { captcha: values.captcha } : {}),
  };
}

/** Spec §3: distributor payload, every value wrapped in {value}, field_user_type "2", plus the invitation jwt. */
export function toDistributorPayload(
  values: RegistrationFormValues,
  input: Pick<RegisterUserInput, 'claims' | 'jwt'>,
): DistributorRegistration {
  const { claims } = input;
  const email = claims?.eid ?? values.email;
  return {
    name: wrap(email),
    mail: wrap(email),
    pass: wrap(values.password),
    field_name_title: wrap(values.title),
    field_first_name: wrap(claims?.firstname ?? values.firstName),
    field_last_name: wrap(claims?.lastname ?? values.lastName),
    field_company_name: wrap(claims?.dname ?? values.companyName ?? ''),
    field_country: wrap(claims?.country ?? values.country ?? ''),
    field_user_type: { value: '2' },
    jwt: wrap(input.jwt ?? ''),
    ...(values.captcha ? { captcha: values.captcha } : {}),
  };
}

/** POST /user/registerpass for either user type (spec §7). */
export async function registerUser(api: ApiClient, input: RegisterUserInput): Promise<{ uid: string; message: string }> {
  const values = input.values as unknown as RegistrationFormValues;
  const body = input.userType === 'professional' ? toProfessionalPayload(values) : toDistributorPayload(values, input);
  const result = await api.POST('/user/registerpass', { params: { query: { _format: 'json' } }, body });
  return unwrap(result, 'Could not create quote.');
}
