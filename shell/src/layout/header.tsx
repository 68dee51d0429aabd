import { Avatar, Button, buttonClassName, dashboardPath, Icon, MenuButton, type MenuItem } from '@platform/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../messages';
import { signedInHint } from '../session/session-storage';
import { useSession } from '../session/use-session';
import { LogoMark } from './logo';

// Only teachers see it: loaded for them, so the student and admin pages do not carry it (bundle budget).
const TeacherNav = lazy(async () => ({ default: (await import('./teacher-nav-links')).TeacherNavLinks }));

/** An empty row as tall as the teacher navigation: held while the navigation or the session loads, so nothing below moves. */
function TeacherNavRow() {
  return <div className="shell-sections" aria-hidden="true"><span className="shell-sections__link" /></div>;
}

/**
 * The header (spec section 2), the same on every page (game pages too): logo to the role's dashboard
 * (or '/'), and either 'Anmelden' / 'Account erstellen' or 'Admin Panel' (admins) and the user menu
 * (first name; 'Neue Klassen hinzufügen' for teachers, 'Abmelden'). Teachers also get their three places
 * Klassen · Lektionen · Spiele. `logoOnly` hides everything but the logo.
 */
export function Header({ logoOnly = false }: { logoOnly?: boolean }) {
  const { status, profile, signOut } = useSession();
  const navigate = useNavigate();
  // A browser last signed in as a teacher keeps their navigation's row while the session loads.
  const [hintedTeacher] = useState(() => signedInHint() === 'teacher');
  const signedIn = status === 'authenticated' && profile !== null;
  const t = messages.header;

  const firstName = signedIn ? profile.first_name?.trim() || t.userFallback : '';
  const menuItems: MenuItem[] = signedIn
    ? [
        ...(profile.role === 'teacher' ? [{ label: t.subscription, icon: 'star' as const, onSelect: () => navigate('/teacher/dashboard?dialog=neue-klassen') }] : []),
        { label: t.logout, onSelect: () => void signOut() },
      ]
    : [];

  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to={signedIn ? dashboardPath(profile.role) : '/'} className="shell-logo">
          <LogoMark />
          <span className="shell-logo__text">{t.logoLabel}</span>
        </Link>
        {logoOnly ? null : status === 'loading' ? (hintedTeacher ? <TeacherNavRow /> : null) : signedIn ? (
          <>
            {profile.role === 'teacher' ? (
              <Suspense fallback={<TeacherNavRow />}>
                <TeacherNav />
              </Suspense>
            ) : null}
            <div className="shell-header__nav" role="group" aria-label={t.accountNav}>
              {profile.role === 'admin' ? (
                <Button variant="subtle" size="sm" onClick={() => navigate('/admin')}>
                  {t.adminPanel}
                </Button>
              ) : null}
              <MenuButton label={t.userMenu} items={menuItems} className="shell-user-menu">
                <Avatar person={profile} />
                <span className="shell-user__name">{firstName}</span>
                <Icon name="chevron" />
              </MenuButton>
            </div>
          </>
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
