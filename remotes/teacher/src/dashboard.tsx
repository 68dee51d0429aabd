import type { ClassDetail, ClassSummary } from 'api/client';
import {
  Button, ConfirmDialog, displayName, EmptyState, Icon, MessageBox, PageLoadError, SkeletonGrid, useLoader, useTimedNotice, type AreaProps, Link,
  useNavigate, useSearchParams,
} from '@platform/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { deleteClass, listTeacherClasses } from './api';
import { ClassCard } from './classes/class-card';
import { classActionError } from './classes/class-errors';
import { ClassFormModal } from './classes/class-form-modal';
import { messages as t } from './messages';
import type { SubscriptionStart } from './subscription/subscription-dialog';

// The pricing dialog loads when first opened, not with the dashboard (bundle budget).
const SubscriptionDialog = lazy(async () => ({ default: (await import('./subscription/subscription-dialog')).SubscriptionDialog }));

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; cls: ClassSummary }
  | { kind: 'delete'; cls: ClassSummary }
  | { kind: 'subscription' }
  | null;

/** The summary fields of a class returned by create/update. */
function summaryOf(detail: ClassDetail): ClassSummary {
  return {
    id: detail.id,
    name: detail.name,
    description: detail.description,
    class_code: detail.class_code,
    invitation_code: detail.invitation_code ?? '',
    picture_url: detail.picture_url,
    created_at: detail.created_at,
    is_active: detail.is_active,
    lesson_count: detail.lesson_count,
    student_count: detail.student_count,
  };
}

/**
 * '/teacher/dashboard': greeting, the teacher's classes (create, edit, delete) and the manage tiles. The
 * subscription dialog opens from the header's user menu (?dialog=neue-klassen), not beside 'Neue Klasse'.
 */
export function TeacherDashboard({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const { state: load, reload: fetchClasses, update: updateClasses } = useLoader(
    'teacher-classes', () => listTeacherClasses(api), () => null, 'area_teacher');
  const [dialog, setDialogState] = useState<Dialog>(null);
  // The header's user menu opens 'Neue Klassen hinzufügen' with ?dialog=neue-klassen (from any page).
  const [searchParams, setSearchParams] = useSearchParams();
  const subscriptionRequested = searchParams.get('dialog') === 'neue-klassen';
  useEffect(() => {
    if (subscriptionRequested) setDialogState({ kind: 'subscription' });
  }, [subscriptionRequested]);
  const setDialog = (next: Dialog) => {
    setDialogState(next);
    if (next === null && subscriptionRequested) setSearchParams({}, { replace: true });
  };
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, showNotice] = useTimedNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  const handleSaved = (saved: ClassDetail, mode: 'created' | 'updated') => {
    setDialog(null);
    const summary = summaryOf(saved);
    if (mode === 'created') {
      // A new class is where the teacher goes next (inviting pupils, adding lessons): it opens right away.
      updateClasses((classes) => [summary, ...classes]);
      void navigate(`/teacher/classes/${saved.id}`, { state: { notice: t.created(saved.name) } });
      return;
    }
    updateClasses((classes) => classes.map((cls) => (cls.id === saved.id ? summary : cls)));
    showNotice(t.updated(saved.name));
    // Counts and order as the server sees them, without a loading flash.
    void fetchClasses(true);
  };

  const handleDelete = async (cls: ClassSummary) => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteClass(api, cls.id);
      updateClasses((classes) => classes.filter((c) => c.id !== cls.id));
      setDialog(null);
      showNotice(t.deleted(cls.name));
      // The card and its menu button are gone: keep keyboard focus near the list.
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      console.error('[area_teacher] deleting class failed', error);
      setDeleteError(classActionError(error, 'delete'));
    } finally {
      setDeleting(false);
    }
  };

  const handleSubscriptionStart = (start: SubscriptionStart) => {
    // No payment backend yet (spec 4): the choice is only emitted.
    console.info('[area_teacher] subscription chosen', {
      newClasses: start.newClasses,
      studentsPerClass: start.studentsPerClass,
      billing: start.billing,
      existingClasses: start.existingClasses,
    });
  };

  const openDelete = (cls: ClassSummary) => {
    setDeleteError(null);
    setDialog({ kind: 'delete', cls });
  };

  const firstName = profile.first_name?.trim() || displayName(profile);
  const existingClasses = load.status === 'ready' ? load.data.length : 0;

  return (
    <div className="ui-page">
      <title>{`${t.greeting(firstName)} · Lernplattform`}</title>
      <header className="ui-stack">
        <h1 className="ui-page-title">{t.greeting(firstName)}</h1>
        <p className="ui-muted">{t.greetingLead}</p>
      </header>

      <section className="ui-stack" aria-labelledby="teacher-classes-heading">
        <div className="ui-section-header">
          <h2 ref={headingRef} tabIndex={-1} id="teacher-classes-heading" className="ui-section-title">
            {t.classesHeading}
          </h2>
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Icon name="plus" />
            {t.newClass}
          </Button>
        </div>
        {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
        {load.status === 'loading' ? (
          <SkeletonGrid count={3} label={t.loadingClasses} />
        ) : load.status === 'error' ? (
          <PageLoadError title={t.loadFailed} onRetry={() => void fetchClasses()} />
        ) : load.data.length === 0 ? (
          <EmptyState
            icon="school"
            title={t.emptyClasses}
            hint={t.emptyClassesHint}
            action={<Button onClick={() => setDialog({ kind: 'create' })}>{t.firstClass}</Button>}
          />
        ) : (
          <ul className="ui-grid ui-list-reset" aria-labelledby="teacher-classes-heading">
            {load.data.map((cls) => (
              <ClassCard
                key={cls.id}
                cls={cls}
                onEdit={(c) => setDialog({ kind: 'edit', cls: c })}
                onDelete={openDelete}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="ui-stack" aria-labelledby="teacher-manage-heading">
        <h2 id="teacher-manage-heading" className="ui-section-title">
          {t.manageHeading}
        </h2>
        <div className="ui-grid">
          <Link to="/teacher/games" className="ui-tile">
            <span className="ui-tile__icon">
              <Icon name="gamepad" />
            </span>
            <span className="ui-stack" style={{ gap: 'var(--space-1)' }}>
              <span>{t.manageGames}</span>
              <span className="ui-muted" style={{ fontSize: 'var(--font-size-sm)', fontWeight: 'normal' }}>
                {t.manageGamesHint}
              </span>
            </span>
          </Link>
          <Link to="/teacher/lessons" className="ui-tile">
            <span className="ui-tile__icon">
              <Icon name="book" />
            </span>
            <span className="ui-stack" style={{ gap: 'var(--space-1)' }}>
              <span>{t.manageLessons}</span>
              <span className="ui-muted" style={{ fontSize: 'var(--font-size-sm)', fontWeight: 'normal' }}>
                {t.manageLessonsHint}
              </span>
            </span>
          </Link>
        </div>
      </section>

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ClassFormModal
          api={api}
          cls={dialog.kind === 'edit' ? dialog.cls : null}
          onClose={() => setDialog(null)}
          onSaved={handleSaved}
        />
      ) : null}

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t.deleteConfirmTitle}
        message={
          dialog?.kind === 'delete' ? (
            <div className="ui-stack">
              {deleteError ? <MessageBox kind="error">{deleteError}</MessageBox> : null}
              <p>{t.deleteConfirm(dialog.cls.name)}</p>
            </div>
          ) : null
        }
        confirmLabel={t.deleteConfirmButton}
        destructive
        loading={deleting}
        onCancel={() => setDialog(null)}
        onConfirm={() => (dialog?.kind === 'delete' ? handleDelete(dialog.cls) : undefined)}
      />

      {dialog?.kind === 'subscription' && (
        <Suspense fallback={null}>
          <SubscriptionDialog
            open
            existingClasses={existingClasses}
            onClose={() => setDialog(null)}
            onStart={handleSubscriptionStart}
          />
        </Suspense>
      )}
    </div>
  );
}
