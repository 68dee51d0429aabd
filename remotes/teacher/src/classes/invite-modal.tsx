import type { ClassDetail } from 'api/client';
import { Avatar, Button, ConfirmDialog, copyText, formatDate, Icon, MessageBox, Modal, type AreaApi, useTimedNotice } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { removeStudent, renewInvitationCode } from '../api';
import { messages as t } from '../messages';
import { classActionError } from './class-errors';

/** Spec 9 'Timing': the clipboard notice shows for 2 s. */
export const COPIED_NOTICE_MS = 2000;

type Student = ClassDetail['students'][number];

/**
 * 'Schüler einladen' (spec 2 'Class view'): the invitation code, big enough to
 * read from the back of the room, a copy button with a 2 s 'copied' notice,
 * 'Neuen Code erzeugen' (after a confirmation; the old code stops working), and
 * the enrolled students, each removable after a confirmation that offers a new
 * code too (so the removed student cannot come back with the old one).
 */
export function InviteModal({
  api,
  cls,
  onClose,
  onChanged,
}: {
  api: AreaApi;
  cls: ClassDetail;
  onClose: () => void;
  /** A student was removed or the code renewed: reload the class. */
  onChanged: () => Promise<void> | void;
}) {
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [confirming, setConfirming] = useState<Student | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removeWithNewCode, setRemoveWithNewCode] = useState(false);
  const [confirmingRenew, setConfirmingRenew] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  /** The code shown: the renewed one at once, before the class has reloaded. */
  const [renewedCode, setRenewedCode] = useState<string | null>(null);
  const [notice, showNotice] = useTimedNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const code = renewedCode ?? cls.invitation_code ?? '';

  useEffect(() => setRenewedCode(null), [cls.invitation_code]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const handleCopy = async () => {
    const ok = await copyText(code);
    setCopyState(ok ? 'copied' : 'failed');
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopyState('idle'), COPIED_NOTICE_MS);
  };

  const handleRemove = async (student: Student) => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await removeStudent(api, cls.id, student.student_id, { newCode: removeWithNewCode });
      await onChanged();
      setConfirming(null);
      showNotice(removeWithNewCode ? t.studentRemovedNewCode(student.name) : t.studentRemoved(student.name));
      // The removed row (and its button) is gone: keep keyboard focus in the dialog.
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      console.error('[area_teacher] removing student failed', error);
      setRemoveError(classActionError(error, 'removeStudent'));
    } finally {
      setRemoving(false);
    }
  };

  const handleRenew = async () => {
    setRenewing(true);
    setRenewError(null);
    try {
      const updated = await renewInvitationCode(api, cls.id);
      setRenewedCode(updated.invitation_code);
      setConfirmingRenew(false);
      setCopyState('idle');
      showNotice(t.codeRenewed);
      await onChanged();
    } catch (error) {
      console.error('[area_teacher] renewing the invitation code failed', error);
      setRenewError(classActionError(error, 'renewCode'));
    } finally {
      setRenewing(false);
    }
  };

  return (
    <>
      <Modal open onClose={onClose} title={t.inviteTitle} size="lg" footer={<Button onClick={onClose}>{t.close}</Button>}>
        <p>{t.inviteLead}</p>
        <div className="ui-stack" style={{ gap: 'var(--space-3)' }}>
          <p className="ui-field__label">{t.invitationCode}</p>
          <p className="ui-code" data-testid="invitation-code">
            {code}
          </p>
          <div className="tc-invite__code-row">
            <Button variant="subtle" onClick={() => void handleCopy()}>
              <Icon name="copy" />
              {t.copyCode}
            </Button>
            <Button
              variant="light"
              onClick={() => {
                setRenewError(null);
                setConfirmingRenew(true);
              }}
            >
              {t.renewCode}
            </Button>
          </div>
          <p className="tc-invite__status" role="status">
            {copyState === 'copied' ? (
              <span className="ui-inline-status">
                <Icon name="check" />
                {t.copied}
              </span>
            ) : copyState === 'failed' ? (
              <span className="ui-field__error">{t.copyFailed}</span>
            ) : null}
          </p>
        </div>

        <section className="ui-stack" style={{ gap: 'var(--space-3)' }} aria-labelledby={`${id}-students`}>
          <h3
            ref={headingRef}
            tabIndex={-1}
            id={`${id}-students`}
            className="ui-section-title"
            style={{ fontSize: 'var(--font-size-lg)' }}
          >
            {t.enrolledHeading(cls.students.length)}
          </h3>
          {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
          {cls.students.length === 0 ? (
            <p className="ui-muted">{t.noStudents}</p>
          ) : (
            <ul className="ui-rows ui-rows--scroll" aria-labelledby={`${id}-students`}>
              {cls.students.map((student) => (
                <li key={student.enrollment_id}>
                  <Avatar person={{ first_name: student.first_name, last_name: student.last_name, display_name: student.name }} />
                  <span className="ui-rows__main">
                    <strong>{student.name}</strong>
                    <span className="ui-muted" style={{ fontSize: 'var(--font-size-sm)' }}>
                      {t.joinedAt(formatDate(student.joined_at))}
                    </span>
                  </span>
                  <Button
                    variant="light"
                    size="sm"
                    aria-label={t.removeStudentLabel(student.name)}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoveWithNewCode(false);
                      setConfirming(student);
                    }}
                  >
                    <Icon name="user-minus" />
                    {t.removeStudent}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Modal>

      <ConfirmDialog
        open={confirming !== null}
        title={t.removeConfirmTitle}
        message={
          confirming ? (
            <div className="ui-stack">
              {removeError ? <MessageBox kind="error">{removeError}</MessageBox> : null}
              <p>{t.removeConfirm(confirming.name)}</p>
              <label className="tc-check">
                <input type="checkbox" checked={removeWithNewCode} onChange={(e) => setRemoveWithNewCode(e.target.checked)} />
                <span>{t.removeWithNewCode}</span>
              </label>
            </div>
          ) : null
        }
        confirmLabel={t.removeConfirmButton}
        destructive
        loading={removing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? handleRemove(confirming) : undefined)}
      />

      <ConfirmDialog
        open={confirmingRenew}
        title={t.renewCodeTitle}
        message={
          <div className="ui-stack">
            {renewError ? <MessageBox kind="error">{renewError}</MessageBox> : null}
            <p>{t.renewCodeConfirm}</p>
          </div>
        }
        confirmLabel={t.renewCodeButton}
        loading={renewing}
        onCancel={() => setConfirmingRenew(false)}
        onConfirm={handleRenew}
      />
    </>
  );
}
