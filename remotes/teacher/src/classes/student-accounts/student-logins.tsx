import type { ClassDetail, PasswordResetResult } from 'api/client';
import { Button, ConfirmDialog, Icon, MessageBox, Modal, type AreaApi } from '@platform/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { accountError } from './account-errors';
import { AccountStyles } from './account-styles';
import { requestStudentReset, resetStudentPassword } from './api';
import { CredentialsTable } from './credentials-table';
import { accountMessages as t } from './messages';

const AccessCards = lazy(() => import('./access-cards').then((m) => ({ default: m.AccessCards })));

type Student = ClassDetail['students'][number];

/**
 * 'Zugänge der Lernenden': the class's students who sign in with a username. The teacher who created an account
 * gets 'Passwort zurücksetzen' (after a confirmation; the new password is shown once and can be printed as a card,
 * the API ends the student's sessions at once), sees other teachers' requests and the pupil's classes elsewhere.
 * Another teacher of the class gets 'Zurücksetzen anfragen' instead (security finding 10). What each may do comes
 * from the API (`login.abilities`); `onChanged` reloads the class after a reset or a request.
 */
export function StudentLogins({ api, cls, onChanged }: { api: AreaApi; cls: ClassDetail; onChanged: () => void }) {
  const id = useId();
  const students = cls.students.filter((s) => s.username);
  const [confirming, setConfirming] = useState<Student | null>(null);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PasswordResetResult | null>(null);
  const [printing, setPrinting] = useState(false);
  const [requesting, setRequesting] = useState<string | null>(null);
  const [requestNotice, setRequestNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (students.length === 0) return null;

  const handleReset = async (student: Student) => {
    setResetting(true);
    setError(null);
    try {
      setResult(await resetStudentPassword(api, cls.id, student.student_id));
      setConfirming(null);
      onChanged();
    } catch (failure) {
      console.error('[area_teacher] resetting a password failed', failure);
      setError(accountError(failure, 'reset'));
    } finally {
      setResetting(false);
    }
  };

  const handleRequest = async (student: Student) => {
    setRequesting(student.student_id);
    setRequestNotice(null);
    try {
      await requestStudentReset(api, cls.id, student.student_id);
      setRequestNotice({ kind: 'success', text: t.requestSent(student.login?.created_by_name ?? '') });
      onChanged();
    } catch (failure) {
      console.error('[area_teacher] asking for a password reset failed', failure);
      setRequestNotice({ kind: 'error', text: accountError(failure, 'request') });
    } finally {
      setRequesting(null);
    }
  };

  return (
    <section className="ui-stack" aria-labelledby={`${id}-logins`} data-testid="student-logins">
      <AccountStyles />
      <h2 id={`${id}-logins`} className="ui-section-title">{t.loginsHeading}</h2>
      <p className="ui-muted">{t.loginsLead}</p>
      {requestNotice ? <MessageBox kind={requestNotice.kind}>{requestNotice.text}</MessageBox> : null}
      <ul className="ui-rows">
        {students.map((student) => {
          const login = student.login;
          const mayReset = !!login?.abilities.includes('resetPassword');
          const mayRequest = !!login?.abilities.includes('requestReset');
          return (
            <li key={student.enrollment_id}>
              <span className="ui-rows__main">
                <strong>{student.name}</strong>
                <span className="ui-muted">
                  {t.colUsername}: <code>{student.username}</code>
                </span>
                {login && !mayReset ? (
                  <span className="ui-muted">{login.created_by_name ? t.createdBy(login.created_by_name) : t.onlyAdmin}</span>
                ) : null}
                {login?.reset_requests.map((request) => (
                  <span key={`${request.teacher_name}-${request.requested_at}`} className="tc-logins__note tc-logins__note--request">
                    <Icon name="alert" />
                    {t.requestedBy(request.teacher_name)}
                  </span>
                ))}
                {login?.other_classes.map((other) => (
                  <span key={`${other.class_name}-${other.teacher_name}`} className="tc-logins__note">
                    <Icon name="users" />
                    {t.alsoInClass(other.class_name, other.teacher_name)}
                  </span>
                ))}
              </span>
              {mayReset ? (
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
              ) : mayRequest && login?.reset_requested ? (
                <span className="ui-inline-status">
                  <Icon name="check" />
                  {t.resetRequested}
                </span>
              ) : mayRequest ? (
                <Button
                  variant="light"
                  size="sm"
                  aria-label={t.requestResetLabel(student.name)}
                  loading={requesting === student.student_id}
                  onClick={() => void handleRequest(student)}
                >
                  <Icon name="mail" />
                  {t.requestReset}
                </Button>
              ) : null}
            </li>
          );
        })}
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
