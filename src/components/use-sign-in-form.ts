import { useForm } from '@mantine/form';
import { emailRule, passwordRule } from '../lib/validators';

/**
 * The email-and-password form of both sign-in pages (a member's /login, an editor's
 * /editor/login): spec §2's rules, checked as the user types and as they leave a field.
 */
export function useSignInForm() {
  return useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailRule, password: passwordRule },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
}
