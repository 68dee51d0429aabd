import { AuthCard } from './auth-card';
import { Button, dashboardPath, Icon, MessageBox, Modal, TextField, type IconName } from '@platform/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../messages';
import { pageMessages } from './page-messages';
import type { SignupRole } from '../session/auth-api';
import { authErrorTexts } from '../session/auth-error-messages';
import { signupErrorMessage } from '../session/error-messages';
import { useSession } from '../session/use-session';

/** Redirect delay after a successful sign-up (spec section 9: 1.5 s). */
export const SIGNUP_REDIRECT_MS = 1_500;
const PASSWORD_MIN = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const roleFromQuery = (value: string | null): SignupRole | null =>
  value === 'teacher' || value === 'student' ? value : null;

const EMPTY = { first_name: '', last_name: '', email: '', password: '' };

/** Sign-up '/signup': role buttons, names, email, password; success redirects or asks to confirm the email. */
export function SignupPage() {
  const t = pageMessages.signup;
  const { signUp } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [role, setRole] = useState<SignupRole | null>(() => roleFromQuery(params.get('role')));
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((prev) => ({ ...prev, [name]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || success) return;
    if (!role) {
      setError(t.chooseRole);
      return;
    }
    const input = {
      role,
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      email: fields.email.trim().toLowerCase(),
      password: fields.password,
    };
    if (!input.first_name || !input.last_name || !input.email || !input.password) {
      setError(t.required);
      return;
    }
    if (!EMAIL_PATTERN.test(input.email)) {
      setError(authErrorTexts.signupErrors.invalidEmail);
      return;
    }
    if (input.password.length < PASSWORD_MIN) {
      setError(authErrorTexts.signupErrors.weakPassword);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const { profile } = await signUp(input);
      setLoading(false);
      if (!profile) {
        setFields(EMPTY);
        setRole(null);
        setConfirmEmail(input.email);
        return;
      }
      setSuccess(true);
      timer.current = window.setTimeout(() => navigate(dashboardPath(profile.role), { replace: true }), SIGNUP_REDIRECT_MS);
    } catch (failure) {
      setError(signupErrorMessage(failure));
      setLoading(false);
    }
  };

  return (
    <>
      <AuthCard id="signup-title" title={t.title} lead={t.lead}>
        {error ? <MessageBox kind="error">{error}</MessageBox> : null}
        {success ? <MessageBox kind="success">{t.success}</MessageBox> : null}
        <form className="ui-stack" onSubmit={handleSubmit} noValidate>
          <fieldset className="shell-roles">
            <legend className="shell-roles__legend">{t.roleLegend}</legend>
            <RoleButton
              icon="presentation"
              label={t.roleTeacher}
              hint={t.roleTeacherHint}
              pressed={role === 'teacher'}
              onPress={() => setRole('teacher')}
            />
            <RoleButton
              icon="backpack"
              label={t.roleStudent}
              hint={t.roleStudentHint}
              pressed={role === 'student'}
              onPress={() => setRole('student')}
            />
          </fieldset>
          <div className="shell-name-row">
            <TextField
              label={t.firstName}
              name="first_name"
              autoComplete="given-name"
              required
              value={fields.first_name}
              onChange={set('first_name')}
            />
            <TextField
              label={t.lastName}
              name="last_name"
              autoComplete="family-name"
              required
              value={fields.last_name}
              onChange={set('last_name')}
            />
          </div>
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={fields.email}
            onChange={set('email')}
          />
          <TextField
            label={t.password}
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder={t.passwordPlaceholder}
            required
            value={fields.password}
            onChange={set('password')}
          />
          <Button type="submit" size="lg" block loading={loading} disabled={!role || loading || success}>
            {loading ? t.submitting : t.submit}
          </Button>
        </form>
        <p className="shell-auth__switch">
          {t.haveAccount} <Link to="/login">{t.toLogin}</Link>
        </p>
      </AuthCard>
      <Modal
        open={confirmEmail !== null}
        onClose={() => undefined}
        dismissable={false}
        size="md"
        title={t.confirmTitle}
        footer={<Button onClick={() => navigate('/')}>{t.confirmBack}</Button>}
      >
        <p>{t.confirmText(confirmEmail ?? '')}</p>
      </Modal>
    </>
  );
}

function RoleButton({ icon, label, hint, pressed, onPress }: {
  icon: IconName;
  label: string;
  hint: string;
  pressed: boolean;
  onPress: () => void;
}) {
  const hintId = `role-hint-${label}`;
  return (
    <div className="shell-role">
      <button type="button" className="shell-role__button" aria-pressed={pressed} aria-describedby={hintId} onClick={onPress}>
        <span className="shell-role__icon">
          <Icon name={icon} />
        </span>
        {label}
        <span className="shell-role__check">
          <Icon name="check" />
        </span>
      </button>
      <p id={hintId} className="shell-role__hint">
        {hint}
      </p>
    </div>
  );
}
