import type { ClassDetail } from 'api/client';
import { Avatar, Button, ConfirmDialog, copyText, formatDate, Icon, MessageBox, Modal, type AreaApi, useTimedNotice } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { removeStudent } from '../api';
import { messages as t } from '../messages';
import { classActionError } from './class-errors';

/** Spec 9 'Timing': the clipboard notice shows for 2 s. */
export const COPIED_NOTICE_MS = 2000;

type Student = ClassDetail['students'][number];

/**
 * 'Schüler einladen' (spec 2 'Class view'): the invitation code, big enough to
 * read from the back of the room, a copy button with a 2 s 'copied' notice, and
 * the enrolled students, each removable after a confirmation.
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
  /** A student was removed: reload the class. */
  onChanged: () => Promise<void> | void;
}) {
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [confirming, setConfirming] = useState<Student | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [notice, showNotice] = useTimedNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const code = cls.invitation_code ?? '';

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
      await removeStudent(api, cls.id, student.student_id);
      await onChanged();
      setConfirming(null);
      showNotice(t.studentRemoved(student.name));
      // The removed row (and its button) is gone: keep keyboard focus in the dialog.
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      console.error('[area_teacher] removing student failed', error);
      setRemoveError(classActionError(error, 'removeStudent'));
    } finally {
      setRemoving(false);
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
            </div>
          ) : null
        }
        confirmLabel={t.removeConfirmButton}
        destructive
        loading={removing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? handleRemove(confirming) : undefined)}
      />
    </>
  );
}
