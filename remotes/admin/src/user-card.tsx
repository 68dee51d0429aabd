import { LIMITS, ROLES, type AdminUser, type Role } from 'api/client';
import {
  Avatar,
  Button,
  cx,
  displayName,
  Icon,
  MessageBox,
  roleLabel,
  TextAreaField,
  TextField,
  uiMessages,
  type AreaApi,
} from '@platform/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { changeRole, updateUser } from './api';
import { draftFrom, profileChanges, roleChange, type EditDraft } from './edit.logic';
import { adminErrorText } from './errors';
import { formatDate } from './format';
import { messages as t } from './messages';
import { UserInfo } from './user-info';

/** Longest bio the API stores. */
const BIO_MAX = 2000;

export interface UserCardProps {
  user: AdminUser;
  /** The signed-in admin's own card: no delete button, role locked. */
  isSelf: boolean;
  api: AreaApi;
  /** The server's answer after a save (the list updates card and counters). */
  onUpdated: (user: AdminUser) => void;
  /** Asks the page to confirm and delete this user. */
  onDelete: (user: AdminUser) => void;
  /** Announces a short success note (role="status"). */
  onNotice: (text: string) => void;
}

/**
 * One user of the admin panel (spec 2, 9): initials avatar, display name with
 * fallbacks, email, role label and creation date; actions edit, info and
 * delete (never on one's own card); edit mode and the info panel live inside.
 */
export function UserCard({ user, isSelf, api, onUpdated, onDelete, onNotice }: UserCardProps) {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const infoId = `${baseId}-info`;
  const name = displayName(user);
  const [editing, setEditing] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode puts focus back on the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li className={cx('ui-card', 'admin-user', editing && 'admin-user--editing')} aria-labelledby={nameId}>
      <div className="admin-user__head">
        <span className={`admin-user__avatar admin-user__avatar--${user.role}`}>
          <Avatar person={{ ...user, avatar_url: null }} />
        </span>
        <div className="admin-user__identity">
          <h3 id={nameId} className="admin-user__name">
            {name}
            {isSelf ? (
              <>
                {' '}
                <span className="admin-you">{t.you}</span>
              </>
            ) : null}
          </h3>
          <p className="admin-user__email">
            {user.email ?? (user.username ? `${t.username}: ${user.username}` : t.noEmail)}
          </p>
        </div>
      </div>

      <p className="admin-user__meta">
        <span className={`admin-role admin-role--${user.role}`}>{roleLabel(user.role)}</span>
        <span className="admin-user__created">
          <Icon name="calendar" />
          {t.createdAt(formatDate(user.created_at))}
        </span>
      </p>
      {user.bio && !editing ? <p className="admin-user__bio">{user.bio}</p> : null}

      {editing ? (
        <EditForm
          user={user}
          name={name}
          isSelf={isSelf}
          api={api}
          onSaved={(saved) => {
            setEditing(false);
            onNotice(t.saved(displayName(saved)));
          }}
          onUpdated={onUpdated}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="admin-user__actions" role="group" aria-label={t.actionsLabel(name)}>
            <Button ref={editButton} variant="subtle" size="sm" aria-label={`${t.edit}: ${name}`} onClick={() => setEditing(true)}>
              <Icon name="pencil" />
              {t.edit}
            </Button>
            {isSelf ? null : (
              <Button
                variant="light"
                size="sm"
                className="admin-danger"
                aria-label={`${t.delete}: ${name}`}
                onClick={() => onDelete(user)}
              >
                <Icon name="trash" />
                {t.delete}
              </Button>
            )}
          </div>
          <Button
            variant="light"
            size="sm"
            block
            aria-expanded={infoOpen}
            aria-controls={infoOpen ? infoId : undefined}
            aria-label={`${t.info}: ${name}`}
            className={cx('admin-toggle', infoOpen && 'admin-toggle--open')}
            onClick={() => setInfoOpen((open) => !open)}
          >
            <Icon name="info" />
            <span className="admin-toggle__label">{t.info}</span>
            <Icon name="chevron" className="admin-toggle__chevron" />
          </Button>
        </>
      )}

      {infoOpen && !editing ? <UserInfo key={user.role} user={user} name={name} api={api} id={infoId} /> : null}
    </li>
  );
}

interface EditFormProps {
  user: AdminUser;
  name: string;
  isSelf: boolean;
  api: AreaApi;
  onUpdated: (user: AdminUser) => void;
  onSaved: (user: AdminUser) => void;
  onCancel: () => void;
}

/**
 * Edit mode: first name, last name, bio and role. Profile fields and the role
 * are saved by two calls; each failure shows its own spec 8 message, and what
 * did save stays saved (the next 'Speichern' only retries the rest).
 */
function EditForm({ user, name, isSelf, api, onUpdated, onSaved, onCancel }: EditFormProps) {
  const headingId = useId();
  const roleId = useId();
  const [draft, setDraft] = useState<EditDraft>(() => draftFrom(user));
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const firstField = useRef<HTMLInputElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);

  useEffect(() => firstField.current?.focus(), []);
  useEffect(() => {
    if (errors.length > 0) errorBox.current?.scrollIntoView({ block: 'nearest' });
  }, [errors]);

  const set = <K extends keyof EditDraft>(field: K, value: EditDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setErrors([]);
    const problems: string[] = [];
    let current = user;
    const changes = profileChanges(current, draft);
    if (changes) {
      try {
        current = await updateUser(api, user.id, changes);
        onUpdated(current);
      } catch (error) {
        console.error('[area_admin] saving user failed', error);
        problems.push(adminErrorText(t.saveFailed, error));
      }
    }
    const role = roleChange(current, draft);
    if (role) {
      try {
        current = await changeRole(api, user.id, role);
        onUpdated(current);
      } catch (error) {
        console.error('[area_admin] changing role failed', error);
        problems.push(adminErrorText(t.roleFailed, error));
      }
    }
    setSaving(false);
    if (problems.length > 0) setErrors(problems);
    else onSaved(current);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form className="admin-edit" aria-labelledby={headingId} onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
      <h4 id={headingId} className="admin-edit__heading">
        {t.editHeading(name)}
      </h4>
      {errors.length > 0 ? (
        <div ref={errorBox}>
          <MessageBox kind="error" title={uiMessages.errorHeading}>
            {errors.length === 1 ? (
              <p>{errors[0]}</p>
            ) : (
              <ul className="admin-edit__errors">
                {errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </MessageBox>
        </div>
      ) : null}
      <div className="admin-edit__names">
        <TextField
          ref={firstField}
          label={t.firstName}
          value={draft.first_name}
          maxLength={LIMITS.nameMax}
          autoComplete="off"
          onChange={(event) => set('first_name', event.target.value)}
        />
        <TextField
          label={t.lastName}
          value={draft.last_name}
          maxLength={LIMITS.nameMax}
          autoComplete="off"
          onChange={(event) => set('last_name', event.target.value)}
        />
      </div>
      <TextAreaField
        label={t.bio}
        value={draft.bio}
        maxLength={BIO_MAX}
        rows={3}
        onChange={(event) => set('bio', event.target.value)}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={roleId}>
          {t.role}
        </label>
        <select
          id={roleId}
          className="ui-input admin-select"
          value={draft.role}
          disabled={isSelf}
          aria-describedby={isSelf ? `${roleId}-hint` : undefined}
          onChange={(event) => set('role', event.target.value as Role)}
        >
          {/* Spec 6 order: Schüler, Lehrer, Admin. */}
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
        {isSelf ? (
          <p id={`${roleId}-hint`} className="ui-field__hint">
            {t.ownRoleHint}
          </p>
        ) : null}
      </div>
      <div className="admin-edit__buttons">
        <Button variant="light" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

