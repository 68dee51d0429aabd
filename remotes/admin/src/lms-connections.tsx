import type { LtiPlatform } from 'api/client';
import type { LtiRegistrationLink } from 'api/client';
import { Button, ConfirmDialog, copyText, formatDateTime, Icon, MessageBox, PageLoadError, type AreaProps, useLoader, useTimedNotice } from '@platform/ui';
import { useId, useState, type FormEvent } from 'react';
import { AdminPage } from './admin-page';
import {
  addLtiDeployment, createLtiRegistrationLink, listLtiPlatforms, registerLtiPlatform, removeLtiDeployment, removeLtiPlatform, setLtiAutoAccept, setLtiPlatformEnabled,
} from './api';
import { adminErrorText } from './errors';
import { messages } from './messages';

const t = messages.lms;
const EMPTY_FORM = { name: '', issuer: '', client_id: '', deployment_id: '', auth_url: '', token_url: '', jwks_url: '' };
type ManualForm = typeof EMPTY_FORM;
const FIELDS: { key: keyof ManualForm; label: string; type: 'text' | 'url'; required: boolean }[] = [
  { key: 'name', label: t.name, type: 'text', required: false },
  { key: 'issuer', label: t.issuer, type: 'url', required: true },
  { key: 'client_id', label: t.clientId, type: 'text', required: true },
  { key: 'deployment_id', label: t.deploymentId, type: 'text', required: true },
  { key: 'auth_url', label: t.authUrl, type: 'url', required: true },
  { key: 'token_url', label: t.tokenUrl, type: 'url', required: true },
  { key: 'jwks_url', label: t.jwksUrlField, type: 'url', required: true },
];

const nameOf = (p: LtiPlatform) => p.name ?? p.issuer;

/** Another registration of the same issuer (its accounts are shared with this one), for the warning on an inactive one. */
const sameIssuer = (p: LtiPlatform, all: LtiPlatform[]) => all.find((o) => o.id !== p.id && o.issuer === p.issuer) ?? null;

/**
 * '/admin/lms', 'LMS-Anbindung' (issues 25, 33): one-time registration links for an LMS's dynamic registration with
 * the steps per LMS, the registered platforms with what the admin needs to decide (product, where the request came
 * from; a second registration of a known LMS waits inactive), enable, disable, remove, and manual registration.
 * Admins only (the API checks too).
 */
export function LmsConnections({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const isAdmin = profile.role === 'admin';
  const { state, reload, update } = useLoader(`lms:${isAdmin}`, () => (isAdmin ? listLtiPlatforms(api) : Promise.resolve(null)), (error) => adminErrorText(t.loadFailed, error));
  const data = state.status === 'ready' ? state.data : null;
  const [notice, setNotice] = useTimedNotice();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pendingRemove, setPendingRemove] = useState<LtiPlatform | null>(null);
  const [form, setForm] = useState<ManualForm>(EMPTY_FORM);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  const [link, setLink] = useState<LtiRegistrationLink | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const [copyNotice, setCopyNotice] = useTimedNotice();
  /** The auto-accept switch as the admin just set it, until the server's answer replaces the card (no flicker back). */
  const [autoShown, setAutoShown] = useState<Record<string, boolean>>({});

  if (profile.role !== 'admin') {
    return <div className="ui-page"><MessageBox kind="error" title={messages.deniedTitle}>{messages.deniedText}</MessageBox></div>;
  }

  const replace = (p: LtiPlatform) => update((d) => (d ? { ...d, platforms: d.platforms.map((x) => (x.id === p.id ? p : x)) } : d));

  const handleToggle = async (p: LtiPlatform) => {
    setBusyId(p.id);
    setActionError(null);
    try {
      replace(await setLtiPlatformEnabled(api, p.id, !p.enabled));
    } catch (error) {
      setActionError(adminErrorText(t.saveFailed, error));
    } finally {
      setBusyId(null);
    }
  };

  /** One change of a platform's deployments or settings: the answer replaces the card. */
  const change = async (p: LtiPlatform, run: () => Promise<LtiPlatform>, done?: string) => {
    setBusyId(p.id);
    setActionError(null);
    try {
      replace(await run());
      if (done) setNotice(done);
    } catch (error) {
      setActionError(adminErrorText(t.saveFailed, error));
    } finally {
      setBusyId(null);
    }
  };

  const handleAddDeployment = (p: LtiPlatform, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('deployment_id') as HTMLInputElement;
    const id = input.value.trim();
    if (!id) return;
    void change(p, () => addLtiDeployment(api, p.id, id)).then(() => { input.value = ''; });
  };

  const handleRemove = async () => {
    if (!pendingRemove) return;
    const p = pendingRemove;
    setBusyId(p.id);
    setActionError(null);
    try {
      await removeLtiPlatform(api, p.id);
      update((d) => (d ? { ...d, platforms: d.platforms.filter((x) => x.id !== p.id) } : d));
      setNotice(t.removed(nameOf(p)));
      setPendingRemove(null);
    } catch (error) {
      setActionError(adminErrorText(t.saveFailed, error));
      setPendingRemove(null);
    } finally {
      setBusyId(null);
    }
  };

  const handleCreateLink = async () => {
    setLinkBusy(true);
    setActionError(null);
    try {
      setLink(await createLtiRegistrationLink(api));
    } catch (error) {
      setActionError(adminErrorText(t.saveFailed, error));
    } finally {
      setLinkBusy(false);
    }
  };

  const handleCopy = async () => {
    if (link) setCopyNotice((await copyText(link.url)) ? t.copied : t.copyFailed);
  };

  const handleRegister = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFormError(null);
    try {
      const created = await registerLtiPlatform(api, { ...form, name: form.name.trim() || null });
      update((d) => (d ? { ...d, platforms: [created, ...d.platforms] } : d));
      setNotice(t.registered(nameOf(created)));
      setForm(EMPTY_FORM);
    } catch (error) {
      setFormError(adminErrorText(t.saveFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage icon="link" title={t.title} lead={t.lead} back={t.back}>

      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      {actionError ? <MessageBox kind="error">{actionError}</MessageBox> : null}

      <section className="ui-stack" aria-labelledby="lms-registration-heading">
        <h2 id="lms-registration-heading" className="ui-section-title">{t.registrationHeading}</h2>
        <p>{t.registrationLead}</p>
        <div><Button loading={linkBusy} onClick={() => void handleCreateLink()}><Icon name="link" />{t.createLink}</Button></div>
        {link ? (
          <div className="ui-stack admin-lms__link">
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={`${formId}-reg`}>{t.registrationLink}</label>
              <div className="admin-lms__copy">
                <input id={`${formId}-reg`} className="ui-input" readOnly value={link.url} aria-describedby={`${formId}-reg-hint`} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="light" onClick={() => void handleCopy()}><Icon name="copy" />{t.copyLink}</Button>
              </div>
              <p id={`${formId}-reg-hint`} className="ui-field__hint">{t.linkValidUntil(formatDateTime(link.expires_at))}</p>
              <p role="status" className="ui-field__hint">{copyNotice ?? ''}</p>
            </div>
            <h3 className="ui-section-title">{t.stepsHeading}</h3>
            <dl className="admin-lms__steps">
              {t.steps.map((step) => <div key={step.lms}><dt>{step.lms}</dt><dd>{step.text}</dd></div>)}
            </dl>
          </div>
        ) : null}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${formId}-jwks`}>{t.jwksUrl}</label>
          <input id={`${formId}-jwks`} className="ui-input" readOnly value={data?.jwks_url ?? ''} onFocus={(e) => e.currentTarget.select()} />
        </div>
      </section>

      <section className="ui-stack" aria-labelledby="lms-platforms-heading">
        <h2 id="lms-platforms-heading" className="ui-section-title">{t.platformsHeading}</h2>
        {state.status === 'error' ? (
          <PageLoadError title={state.error} onRetry={() => void reload()} />
        ) : data === null ? (
          <p role="status">{t.loading}</p>
        ) : data.platforms.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <ul className="ui-list-reset ui-stack" aria-label={t.platformsHeading}>
            {data.platforms.map((p) => (
              <li key={p.id} className="ui-card" aria-label={nameOf(p)}>
                <h3 className="ui-section-title">{nameOf(p)}</h3>
                {!p.enabled && sameIssuer(p, data.platforms) ? <MessageBox kind="warning">{t.sharedIssuer(nameOf(sameIssuer(p, data.platforms)!))}</MessageBox> : null}
                <dl className="admin-lms__facts">
                  <dt>{t.issuer}</dt><dd>{p.issuer}</dd>
                  <dt>{t.clientId}</dt><dd>{p.client_id}</dd>
                  {p.product ? <><dt>{t.product}</dt><dd>{p.product}</dd></> : null}
                  <dt>{t.deployments}</dt>
                  <dd>
                    {p.deployment_ids.length === 0 ? '–' : (
                      <ul className="ui-list-reset admin-lms__deployments">
                        {p.deployment_ids.map((d) => (
                          <li key={d}>
                            <code>{d}</code>
                            <Button variant="subtle" size="sm" aria-label={t.removeDeployment(d)} disabled={busyId === p.id}
                              onClick={() => void change(p, () => removeLtiDeployment(api, p.id, d))}><Icon name="close" /></Button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                  <dt>{t.registration}</dt><dd>{p.registration === 'dynamic' ? t.dynamic : t.manual}</dd>
                  {p.registered_from ? <><dt>{t.registeredFrom}</dt><dd>{p.registered_from}</dd></> : null}
                  {p.configuration_url ? <><dt>{t.configurationUrl}</dt><dd>{p.configuration_url}</dd></> : null}
                  <dt>{t.status}</dt><dd>{p.enabled ? t.active : t.disabled}</dd>
                </dl>
                {p.pending_deployment_ids.length > 0 ? (
                  <section className="admin-lms__pending" aria-label={t.pendingHeading}>
                    <h4 className="admin-lms__pending-title">{t.pendingHeading}</h4>
                    <p className="ui-field__hint">{t.pendingHint}</p>
                    <ul className="ui-list-reset admin-lms__deployments">
                      {p.pending_deployment_ids.map((d) => (
                        <li key={d} aria-label={d}>
                          <code>{d}</code>
                          <Button size="sm" loading={busyId === p.id} onClick={() => void change(p, () => addLtiDeployment(api, p.id, d), t.deploymentConfirmed(d))}>{t.confirmDeployment}</Button>
                          <Button variant="subtle" size="sm" aria-label={t.removeDeployment(d)} disabled={busyId === p.id}
                            onClick={() => void change(p, () => removeLtiDeployment(api, p.id, d))}><Icon name="close" /></Button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <form className="admin-lms__add-deployment" onSubmit={(e) => handleAddDeployment(p, e)}>
                  <label className="ui-field__label" htmlFor={`${formId}-dep-${p.id}`}>{t.addDeployment}</label>
                  <div className="admin-lms__copy">
                    <input id={`${formId}-dep-${p.id}`} name="deployment_id" className="ui-input" maxLength={255} required />
                    <Button type="submit" variant="light" disabled={busyId === p.id}>{t.addDeploymentButton}</Button>
                  </div>
                </form>
                <label className="admin-lms__auto">
                  <input type="checkbox" checked={autoShown[p.id] ?? p.auto_accept_deployments} disabled={busyId === p.id}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setAutoShown((shown) => ({ ...shown, [p.id]: on }));
                      void change(p, () => setLtiAutoAccept(api, p.id, on)).finally(() => setAutoShown(({ [p.id]: _done, ...rest }) => rest));
                    }} aria-describedby={`${formId}-auto-${p.id}`} />
                  <span>{t.autoAccept}</span>
                </label>
                <p id={`${formId}-auto-${p.id}`} className="ui-field__hint">{t.autoAcceptHint}</p>
                <div className="admin-lms__actions">
                  <Button variant="light" loading={busyId === p.id} onClick={() => void handleToggle(p)}>{p.enabled ? t.disable : t.enable}</Button>
                  <Button variant="subtle" onClick={() => setPendingRemove(p)}>{t.remove}</Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ui-stack" aria-labelledby="lms-manual-heading">
        <h2 id="lms-manual-heading" className="ui-section-title">{t.manualHeading}</h2>
        <form className="ui-stack" onSubmit={(e) => void handleRegister(e)}>
          {FIELDS.map((f) => (
            <div className="ui-field" key={f.key}>
              <label className="ui-field__label" htmlFor={`${formId}-${f.key}`}>{f.label}</label>
              <input
                id={`${formId}-${f.key}`} className="ui-input" type={f.type} required={f.required} maxLength={f.key === 'name' ? 200 : 1000}
                value={form[f.key]} onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
              />
            </div>
          ))}
          {formError ? <MessageBox kind="error">{formError}</MessageBox> : null}
          <div><Button type="submit" loading={saving}>{t.register}</Button></div>
        </form>
      </section>

      <ConfirmDialog
        open={pendingRemove !== null}
        title={t.removeTitle}
        destructive
        loading={busyId !== null && busyId === pendingRemove?.id}
        confirmLabel={t.remove}
        cancelLabel={messages.cancel}
        onCancel={() => setPendingRemove(null)}
        onConfirm={() => void handleRemove()}
        message={pendingRemove ? <p>{t.removeText(nameOf(pendingRemove))}</p> : null}
      />
    </AdminPage>
  );
}
