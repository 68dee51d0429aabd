import { Avatar, Button, buttonClassName, dashboardPath } from '@platform/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../messages';
import { useSession } from '../session/use-session';
import { LogoMark } from './logo';

/**
 * The header (spec section 2): logo to the role's dashboard (or '/'), and
 * either 'Anmelden' / 'Account erstellen' or 'Admin Panel' (admins),
 * the first name and 'Abmelden'. `logoOnly` hides everything but the logo.
 */
export function Header({ logoOnly = false }: { logoOnly?: boolean }) {
  const { status, profile, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const signedIn = status === 'authenticated' && profile !== null;
  const t = messages.header;

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to={signedIn ? dashboardPath(profile.role) : '/'} className="shell-logo">
          <LogoMark />
          <span className="shell-logo__text">{t.logoLabel}</span>
        </Link>
        {logoOnly || status === 'loading' ? null : signedIn ? (
          <nav className="shell-header__nav" aria-label={t.accountNav}>
            {profile.role === 'admin' ? (
              <Button variant="subtle" size="sm" onClick={() => navigate('/admin')}>
                {t.adminPanel}
              </Button>
            ) : null}
            <span className="shell-user">
              <Avatar person={profile} />
              <span className="shell-user__name">{profile.first_name?.trim() || t.userFallback}</span>
            </span>
            <Button variant="light" size="sm" onClick={handleSignOut} loading={signingOut}>
              {t.logout}
            </Button>
          </nav>
        ) : (
          <nav className="shell-header__nav" aria-label={t.accountNav}>
            <Link to="/login" className={buttonClassName('light', { size: 'sm' })}>
              {t.login}
            </Link>
            <Link to="/signup" className={buttonClassName('solid', { size: 'sm' })}>
              {t.signup}
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
