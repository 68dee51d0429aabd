import { parseStudentNames, STUDENT_ACCOUNTS_MAX, type StudentAccountsResult } from 'api/client';
import { Button, Icon, MessageBox, Modal, TextAreaField, type AreaApi } from '@platform/ui';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { accountError } from './account-errors';
import { createStudentAccounts } from './api';
import { CredentialsTable } from './credentials-table';
import { accountMessages as t } from './messages';
import { AccountStyles } from './account-styles';

const AccessCards = lazy(() => import('./access-cards').then((m) => ({ default: m.AccessCards })));

/**
 * 'Lernende erfassen' (issue 22): names, one per line (a pasted spreadsheet column works),
 * 'Konten erstellen', then the table 'Name' · 'Benutzername' · 'Passwort', shown once,
 * with 'Zugangskarten drucken'.
 */
export function StudentAccountsModal({
  api, classId, className, onClose, onCreated,
}: {
  api: AreaApi;
  classId: string;
  className: string;
  onClose: () => void;
  /** Accounts were created: reload the class (counts, list). */
  onCreated: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<StudentAccountsResult | null>(null);
  const [printing, setPrinting] = useState(false);
  const names = useMemo(() => parseStudentNames(text), [text]);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    if (names.length === 0) return setError(t.noNames);
    if (names.length > STUDENT_ACCOUNTS_MAX) return setError(t.tooMany);
    setError(null);
    setSaving(true);
    try {
      const created = await createStudentAccounts(api, classId, names);
      setResult(created);
      onCreated();
    } catch (failure) {
      console.error('[area_teacher] creating student accounts failed', failure);
      setError(accountError(failure, 'create'));
    } finally {
      setSaving(false);
    }
  };

  if (result && printing) {
    return (
      <Suspense fallback={null}>
        <AccessCards className={result.class_name} credentials={result.accounts} onClose={() => setPrinting(false)} />
      </Suspense>
    );
  }

  if (result) {
    return (
      <Modal
        open
        onClose={onClose}
        dismissable={false}
        title={t.createTitle}
        size="lg"
        footer={
          <>
            <Button variant="light" onClick={onClose}>{t.close}</Button>
            <Button onClick={() => setPrinting(true)}>
              <Icon name="download" />
              {t.printCards}
            </Button>
          </>
        }
      >
        <AccountStyles />
        <MessageBox kind="success">{t.created(result.accounts.length)}</MessageBox>
        <MessageBox kind="warning">{t.onceWarning}</MessageBox>
        <CredentialsTable credentials={result.accounts} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t.createTitle}
      size="lg"
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={saving}>{t.cancel}</Button>
          <Button type="submit" form="tc-student-accounts-form" loading={saving}>
            {saving ? t.submitting : t.submit}
          </Button>
        </>
      }
    >
      <form id="tc-student-accounts-form" className="ui-stack" onSubmit={(e) => void handleSubmit(e)} noValidate>
        <p>{t.createLead}</p>
        {error ? <MessageBox kind="error">{error}</MessageBox> : null}
        <TextAreaField
          label={t.namesLabel}
          hint={t.namesHint}
          rows={10}
          value={text}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <p className="ui-muted" role="status">{names.length > 0 ? t.namesCount(names.length) : null}</p>
      </form>
    </Modal>
  );
}
