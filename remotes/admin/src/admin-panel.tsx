import type { AdminUser } from 'api/client';
import {
  Button, ConfirmDialog, useLoader, dashboardPath, displayName, Icon, MessageBox, SkeletonGrid, type AreaProps, type IconName, type Profile, Link, useNavigate, useSearchParams,
  useTimedNotice,
  PageLoadError,
} from '@platform/ui';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import adminCss from './admin.css?inline';
import { deleteUser } from './api';
import { adminErrorText, isPermissionCheckError } from './errors';
import { formatCount } from './format';
import { messages as t } from './messages';
import { UserCard } from './user-card';
import { hasMore, normalizeQuery, searchDelay, type Counts } from './user-list.logic';
import { useUserList } from './use-user-list';

/** How long a success note stays (spec 9: status messages 3 s). */

/**
 * '/admin' and '/admin/dashboard'. The panel checks the validated profile role
 * itself (spec section 6, defence in depth behind the shell's guard): anyone
 * but an admin sees 'Zugriff verweigert'.
 */
export function AdminPanel({ profile, api, refreshProfile, games }: Pick<AreaProps, 'profile' | 'api' | 'refreshProfile' | 'games'>) {
  return (
    <>
      {/* Styles travel with the component (hoisted once by React 19), independent of how federation ships CSS. */}
      <style href="area-admin" precedence="platform-area">
        {adminCss}
      </style>
      {profile.role === 'admin' ? <AdminDashboard profile={profile} api={api} refreshProfile={refreshProfile} games={games} /> : <AccessDenied profile={profile} />}
    </>
  );
}

function AdminDashboard({ profile, api, refreshProfile, games }: Pick<AreaProps, 'profile' | 'api' | 'refreshProfile' | 'games'>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState(() => searchParams.get('q') ?? '');
  const [query, setQuery] = useState(() => normalizeQuery(searchParams.get('q') ?? ''));
  const users = useUserList(api, query);
  const [notice, setNotice] = useTimedNotice();
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const usersHeading = useRef<HTMLHeadingElement>(null);
  const searchId = useId();

  // Search as you type, debounced; the address keeps the search (reload, back button).
  useEffect(() => {
    const next = normalizeQuery(input);
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), searchDelay(next));
    return () => clearTimeout(timer);
  }, [input, query]);

  useEffect(() => {
    if ((searchParams.get('q') ?? '') === query) return;
    setSearchParams(query ? { q: query } : {}, { replace: true });
  }, [query, searchParams, setSearchParams]);

  const handleSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(normalizeQuery(input));
  };

  const closeDelete = useCallback(() => {
    setPendingDelete(null);
    setDeleteError(null);
  }, []);

  const handleDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteUser(api, pendingDelete.id);
      users.applyDelete(pendingDelete.id);
      setNotice(t.deleted(displayName(pendingDelete)));
      setPendingDelete(null);
      // The card (and its delete button) is gone: continue from the list's heading.
      requestAnimationFrame(() => usersHeading.current?.focus());
    } catch (error) {
      console.error('[area_admin] deleting user failed', error);
      setDeleteError(adminErrorText(t.deleteFailed, error));
    } finally {
      setDeleting(false);
    }
  };

  const list = users.list;
  const firstLoad = list === null && users.loading;

  return (
    <div className="ui-page admin-page">
      <title>{`${t.title} · Lernplattform`}</title>
      <header className="admin-hero">
        <span className="admin-hero__icon" aria-hidden="true">
          <Icon name="shield" />
        </span>
        <div className="admin-hero__text">
          <h1 className="ui-page-title">{t.title}</h1>
          <p className="ui-muted">{t.lead}</p>
        </div>
      </header>

      <Counters counts={list?.counts ?? null} />

      <section className="admin-users" aria-labelledby="admin-users-heading">
        <div className="admin-users__bar">
          <h2 id="admin-users-heading" ref={usersHeading} tabIndex={-1} className="ui-section-title">
            {t.usersHeading}
          </h2>
          <form role="search" className="admin-search" onSubmit={handleSearchSubmit}>
            <label htmlFor={searchId} className="admin-search__label">
              {t.searchLabel}
            </label>
            <div className="admin-search__control">
              <Icon name="search" className="admin-search__icon" />
              <input
                id={searchId}
                type="search"
                className="ui-input admin-search__input"
                value={input}
                placeholder={t.searchPlaceholder}
                maxLength={200}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`${searchId}-hint`}
                onChange={(event) => setInput(event.target.value)}
              />
              {users.loading && list ? <span className="ui-spinner admin-search__spinner" aria-hidden="true" /> : null}
            </div>
            <p id={`${searchId}-hint`} className="ui-visually-hidden">
              {t.searchHint}
            </p>
          </form>
        </div>

        {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}

        {users.error ? (
          <PageLoadError title={isPermissionCheckError(users.error) ? t.permissionCheckFailed : adminErrorText(t.loadFailed, users.error)} onRetry={users.retry} />
        ) : null}

        {firstLoad ? (
          <SkeletonGrid count={3} label={t.loadingUsers} />
        ) : list && !(users.error && list.query !== query) ? (
          <>
            <p className="admin-users__summary" role="status" aria-live="polite">
              {users.loading
                ? t.loadingUsers
                : list.query
                  ? t.results(formatCount(list.total), list.query)
                  : list.users.length > 0
                    ? t.shown(formatCount(list.users.length), formatCount(list.total))
                    : ''}
            </p>
            {list.users.length === 0 ? (
              <div className="ui-empty">
                <span className="ui-empty__icon">
                  <Icon name="users" />
                </span>
                <p>
                  <strong>{t.empty}</strong>
                </p>
                {list.query ? <p>{t.emptySearchHint(list.query)}</p> : null}
                {list.query ? (
                  <Button variant="light" onClick={() => setInput('')}>
                    {t.clearSearch}
                  </Button>
                ) : null}
              </div>
            ) : (
              <ul className="ui-list-reset admin-user-grid" aria-busy={users.loading} aria-labelledby="admin-users-heading">
                {list.users.map((user) => (
                  <UserCard
                    key={user.id}
                    user={user}
                    isSelf={user.id === profile.id}
                    api={api}
                    onUpdated={(updated) => {
                      users.applyUpdate(updated);
                      // Renamed oneself: the header shows the new first name at once.
                      if (updated.id === profile.id) void refreshProfile();
                    }}
                    onDelete={(target) => {
                      setDeleteError(null);
                      setPendingDelete(target);
                    }}
                    onNotice={setNotice}
                  />
                ))}
              </ul>
            )}
            {users.moreError ? (
              <PageLoadError title={adminErrorText(t.loadFailed, users.moreError)} onRetry={users.loadMore} />
            ) : hasMore(list) ? (
              <div className="admin-more">
                <Button variant="subtle" loading={users.loadingMore} onClick={users.loadMore}>
                  {users.loadingMore ? t.loadingMore : t.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </section>

      <QuickLinks games={games} />

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.deleteTitle}
        destructive
        loading={deleting}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        onCancel={closeDelete}
        onConfirm={handleDelete}
        message={
          pendingDelete ? (
            <div className="ui-stack admin-confirm">
              <p>
                <strong>{t.deleteQuestion(displayName(pendingDelete))}</strong>
              </p>
              {pendingDelete.email ? <p className="ui-muted">{pendingDelete.email}</p> : null}
              {!pendingDelete.email && pendingDelete.username ? (
                <p className="ui-muted">{t.username}: {pendingDelete.username}</p>
              ) : null}
              <p>{t.deleteConsequences}</p>
              {deleteError ? <MessageBox kind="error">{deleteError}</MessageBox> : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}

const COUNTERS: Array<{ key: keyof Counts; label: string; icon: IconName }> = [
  { key: 'total', label: t.countTotal, icon: 'users' },
  { key: 'teachers', label: t.countTeachers, icon: 'presentation' },
  { key: 'students', label: t.countStudents, icon: 'backpack' },
];

/** Counters 'Gesamt Benutzer', 'Lehrer', 'Schüler' (spec 2), platform-wide (not filtered by the search). */
function Counters({ counts }: { counts: Counts | null }) {
  return (
    <section aria-label={t.countersLabel}>
      <ul className="ui-list-reset admin-stats" aria-busy={counts === null}>
        {COUNTERS.map((counter) => (
          <li key={counter.key} className={`admin-stat admin-stat--${counter.key}`}>
            <span className="admin-stat__icon" aria-hidden="true">
              <Icon name={counter.icon} />
            </span>
            <span className="admin-stat__label">{counter.label}</span>
            <span className="admin-stat__value">{counts ? formatCount(counts[counter.key]) : '–'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Quick links to the registry's lesson games (built-in and added on /admin/games) and the tools (spec 2). */
function QuickLinks({ games }: Pick<AreaProps, 'games'>) {
  // Without the list (not loaded yet, or failed) the tools still show.
  const { state } = useLoader(games ? 'games' : 'none', async () => ((await games?.list()) ?? []).filter((g) => g.lessons !== false), undefined, 'admin');
  const list = state.status === 'ready' ? state.data : [];
  return (
    <section className="ui-stack" aria-labelledby="admin-links-heading">
      <h2 id="admin-links-heading" className="ui-section-title">
        {t.quickLinks}
      </h2>
      <div className="admin-links">
        <LinkGroup id="admin-games-heading" heading={t.gamesHeading} links={list.map((g) => ({ to: `/games/${g.key}`, label: g.title, icon: t.gameIcon(g.key), detail: `/games/${g.key}` }))} />
        <LinkGroup id="admin-tools-heading" heading={t.toolsHeading} tool links={t.tools.map((l) => ({ ...l, detail: l.hint }))} />
      </div>
    </section>
  );
}

function AccessDenied({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  return (
    <div className="ui-page">
      <title>{`${t.deniedTitle} · Lernplattform`}</title>
      <section className="ui-empty admin-denied" aria-labelledby="admin-denied-heading">
        <span className="ui-empty__icon">
          <Icon name="lock" />
        </span>
        <h1 id="admin-denied-heading" className="ui-section-title">
          {t.deniedTitle}
        </h1>
        <p>{t.deniedText}</p>
        <Button onClick={() => navigate(dashboardPath(profile.role))}>
          <Icon name="arrow-left" />
          {t.backToDashboard}
        </Button>
      </section>
    </div>
  );
}

/** One group of quick links (fixed games, tools). */
function LinkGroup(props: { id: string; heading: string; tool?: boolean; links: { to: string; label: string; icon: IconName; detail: string }[] }) {
  return (
    <nav className="admin-links__group" aria-labelledby={props.id}>
      <h3 id={props.id} className="admin-links__heading">
        {props.heading}
      </h3>
      <ul className="ui-list-reset admin-links__grid">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="admin-link">
              <span className={props.tool ? 'admin-link__icon admin-link__icon--tool' : 'admin-link__icon'}>
                <Icon name={link.icon} />
              </span>
              <span className="admin-link__text">
                <span className="admin-link__label">{link.label}</span>
                <span className="admin-link__path">{link.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
