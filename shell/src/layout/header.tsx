import { Avatar, Button, buttonClassName, dashboardPath, Icon, MenuButton, type MenuItem } from '@platform/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../messages';
import { useSession } from '../session/use-session';
import { LogoMark } from './logo';
import { SUBSCRIPTION_PATH, TEACHER_SECTIONS, teacherSection } from './teacher-nav';

/**
 * The header (spec section 2), the same on every page (game pages too): logo to the role's dashboard
 * (or '/'), and either 'Anmelden' / 'Account erstellen' or 'Admin Panel' (admins) and the user menu
 * (first name; 'Neue Klassen hinzufügen' for teachers, 'Abmelden'). Teachers also get their three places
 * Klassen · Lektionen · Spiele. `logoOnly` hides everything but the logo.
 */
export function Header({ logoOnly = false }: { logoOnly?: boolean }) {
  const { status, profile, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = status === 'authenticated' && profile !== null;
  const t = messages.header;
  const current = signedIn && profile.role === 'teacher' ? teacherSection(pathname) : null;

  const firstName = signedIn ? profile.first_name?.trim() || t.userFallback : '';
  const menuItems: MenuItem[] = signedIn
    ? [
        ...(profile.role === 'teacher' ? [{ label: t.subscription, icon: 'star' as const, onSelect: () => navigate(SUBSCRIPTION_PATH) }] : []),
        { label: t.logout, icon: 'logout' as const, onSelect: () => void signOut() },
      ]
    : [];

  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to={signedIn ? dashboardPath(profile.role) : '/'} className="shell-logo">
          <LogoMark />
          <span className="shell-logo__text">{t.logoLabel}</span>
        </Link>
        {logoOnly || status === 'loading' ? null : signedIn ? (
          <>
            {profile.role === 'teacher' ? (
              <nav className="shell-sections" aria-label={t.teacherNav}>
                {TEACHER_SECTIONS.map((section) => (
                  <Link
                    key={section.key}
                    to={section.to}
                    className="shell-sections__link"
                    aria-current={current === section.key ? 'page' : undefined}
                  >
                    {t.teacherSections[section.key]}
                  </Link>
                ))}
              </nav>
            ) : null}
            <div className="shell-header__nav" role="group" aria-label={t.accountNav}>
              {profile.role === 'admin' ? (
                <Button variant="subtle" size="sm" onClick={() => navigate('/admin')}>
                  {t.adminPanel}
                </Button>
              ) : null}
              <MenuButton label={t.userMenu(firstName)} items={menuItems} className="shell-user-menu">
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
