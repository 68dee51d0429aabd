import type { ClassLesson } from 'api/client';
import type { Announcements } from '@dnd-kit/core';
import {
  Button, buttonClassName, ConfirmDialog, EmptyState, focusableWithin, Icon, Link, MessageBox, PageLoadError, SkeletonGrid, useLoader,
  useTimedNotice, type AreaApi,
} from '@platform/ui';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { listClassLessons, removeLessonFromClass, reorderClassLessons, setClassLessonVisibility } from '../api';
import { messages as t } from '../messages';
import { classLessonError, isOrderMismatch } from './class-errors';
import type { DragBindings } from './lesson-drag';
import { LessonPickerModal } from './lesson-picker-modal';
import { lessonIds, moveByStep, moveToPlaceOf } from './lesson-order';

type Direction = 'up' | 'down';
type DragLayer = typeof import('./lesson-drag');

/** Where a lesson opens, in the context of this class (the lesson view's back button and navigation use it). */
const lessonViewPath = (classId: string, lessonId: string) => `/lessons/${lessonId}?class_id=${classId}`;
const lessonEditPath = (classId: string, lessonId: string) => `/teacher/classes/${classId}/lessons/${lessonId}/edit`;
const newLessonPath = (classId: string) => `/teacher/classes/${classId}/lessons/new`;

/**
 * The lesson list of the teacher's class view (spec 2 'Class view'): the
 * class's lessons in order, each shown or hidden for students, moved with
 * buttons (keyboard) or by dragging, opened, edited or removed after a
 * confirmation; plus 'Vorhandene Lektion hinzufügen' (the picker) and
 * 'Neue Lektion erstellen'. Every reorder sends the complete new order. The
 * drag layer (@dnd-kit) loads when a pointer first comes over the list.
 */
export function ClassLessons({
  api,
  classId,
  onCountChange,
}: {
  api: AreaApi;
  classId: string;
  /** The number of lessons changed (added, removed): keeps the class header's fact in step. */
  onCountChange: (count: number) => void;
}) {
  const { state, reload, setData, update } = useLoader(classId, () => listClassLessons(api, classId), (e) => classLessonError(e, 'load'), 'area_teacher');
  const lessons = state.status === 'ready' ? state.data : null;
  const [notice, showNotice] = useTimedNotice();
  const [problem, setProblem] = useState<{ kind: 'error' | 'warning'; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [togglingIds, setTogglingIds] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<ClassLesson | null>(null);
  const [removing, setRemoving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ lessonId: string; direction: Direction } | null>(null);
  // Reorders go out one after another; only the answer to the newest one is shown.
  const orderQueue = useRef<Promise<void>>(Promise.resolve());
  const orderTicket = useRef(0);

  const count = lessons?.length;
  const onCountChangeRef = useRef(onCountChange);
  onCountChangeRef.current = onCountChange;
  useEffect(() => {
    if (count !== undefined) onCountChangeRef.current(count);
  }, [count]);

  // A moved row is re-inserted in the DOM, which drops its focus: put it back on the same button
  // (or on the other one, when the lesson reached the top or the bottom).
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target || !listRef.current) return;
    pendingFocus.current = null;
    const button = (direction: Direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-lesson-id="${target.lessonId}"] [data-move="${direction}"]`);
    const same = button(target.direction);
    (same && !same.disabled ? same : button(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [lessons]);

  // The removed row (and its button, where the dialog would return focus) is gone: keep keyboard
  // focus in the list's section. In an effect, so the dialog's focus trap has been released.
  const focusHeadingAfterConfirm = useRef(false);
  useEffect(() => {
    if (confirming || !focusHeadingAfterConfirm.current) return;
    focusHeadingAfterConfirm.current = false;
    headingRef.current?.focus();
  }, [confirming]);

  // The drag layer, loaded on the first pointer over the list. Switching to it re-creates the rows,
  // so a focused control inside the list is focused again afterwards (same row, same place).
  const [drag, setDrag] = useState<DragLayer | null>(null);
  const dragRequested = useRef(false);
  const refocus = useRef<{ lessonId: string; index: number } | null>(null);
  const loadDragLayer = () => {
    if (dragRequested.current) return;
    dragRequested.current = true;
    import('./lesson-drag')
      .then((layer) => {
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const row = active?.closest<HTMLElement>('[data-lesson-id]');
        if (active && row && listRef.current?.contains(row)) {
          refocus.current = { lessonId: row.dataset['lessonId'] ?? '', index: focusableWithin(row).indexOf(active) };
        }
        setDrag(layer);
      })
      .catch((error: unknown) => {
        dragRequested.current = false; // the buttons still work; try again on the next pointer
        console.error('[area_teacher] loading the drag layer failed', error);
      });
  };
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!drag || !target) return;
    refocus.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-lesson-id="${target.lessonId}"]`);
    if (row) focusableWithin(row)[target.index]?.focus();
  }, [drag]);

  const saveOrder = (next: ClassLesson[], moved: ClassLesson) => {
    setProblem(null);
    setData(next);
    setAnnouncement(t.moved(moved.lesson.name, next.indexOf(moved) + 1));
    const ticket = ++orderTicket.current;
    orderQueue.current = orderQueue.current.then(async () => {
      try {
        const saved = await reorderClassLessons(api, classId, lessonIds(next));
        if (ticket === orderTicket.current) setData(saved);
      } catch (error) {
        if (ticket !== orderTicket.current) return;
        console.error('[area_teacher] reordering lessons failed', error);
        // The server keeps the truth: show it again, and say why the list changed.
        setProblem(
          isOrderMismatch(error)
            ? { kind: 'warning', text: t.orderChangedElsewhere }
            : { kind: 'error', text: classLessonError(error, 'move') },
        );
        await reload(true);
      }
    });
  };

  const handleMove = (lesson: ClassLesson, direction: Direction) => {
    if (!lessons) return;
    const next = moveByStep(lessons, lesson.lesson_id, direction === 'up' ? -1 : 1);
    if (!next) return;
    pendingFocus.current = { lessonId: lesson.lesson_id, direction };
    saveOrder(next, lesson);
  };

  const handleDrop = (activeId: string, overId: string | null) => {
    if (!lessons) return;
    const next = moveToPlaceOf(lessons, activeId, overId);
    const moved = lessons.find((l) => l.lesson_id === activeId);
    if (next && moved) saveOrder(next, moved);
  };

  const handleToggle = async (lesson: ClassLesson) => {
    if (togglingIds.has(lesson.lesson_id)) return;
    setProblem(null);
    setTogglingIds((ids) => new Set(ids).add(lesson.lesson_id));
    try {
      const saved = await setClassLessonVisibility(api, classId, lesson.lesson_id, !lesson.is_visible);
      update((list) => list.map((l) => (l.lesson_id === saved.lesson_id ? saved : l)));
      showNotice(saved.is_visible ? t.lessonShown(saved.lesson.name) : t.lessonHidden(saved.lesson.name));
    } catch (error) {
      console.error('[area_teacher] changing lesson visibility failed', error);
      setProblem({ kind: 'error', text: classLessonError(error, 'visibility') });
    } finally {
      setTogglingIds((ids) => {
        const next = new Set(ids);
        next.delete(lesson.lesson_id);
        return next;
      });
    }
  };

  const handleRemove = async (lesson: ClassLesson) => {
    setRemoving(true);
    setProblem(null);
    try {
      await removeLessonFromClass(api, classId, lesson.lesson_id);
      // The following lessons move up (the server closed the gap too).
      update((list) => list.filter((l) => l.lesson_id !== lesson.lesson_id).map((l, index) => ({ ...l, order_position: index + 1 })));
      focusHeadingAfterConfirm.current = true;
      setConfirming(null);
      showNotice(t.lessonRemoved(lesson.lesson.name));
    } catch (error) {
      console.error('[area_teacher] removing lesson from class failed', error);
      setConfirming(null);
      setProblem({ kind: 'error', text: classLessonError(error, 'remove') });
      void reload(true);
    } finally {
      setRemoving(false);
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragStart(nameOf(lessons, active.id)),
    onDragOver: ({ active, over }) => (over ? t.dragOver(nameOf(lessons, active.id), nameOf(lessons, over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dragEnd(nameOf(lessons, active.id), nameOf(lessons, over.id)) : undefined),
    onDragCancel: ({ active }) => t.dragCancel(nameOf(lessons, active.id)),
  };

  return (
    <section className="ui-stack" aria-labelledby="class-lessons-heading">
      <div className="ui-section-header">
        <h2 id="class-lessons-heading" ref={headingRef} tabIndex={-1} className="ui-section-title">
          {t.lessonsHeading}
        </h2>
        <div className="ui-row tc-lessons__toolbar">
          <Button variant="light" onClick={() => setPickerOpen(true)} disabled={!lessons}>
            <Icon name="plus" />
            {t.addExistingLesson}
          </Button>
          <Link to={newLessonPath(classId)} className={buttonClassName('solid')}>
            <Icon name="pencil" />
            {t.newLesson}
          </Link>
        </div>
      </div>

      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      {problem ? <MessageBox kind={problem.kind}>{problem.text}</MessageBox> : null}
      <p role="status" className="ui-visually-hidden">
        {announcement}
      </p>

      {state.status === 'loading' ? <SkeletonGrid count={2} label={t.loadingLessons} /> : null}
      {state.status === 'error' ? (
        <PageLoadError title={state.error} onRetry={() => void reload()} />
      ) : null}
      {lessons && lessons.length === 0 ? <EmptyState icon="book" title={t.noLessons} hint={t.noLessonsHint} /> : null}
      {lessons && lessons.length > 0 ? (
        <DragArea
          layer={drag}
          ids={lessonIds(lessons)}
          onDrop={handleDrop}
          announcements={announcements}
        >
          <ol
            ref={listRef}
            className="tc-lessons"
            aria-labelledby="class-lessons-heading"
            onPointerOver={loadDragLayer}
            onPointerDown={loadDragLayer}
          >
            {lessons.map((lesson, index) => {
              const row = (bindings?: DragBindings) => (
                <LessonRow
                  key={lesson.lesson_id}
                  drag={bindings}
                  classId={classId}
                  lesson={lesson}
                  position={index + 1}
                  isFirst={index === 0}
                  isLast={index === lessons.length - 1}
                  toggling={togglingIds.has(lesson.lesson_id)}
                  onMove={(direction) => handleMove(lesson, direction)}
                  onToggle={() => void handleToggle(lesson)}
                  onRemove={() => setConfirming(lesson)}
                />
              );
              return drag ? (
                <drag.SortableLesson key={lesson.lesson_id} id={lesson.lesson_id}>
                  {row}
                </drag.SortableLesson>
              ) : (
                row()
              );
            })}
          </ol>
        </DragArea>
      ) : null}

      {pickerOpen && lessons ? (
        <LessonPickerModal
          api={api}
          classId={classId}
          inClass={new Set(lessonIds(lessons))}
          onClose={() => setPickerOpen(false)}
          onAdded={(list, added) => {
            setPickerOpen(false);
            setProblem(null);
            setData(list);
            showNotice(t.lessonsAdded(added));
          }}
        />
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        title={t.removeLessonTitle}
        message={confirming ? t.removeLessonConfirm(confirming.lesson.name) : null}
        confirmLabel={t.removeLesson}
        destructive
        loading={removing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? handleRemove(confirming) : undefined)}
      />
    </section>
  );
}

/** The drag context once the layer is loaded; until then the list as it is. */
function DragArea({
  layer,
  ids,
  onDrop,
  announcements,
  children,
}: {
  layer: DragLayer | null;
  ids: string[];
  onDrop: (activeId: string, overId: string | null) => void;
  announcements: Announcements;
  children: ReactNode;
}) {
  if (!layer) return <Fragment>{children}</Fragment>;
  return (
    <layer.LessonDragArea ids={ids} onDrop={onDrop} announcements={announcements} instructions={t.dragInstructions}>
      {children}
    </layer.LessonDragArea>
  );
}

function nameOf(lessons: ClassLesson[] | null, id: string | number): string {
  return lessons?.find((l) => l.lesson_id === id)?.lesson.name ?? '';
}

/** One lesson of the class: drag handle (pointer only), position, name as the link to open it, facts and actions. */
function LessonRow({
  drag,
  classId,
  lesson,
  position,
  isFirst,
  isLast,
  toggling,
  onMove,
  onToggle,
  onRemove,
}: {
  /** Set once the drag layer is loaded. */
  drag?: DragBindings;
  classId: string;
  lesson: ClassLesson;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  toggling: boolean;
  onMove: (direction: Direction) => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const name = lesson.lesson.name;
  const titleId = `class-lesson-${lesson.lesson_id}`;

  return (
    <li
      ref={drag?.setNodeRef}
      data-lesson-id={lesson.lesson_id}
      className={drag?.isDragging ? 'tc-lesson tc-lesson--dragging' : 'tc-lesson'}
      style={drag?.style}
    >
      {/* Dragging is a pointer shortcut; keyboard and screen-reader users move lessons with the buttons. */}
      <span ref={drag?.setHandleRef} {...drag?.handleListeners} className="tc-lesson__handle" aria-hidden="true" title={t.dragHandleLabel(name)}>
        <Icon name="dots" />
      </span>
      <span className="tc-lesson__position" aria-hidden="true">
        {position}
      </span>
      <div className="tc-lesson__main">
        <h3 id={titleId} className="tc-lesson__title">
          <span className="ui-visually-hidden">{t.lessonPosition(position)}: </span>
          <Link to={lessonViewPath(classId, lesson.lesson_id)}>{name}</Link>
        </h3>
        {lesson.lesson.description ? <p className="ui-muted tc-lesson__description">{lesson.lesson.description}</p> : null}
        <p className="tc-lesson__meta">
          <span className={lesson.is_visible ? 'ui-badge tc-badge--visible' : 'ui-badge tc-badge--hidden'}>
            <Icon name={lesson.is_visible ? 'check' : 'lock'} />
            {lesson.is_visible ? t.visibleBadge : t.hiddenBadge}
          </span>
          <span className="ui-muted">{t.blockCount(lesson.lesson.block_count)}</span>
        </p>
      </div>
      <div className="tc-lesson__actions">
        <Button variant="icon-light" data-move="up" aria-label={t.moveUpLabel(name)} disabled={isFirst} onClick={() => onMove('up')}>
          <Icon name="chevron" className="tc-icon--up" />
        </Button>
        <Button variant="icon-light" data-move="down" aria-label={t.moveDownLabel(name)} disabled={isLast} onClick={() => onMove('down')}>
          <Icon name="chevron" />
        </Button>
        <Button
          variant="light"
          size="sm"
          className="tc-lesson__toggle"
          aria-label={lesson.is_visible ? t.hideLessonLabel(name) : t.showLessonLabel(name)}
          aria-busy={toggling || undefined}
          onClick={onToggle}
        >
          <Icon name={lesson.is_visible ? 'lock' : 'check'} />
          {lesson.is_visible ? t.hideLesson : t.showLesson}
        </Button>
        <Link to={lessonEditPath(classId, lesson.lesson_id)} className={buttonClassName('light', { size: 'sm' })} aria-label={t.editLessonLabel(name)}>
          <Icon name="pencil" />
          {t.editLesson}
        </Link>
        <Button variant="light" size="sm" aria-label={t.removeLessonLabel(name)} onClick={onRemove}>
          <Icon name="trash" />
          {t.removeLesson}
        </Button>
      </div>
    </li>
  );
}
