import type { GameInspection, GameRegistryEntry, TrustLevel } from 'api/client';
import { Button, ConfirmDialog, formatDateTime, Icon, Link, MessageBox, PageLoadError, TextField, type AreaProps, useLoader, useTimedNotice } from '@platform/ui';
import { useId, useState, type FormEvent } from 'react';
import { AdminPage } from './admin-page';
import { activateGameVersion, addGameVersion, addRegistryGame, inspectGameBundle, listRegistryGames, setGameEnabled } from './api';
import { gameRegistryErrorText } from './errors';
import { messages } from './messages';

const t = messages.games;
const EMPTY_FORM = { key: '', title: '', provider: '', quiz_id: '', label: '1.0.0', embed_url: '', trust_level: 'trusted' as TrustLevel };
/** The platform's one date-and-time format (formatDateTime), '–' for none. */
const dateTime = (iso: string | null) => formatDateTime(iso) || '–';
/** The engine of teachers' own games ('Zuordnen', 'Multiple Choice'): its quiz id comes from each teacher's game. */
const isEngine = (g: GameRegistryEntry) => g.quiz_id === null;
const suggestKey = (name: string) => name.replace(/^game_/, '').toLowerCase().replace(/_/g, '-').replace(/[^a-z0-9-]/g, '').slice(0, 63);

/**
 * '/admin/games', 'Spiele' (issue 24): the game registry. Every game (the built-in ones too) with its
 * versions and their failed loads of the last 24 h; 'Spiel hinzufügen' with 'Prüfen' (what the
 * bundle is, before anything is saved); a new version per game; 'Aktivieren' per version (rollback:
 * activate the previous one); 'Deaktivieren'. Admins only (the API checks too).
 */
export function GameRegistryScreen({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const isAdmin = profile.role === 'admin';
  const { state, reload, update } = useLoader(`games:${isAdmin}`, () => (isAdmin ? listRegistryGames(api) : Promise.resolve([])), (error) => gameRegistryErrorText(t.loadFailed, error));
  const [notice, setNotice] = useTimedNotice();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** An engine about to be switched off: confirmed first, since every teacher's game of its kind stops with it. */
  const [pendingDisable, setPendingDisable] = useState<GameRegistryEntry | null>(null);

  if (profile.role !== 'admin') {
    return <div className="ui-page"><MessageBox kind="error" title={messages.deniedTitle}>{messages.deniedText}</MessageBox></div>;
  }

  const replace = (g: GameRegistryEntry) => update((list) => (list.some((x) => x.key === g.key) ? list.map((x) => (x.key === g.key ? g : x)) : [...list, g]));

  const run = async (id: string, work: () => Promise<GameRegistryEntry>, done: (g: GameRegistryEntry) => string) => {
    setBusy(id);
    setActionError(null);
    try {
      const g = await work();
      replace(g);
      setNotice(done(g));
    } catch (error) {
      setActionError(gameRegistryErrorText(t.saveFailed, error));
    } finally {
      setBusy(null);
    }
  };

  const toggle = (g: GameRegistryEntry) =>
    run(`toggle:${g.key}`, () => setGameEnabled(api, g.key, !g.enabled), (x) => (x.enabled ? t.enabled(x.title) : t.disabled(x.title)));

  return (
    <AdminPage icon="puzzle" title={t.title} lead={t.lead} back={t.back}>

      <div aria-live="polite">
        {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      </div>
      {actionError ? <MessageBox kind="error">{actionError}</MessageBox> : null}

      <AddGame api={api} onAdded={(g) => { replace(g); setNotice(t.added(g.title)); }} />

      <section className="ui-stack" aria-labelledby="games-list-heading">
        <h2 id="games-list-heading" className="ui-section-title">{t.listHeading}</h2>
        {state.status === 'error' ? (
          <PageLoadError title={state.error} onRetry={() => void reload()} />
        ) : state.status === 'loading' ? (
          <p role="status">{t.loading}</p>
        ) : (
          <ul className="ui-list-reset ui-stack">
            {state.data.map((g) => (
              <GameCard
                key={g.key} game={g} api={api} busy={busy}
                onToggle={() => (g.enabled && isEngine(g) ? setPendingDisable(g) : void toggle(g))}
                onActivate={(versionId, label) => void run(`activate:${versionId}`, () => activateGameVersion(api, g.key, versionId), (x) => t.activated(x.title, label))}
                onVersionAdded={(x, label) => { replace(x); setNotice(t.versionAdded(x.title, label)); }}
              />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={pendingDisable !== null}
        title={pendingDisable ? t.disableEngineTitle(pendingDisable.title) : ''}
        destructive
        loading={pendingDisable !== null && busy === `toggle:${pendingDisable.key}`}
        confirmLabel={t.disable}
        cancelLabel={messages.cancel}
        onCancel={() => setPendingDisable(null)}
        onConfirm={() => void (async () => {
          if (pendingDisable) await toggle(pendingDisable);
          setPendingDisable(null);
        })()}
        message={pendingDisable ? <p>{t.disableEngineText(pendingDisable.title)}</p> : null}
      />
    </AdminPage>
  );
}

function GameCard(props: {
  game: GameRegistryEntry; api: AreaProps['api']; busy: string | null;
  onToggle: () => void; onActivate: (versionId: string, label: string) => void; onVersionAdded: (g: GameRegistryEntry, label: string) => void;
}) {
  const { game: g, busy } = props;
  const headingId = useId();
  return (
    <li className="ui-card admin-game" aria-labelledby={headingId}>
      <div className="admin-game__head">
        <h3 id={headingId} className="ui-section-title">{g.title}</h3>
        <span className="admin-game__tags">
          {g.built_in ? <span className="admin-game__tag">{t.builtIn}</span> : null}
          <span className="admin-game__tag">{t.trustLabel[g.trust_level]}</span>
        </span>
      </div>
      <dl className="admin-lms__facts">
        <dt>{t.key}</dt><dd>{g.in_lessons ? <Link to={`/games/${g.key}`}>/games/{g.key}</Link> : g.key}</dd>
        <dt>{t.provider}</dt><dd>{g.provider}</dd>
        <dt>{t.quizId}</dt><dd>{g.quiz_id ?? '–'}</dd>
        {isEngine(g) ? <><dt>{t.engine}</dt><dd>{t.engineNote}</dd></> : null}
        <dt>Status</dt><dd>{g.enabled ? t.statusActive : t.statusDisabled}</dd>
      </dl>
      <div className="admin-game__table-wrap">
        <table className="admin-game__versions">
          <caption className="ui-visually-hidden">{`${t.versions}: ${g.title}`}</caption>
          <thead>
            <tr><th scope="col">{t.versionLabel}</th><th scope="col">{t.createdAt}</th><th scope="col">{t.activatedAt}</th><th scope="col">{t.failures}</th><th scope="col"><span className="ui-visually-hidden">{t.activate}</span></th></tr>
          </thead>
          <tbody>
            {g.versions.map((v) => {
              const failures = v.failures_24h.load + v.failures_24h.mount + v.failures_24h.integrity;
              return (
                <tr key={v.id} className={v.active ? 'admin-game__active' : undefined}>
                  <th scope="row">{v.label}{v.active ? <span className="admin-game__tag admin-game__tag--active">{t.versionActive}</span> : null}</th>
                  <td>{dateTime(v.created_at)}{v.created_by ? ` · ${v.created_by}` : ''}</td>
                  <td>{dateTime(v.activated_at)}{v.activated_by ? ` · ${v.activated_by}` : ''}</td>
                  <td><span aria-label={`${t.failures}: ${failures} (${t.failureDetail(v.failures_24h)})`} title={t.failureDetail(v.failures_24h)} className={failures > 0 ? 'admin-game__failures' : undefined}>{failures}</span></td>
                  <td>
                    {v.active ? null : (
                      <Button variant="light" size="sm" aria-label={t.activateVersion(v.label)} loading={busy === `activate:${v.id}`} onClick={() => props.onActivate(v.id, v.label)}>
                        {t.activate}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-lms__actions">
        <Button variant={g.enabled ? 'subtle' : 'light'} aria-label={g.enabled ? t.disableGame(g.title) : t.enableGame(g.title)} loading={busy === `toggle:${g.key}`} onClick={props.onToggle}>
          {g.enabled ? t.disable : t.enable}
        </Button>
      </div>
      {g.built_in ? null : <NewVersion game={g} api={props.api} onAdded={props.onVersionAdded} />}
    </li>
  );
}

/** 'Neue Version' of a game: its manifest URL and version label (checked like 'Prüfen'; active only after 'Aktivieren'). */
function NewVersion({ game, api, onAdded }: { game: GameRegistryEntry; api: AreaProps['api']; onAdded: (g: GameRegistryEntry, label: string) => void }) {
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [embed, setEmbed] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onAdded(await addGameVersion(api, game.key, { manifest_url: url.trim(), label: label.trim(), ...(embed.trim() ? { embed_url: embed.trim() } : {}) }), label.trim());
      setUrl('');
      setLabel('');
      setEmbed('');
    } catch (err) {
      setError(gameRegistryErrorText(t.saveFailed, err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <details className="admin-game__new-version">
      <summary>{`${t.newVersion}: ${game.title}`}</summary>
      <form className="ui-stack" aria-label={`${t.newVersion}: ${game.title}`} onSubmit={(e) => void submit(e)}>
        <TextField label={t.manifestUrl} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
        <TextField label={t.versionLabel} required maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} />
        {game.trust_level === 'sandboxed' ? <TextField label={t.embedUrl} type="url" value={embed} onChange={(e) => setEmbed(e.target.value)} /> : null}
        {error ? <MessageBox kind="error">{error}</MessageBox> : null}
        <div><Button type="submit" loading={saving}>{t.addVersion}</Button></div>
      </form>
    </details>
  );
}

/** 'Spiel hinzufügen': 'Manifest-URL' and 'Prüfen' first; what was found shows before the game is saved. */
function AddGame({ api, onAdded }: { api: AreaProps['api']; onAdded: (g: GameRegistryEntry) => void }) {
  const [url, setUrl] = useState('');
  const [found, setFound] = useState<GameInspection | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trustName = useId();

  const inspect = async () => {
    setChecking(true);
    setError(null);
    setFound(null);
    try {
      const result = await inspectGameBundle(api, url.trim());
      setFound(result);
      setForm((f) => ({
        ...f,
        key: f.key || suggestKey(result.federation_name),
        title: f.title || result.title || '',
        // The build's own quiz id where it names one (fixed: another would refuse every result), else a suggestion.
        quiz_id: result.quiz_id ?? (f.quiz_id || suggestKey(result.federation_name).replace(/-/g, '_').toUpperCase()),
        embed_url: f.embed_url || result.embed_url || '',
      }));
    } catch (err) {
      setError(gameRegistryErrorText(t.inspectFailed, err));
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!found) return void inspect();
    setSaving(true);
    setError(null);
    try {
      const game = await addRegistryGame(api, {
        key: form.key.trim(), title: form.title.trim(), provider: form.provider.trim(), quiz_id: form.quiz_id.trim(), label: form.label.trim(),
        trust_level: form.trust_level, manifest_url: found.manifest_url, ...(form.embed_url.trim() ? { embed_url: form.embed_url.trim() } : {}),
      });
      onAdded(game);
      setFound(null);
      setUrl('');
      setForm(EMPTY_FORM);
    } catch (err) {
      setError(gameRegistryErrorText(t.saveFailed, err));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof EMPTY_FORM) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });

  return (
    <section className="ui-stack ui-card" aria-labelledby="games-add-heading">
      <h2 id="games-add-heading" className="ui-section-title">{t.addHeading}</h2>
      <p className="ui-muted">{t.addLead}</p>
      <form className="ui-stack" onSubmit={(e) => void submit(e)}>
        <div className="admin-game__inspect">
          <TextField label={t.manifestUrl} type="url" required value={url} onChange={(e) => { setUrl(e.target.value); setFound(null); }} />
          <div><Button type="button" variant="light" loading={checking} onClick={() => void inspect()} disabled={!url.trim()}>{t.inspect}</Button></div>
        </div>
        {found ? (
          <>
            <section className="admin-game__found" aria-labelledby="games-found-heading">
              <h3 id="games-found-heading" className="admin-links__heading">{t.found}</h3>
              <ul className="ui-list-reset admin-game__checks">
                {found.checks.map((c) => (
                  <li key={c.label}><Icon name="check" /> {c.label}</li>
                ))}
              </ul>
              <dl className="admin-lms__facts">
                <dt>{t.bundleName}</dt><dd>{found.federation_name}</dd>
                <dt>{t.entry}</dt><dd>{found.entry_url}</dd>
                <dt>{t.react}</dt><dd>{found.react_range}</dd>
                <dt>{t.contractVersion}</dt><dd>{found.contract_version}</dd>
                <dt>{t.integrity}</dt><dd className="admin-game__hash">{found.integrity}</dd>
              </dl>
            </section>
            <TextField label={t.key} hint={t.keyHint} required pattern="[a-z0-9][a-z0-9\-]{0,62}" {...field('key')} />
            <TextField label={t.gameTitle} required maxLength={200} {...field('title')} />
            <TextField label={t.provider} required maxLength={200} {...field('provider')} />
            <TextField
            label={t.quizId} hint={found?.quiz_id ? t.quizIdFromBuild : t.quizIdHint} required pattern="[A-Z0-9_]{1,120}"
            readOnly={Boolean(found?.quiz_id)} {...field('quiz_id')}
          />
            <TextField label={t.versionLabel} required maxLength={100} {...field('label')} />
            <fieldset className="ui-stack admin-game__trust">
              <legend className="ui-field__label">{t.trust}</legend>
              {(['trusted', 'sandboxed'] as const).map((level) => (
                <label key={level} className="admin-game__radio">
                  <input type="radio" name={trustName} value={level} checked={form.trust_level === level} onChange={() => setForm({ ...form, trust_level: level })} />
                  <span>
                    <strong>{level === 'trusted' ? t.trusted : t.sandboxed}</strong>
                    <span className="ui-muted"> {level === 'trusted' ? t.trustedHint : t.sandboxedHint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {form.trust_level === 'sandboxed' ? <TextField label={t.embedUrl} type="url" required {...field('embed_url')} /> : null}
          </>
        ) : null}
        {error ? <MessageBox kind="error">{error}</MessageBox> : null}
        {found ? <div><Button type="submit" loading={saving}>{t.add}</Button></div> : null}
      </form>
    </section>
  );
}
