import type { ClassDetail, PasswordResetResult } from 'api/client';
import { Button, ConfirmDialog, Icon, MessageBox, Modal, type AreaApi } from '@platform/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { accountError } from './account-errors';
import { AccountStyles } from './account-styles';
import { resetStudentPassword } from './api';
import { CredentialsTable } from './credentials-table';
import { accountMessages as t } from './messages';

const AccessCards = lazy(() => import('./access-cards').then((m) => ({ default: m.AccessCards })));

type Student = ClassDetail['students'][number];

/**
 * 'Zugänge der Lernenden': the class's students who sign in with a username, each with
 * 'Passwort zurücksetzen' (after a confirmation); the new password is shown once and can be
 * printed as a card. The API ends the student's sessions at once.
 */
export function StudentLogins({ api, cls }: { api: AreaApi; cls: ClassDetail }) {
  const id = useId();
  const students = cls.students.filter((s) => s.username);
  const [confirming, setConfirming] = useState<Student | null>(null);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PasswordResetResult | null>(null);
  const [printing, setPrinting] = useState(false);

  if (students.length === 0) return null;

  const handleReset = async (student: Student) => {
    setResetting(true);
    setError(null);
    try {
      setResult(await resetStudentPassword(api, cls.id, student.student_id));
      setConfirming(null);
    } catch (failure) {
      console.error('[area_teacher] resetting a password failed', failure);
      setError(accountError(failure, 'reset'));
    } finally {
      setResetting(false);
    }
  };

  return (
    <section className="ui-stack" aria-labelledby={`${id}-logins`} data-testid="student-logins">
      <AccountStyles />
      <h2 id={`${id}-logins`} className="ui-section-title">{t.loginsHeading}</h2>
      <p className="ui-muted">{t.loginsLead}</p>
      <ul className="ui-rows">
        {students.map((student) => (
          <li key={student.enrollment_id}>
            <span className="ui-rows__main">
              <strong>{student.name}</strong>
              <span className="ui-muted">
                {t.colUsername}: <code>{student.username}</code>
              </span>
            </span>
            <Button
              variant="light"
              size="sm"
              aria-label={t.resetLabel(student.name)}
              onClick={() => {
                setError(null);
                setConfirming(student);
              }}
            >
              <Icon name="key" />
              {t.resetPassword}
            </Button>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={confirming !== null}
        title={t.resetConfirmTitle}
        message={
          confirming ? (
            <div className="ui-stack">
              {error ? <MessageBox kind="error">{error}</MessageBox> : null}
              <p>{t.resetConfirm(confirming.name)}</p>
            </div>
          ) : null
        }
        confirmLabel={t.resetConfirmButton}
        destructive
        loading={resetting}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? handleReset(confirming) : undefined)}
      />

      {result && printing ? (
        <Suspense fallback={null}>
          <AccessCards className={cls.name} credentials={[result]} onClose={() => setPrinting(false)} />
        </Suspense>
      ) : result ? (
        <Modal
          open
          onClose={() => setResult(null)}
          dismissable={false}
          title={t.resetDoneTitle}
          size="md"
          footer={
            <>
              <Button variant="light" onClick={() => setResult(null)}>{t.close}</Button>
              <Button onClick={() => setPrinting(true)}>{t.printCard}</Button>
            </>
          }
        >
          <p>{t.resetDone(result.name)}</p>
          <CredentialsTable credentials={[result]} />
        </Modal>
      ) : null}
    </section>
  );
}
