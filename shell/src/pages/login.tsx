import { AuthCard } from './auth-card';
import { Button, dashboardPath, MessageBox, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pageMessages } from './page-messages';
import { loginErrorMessage } from '../session/error-messages';
import { sanitizeRedirect } from '../session/redirect';
import { useSession } from '../session/use-session';

/** Notes the login screen shows for ?message=… (the API's confirmation link redirects here too). */
const NOTES: Record<string, { kind: 'success' | 'warning'; text: string }> = {
  'email-confirmation-sent': { kind: 'success', text: pageMessages.login.confirmationSent },
  'email-confirmed': { kind: 'success', text: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.' },
  'email-confirmation-invalid': {
    kind: 'warning',
    text: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte registriere dich erneut oder melde dich an.',
  },
};

/** Login '/login': e-mail or username, and password; afterwards the redirect target or the role's dashboard. */
export function LoginPage() {
  const t = pageMessages.login;
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const note = NOTES[params.get('message') ?? ''];
  const redirect = params.get('redirect');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      setError(t.required);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const profile = await signIn(email, password);
      // void: nothing waits for the navigation (navigate's promise only exists in data routers).
      void navigate(sanitizeRedirect(redirect) ?? dashboardPath(profile.role), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure, email));
      setLoading(false);
    }
  };

  return (
    <AuthCard id="login-title" title={t.title} lead={t.lead}>
        {note ? <MessageBox kind={note.kind}>{note.text}</MessageBox> : null}
        {error ? <MessageBox kind="error">{error}</MessageBox> : null}
        <form className="ui-stack" onSubmit={handleSubmit} noValidate>
          <TextField
            label={t.email}
            type="text"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t.password}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {/* Children type a card's password: seeing it spares the second try (issue 37). A toggle button named by its
              text, not a labelled checkbox, so the field stays the only control labelled 'Passwort'. */}
          <Button type="button" variant="subtle" size="sm" className="shell-auth__show-password" aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}>
            {t.showPassword}
          </Button>
          <Button type="submit" size="lg" block loading={loading}>
            {loading ? t.submitting : t.submit}
          </Button>
        </form>
        <p className="shell-auth__switch">
          {t.noAccount} <Link to="/signup">{t.toSignup}</Link>
        </p>
    </AuthCard>
  );
}
