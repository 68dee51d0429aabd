import type { LessonSummary } from 'api/client';
import {
  BackLink, Card, ConfirmDialog, EmptyState, formatDate, Icon, Link, MenuButton, MessageBox, PageLoadError, SkeletonGrid,
  useLoader, useNavigate, useSearchParams, useTimedNotice, type AreaApi,
} from '@platform/ui';
import { useId, useState } from 'react';
import { deleteLesson, duplicateLesson, listOwnLessons, updateLesson } from '../api';
import { messages as t } from '../messages';
import { lessonViewPath } from '../routes';
import { filterAndSortLessons, isSortOrder, SORT_ORDERS, type SortOrder } from './overview.logic';

type Pending = { kind: 'duplicate' | 'delete'; lesson: LessonSummary } | null;

/**
 * '/teacher/lessons' (spec 2 'Lessons overview'): search, sort, one card per lesson
 * with its menu (edit, duplicate, delete after confirmation) and the switch
 * 'sichtbar für Lernende'; a card opens the lesson.
 */
export function LessonsOverview({ api }: { api: AreaApi }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const order: SortOrder = isSortOrder(sortParam) ? sortParam : 'date-desc';
  const { state, reload, update } = useLoader('lessons', () => listOwnLessons(api), () => true, 'area_lessons');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, showNotice] = useTimedNotice();
  const searchId = useId();
  const sortId = useId();

  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const toggleVisible = async (lesson: LessonSummary) => {
    setError(null);
    const visible = !lesson.is_visible_to_students;
    update((list) => list.map((l) => (l.id === lesson.id ? { ...l, is_visible_to_students: visible } : l)));
    try {
      await updateLesson(api, lesson.id, { is_visible_to_students: visible });
    } catch (err) {
      console.error('[area_lessons] visibility failed', err);
      update((list) => list.map((l) => (l.id === lesson.id ? { ...l, is_visible_to_students: !visible } : l)));
      setError(t.visibilityFailed);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.kind === 'duplicate') {
        const copy = await duplicateLesson(api, pending.lesson.id);
        showNotice(t.duplicated(copy.name));
      } else {
        await deleteLesson(api, pending.lesson.id);
        showNotice(t.deleted(pending.lesson.name));
      }
      setPending(null);
      await reload(true);
    } catch (err) {
      console.error(`[area_lessons] ${pending.kind} failed`, err);
      setError(pending.kind === 'duplicate' ? t.duplicateFailed : t.deleteFailed);
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ui-page lz-overview">
      <title>{`${t.lessonsTitle} · Lernplattform`}</title>
      <BackLink to="/teacher/dashboard">{t.backToDashboard}</BackLink>
      <header className="lz-overview__header">
        <div>
          <h1 className="ui-page-title">{t.lessonsTitle}</h1>
          <p className="ui-muted">{t.lessonsIntro}</p>
        </div>
        <Link to="/teacher/lessons/new" className="ui-button ui-button--solid">
          <Icon name="plus" /> {t.newLesson}
        </Link>
      </header>

      <div className="lz-overview__tools" role="search">
        <div className="ui-field">
          <label htmlFor={searchId} className="ui-field__label">{t.search}</label>
          <input
            id={searchId}
            className="ui-input"
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setParam('q', e.target.value, '')}
          />
        </div>
        <div className="ui-field">
          <label htmlFor={sortId} className="ui-field__label">{t.sort}</label>
          <select id={sortId} className="ui-input" value={order} onChange={(e) => setParam('sort', e.target.value, 'date-desc')}>
            {SORT_ORDERS.map((o) => (
              <option key={o} value={o}>{t.sortOptions[o]}</option>
            ))}
          </select>
        </div>
      </div>

      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      {error ? <MessageBox kind="error" title={error} /> : null}

      {state.status === 'loading' ? <SkeletonGrid count={3} label={t.loadingLessons} /> : null}
      {state.status === 'error' ? <PageLoadError title={t.loadLessonsFailed} onRetry={() => void reload()} /> : null}
      {state.status === 'ready' ? (
        state.data.length === 0 ? (
          <EmptyState
            icon="book"
            title={t.noLessons}
            hint={t.noLessonsHint}
            action={<Link to="/teacher/lessons/new" className="ui-button ui-button--solid">{t.newLesson}</Link>}
          />
        ) : (
          <LessonGrid
            lessons={filterAndSortLessons(state.data, query, order)}
            onOpen={(l) => navigate(lessonViewPath(l.id))}
            onEdit={(l) => navigate(`/teacher/lessons/${l.id}/edit`)}
            onDuplicate={(lesson) => setPending({ kind: 'duplicate', lesson })}
            onDelete={(lesson) => setPending({ kind: 'delete', lesson })}
            onToggleVisible={(l) => void toggleVisible(l)}
          />
        )
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? t.deleteTitle : t.duplicateTitle}
        message={pending ? (pending.kind === 'delete' ? t.deleteConfirm(pending.lesson.name) : t.duplicateConfirm(pending.lesson.name)) : ''}
        confirmLabel={pending?.kind === 'delete' ? t.delete : t.duplicate}
        destructive={pending?.kind === 'delete'}
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function LessonGrid(props: {
  lessons: LessonSummary[];
  onOpen: (l: LessonSummary) => void;
  onEdit: (l: LessonSummary) => void;
  onDuplicate: (l: LessonSummary) => void;
  onDelete: (l: LessonSummary) => void;
  onToggleVisible: (l: LessonSummary) => void;
}) {
  if (props.lessons.length === 0) return <p className="ui-muted">{t.noMatches}</p>;
  return (
    <ul className="lz-grid" aria-label={t.lessonsTitle}>
      {props.lessons.map((lesson) => (
        <Card as="li" key={lesson.id} className="lz-card">
          {lesson.picture_url ? <img className="lz-card__picture" src={lesson.picture_url} alt="" /> : <span className="lz-card__icon"><Icon name="book" /></span>}
          <div className="lz-card__body">
            <h2 className="lz-card__title">
              {/* The whole card is clickable through this link's stretched area; the menu and switch sit above it. */}
              <Link to={lessonViewPath(lesson.id)} className="lz-card__link">{lesson.name}</Link>
            </h2>
            {lesson.description ? <p className="lz-card__desc">{lesson.description}</p> : null}
            <p className="lz-card__meta">
              <span>{t.blockCount(lesson.block_count)}</span>
              <span>{t.classCount(lesson.class_count)}</span>
              <span>{t.created(formatDate(lesson.created_at))}</span>
            </p>
            <label className="lz-switch">
              <input type="checkbox" role="switch" checked={lesson.is_visible_to_students} onChange={() => props.onToggleVisible(lesson)} />
              <span>{t.visibleForStudents}</span>
            </label>
          </div>
          <MenuButton
            className="lz-card__menu"
            label={t.lessonActions(lesson.name)}
            items={[
              { label: t.edit, icon: 'pencil', onSelect: () => props.onEdit(lesson) },
              { label: t.duplicate, icon: 'copy', onSelect: () => props.onDuplicate(lesson) },
              { label: t.delete, icon: 'trash', destructive: true, onSelect: () => props.onDelete(lesson) },
            ]}
          />
        </Card>
      ))}
    </ul>
  );
}
