import {
  ApiError, AsyncPage, Button, formatDate, Hero, Icon, MessageBox, useLoader, type AreaApi, useTimedNotice, useParams, useLocation, useNavigate,
} from '@platform/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getTeacherClass, listTeacherClasses } from '../api';
import { messages as t } from '../messages';
import { classViewError, NoClassesError } from './class-errors';
import { ClassFormModal } from './class-form-modal';
import { ClassLessons } from './class-lessons';
import { ClassMedia } from './class-media';
import { InviteModal } from './invite-modal';
import { ProjectorCode } from './projector-code';
import { CREATE_STUDENTS_LABEL } from './student-accounts/button-label';

/** The class; when it is not there and the teacher has no classes at all, says so ('Keine Klassen gefunden'). */
async function loadClass(api: AreaApi, id: string) {
  try {
    return await getTeacherClass(api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const classes = await listTeacherClasses(api).catch(() => null);
      if (classes?.length === 0) throw new NoClassesError();
    }
    throw error;
  }
}

// Students without e-mail (issue 22): loaded only when used, with the print view and the QR code.
const StudentAccountsModal = lazy(() => import('./student-accounts/student-accounts-modal').then((m) => ({ default: m.StudentAccountsModal })));
const StudentLogins = lazy(() => import('./student-accounts/student-logins').then((m) => ({ default: m.StudentLogins })));

/**
 * '/teacher/classes/:id' (spec 2 'Class view'): back link, header (name, class
 * code, description, creation date, active students), the teacher's actions
 * 'Lernende einladen', 'Code gross anzeigen' (the invitation code is in the header), 'Lernende erfassen'
 * (issue 22) and 'Klasse bearbeiten', the class's lessons, and the logins of students without e-mail
 * ('Passwort zurücksetzen').
 */
export function TeacherClassView({ api }: { api: AreaApi }) {
  const { id = '' } = useParams();
  const { state: load, reload: fetchClass, setData, update } = useLoader(id, () => loadClass(api, id), classViewError, 'area_teacher');
  const [dialog, setDialog] = useState<'invite' | 'edit' | 'accounts' | 'projector' | null>(null);
  const [notice, showNotice] = useTimedNotice();
  // 'Die Klasse … wurde erstellt.' from the dashboard that opened the new class; shown once (not again on reload).
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const passed = (location.state as { notice?: unknown } | null)?.notice;
    if (typeof passed !== 'string') return;
    showNotice(passed);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate, showNotice]);
  // The header's lesson count follows the list below after adding or removing.
  const handleLessonCount = useCallback(
    (count: number) => update((cls) => (cls.lesson_count === count ? cls : { ...cls, lesson_count: count })),
    [update],
  );

  return (
    <AsyncPage
      state={load}
      back={{ to: '/teacher/dashboard', label: t.backToDashboard }}
      loadingTitle={t.classTitle}
      loadingLabel={t.loadingClasses}
      onRetry={() => void fetchClass()}
      readyTitle={(cls) => cls.name}
    >
      {(cls) => (
        <>
          <Hero
            titleId="class-title"
            media={<ClassMedia id={cls.id} name={cls.name} classCode={cls.class_code} pictureUrl={cls.picture_url} className="ui-hero__media" />}
            badge={cls.class_code ? `${t.classCode}: ${cls.class_code}` : null}
            title={cls.name}
            description={cls.description}
            facts={[
              { icon: 'key', label: t.factInvitationCode, value: <span className="tc-hero__code">{cls.invitation_code}</span>, testId: 'header-invitation-code' },
              { icon: 'calendar', label: t.factCreated, value: formatDate(cls.created_at) },
              { icon: 'users', label: t.factStudents, value: cls.student_count, testId: 'student-count' },
              { icon: 'book', label: t.factLessons, value: cls.lesson_count, testId: 'lesson-count' },
            ]}
            actions={
              <div className="ui-row tc-hero__actions">
                <Button onClick={() => setDialog('invite')}>
                  <Icon name="users" />
                  {t.inviteStudents}
                </Button>
                <Button variant="subtle" onClick={() => setDialog('projector')}>
                  <Icon name="presentation" />
                  {t.showCodeLarge}
                </Button>
                <Button variant="light" onClick={() => setDialog('accounts')}>
                  <Icon name="key" />
                  {CREATE_STUDENTS_LABEL}
                </Button>
                <Button variant="light" onClick={() => setDialog('edit')}>
                  <Icon name="pencil" />
                  {t.editClass}
                </Button>
              </div>
            }
          />

          {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}

          <ClassLessons api={api} classId={cls.id} onCountChange={handleLessonCount} />

          {cls.students.some((s) => s.username) ? (
            <Suspense fallback={null}>
              <StudentLogins api={api} cls={cls} onChanged={() => void fetchClass(true)} />
            </Suspense>
          ) : null}

          {dialog === 'invite' ? (
            <InviteModal api={api} cls={cls} onClose={() => setDialog(null)} onChanged={() => fetchClass(true)} />
          ) : null}
          {dialog === 'accounts' ? (
            <Suspense fallback={null}>
              <StudentAccountsModal
                api={api}
                classId={cls.id}
                className={cls.name}
                onClose={() => setDialog(null)}
                onCreated={() => void fetchClass(true)}
              />
            </Suspense>
          ) : null}
          {dialog === 'projector' ? (
            <ProjectorCode className={cls.name} code={cls.invitation_code ?? ''} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === 'edit' ? (
            <ClassFormModal
              api={api}
              cls={cls}
              onClose={() => setDialog(null)}
              onSaved={(saved) => {
                setDialog(null);
                setData(saved);
                showNotice(t.updated(saved.name));
              }}
            />
          ) : null}
        </>
      )}
    </AsyncPage>
  );
}
