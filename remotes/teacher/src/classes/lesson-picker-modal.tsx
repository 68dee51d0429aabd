import type { ClassLesson } from 'api/client';
import { EmptyState, FormModal, Link, PageLoadError, buttonClassName, useLoader, type AreaApi } from '@platform/ui';
import { useId, useState } from 'react';
import { addLessonsToClass, listOwnLessons } from '../api';
import { messages as t } from '../messages';
import { classLessonError } from './class-errors';

/**
 * 'Vorhandene Lektion hinzufügen' (spec 2 'lesson picker'): the teacher's own
 * lessons with checkboxes in a list of at most 24rem that scrolls; lessons
 * already in the class are marked and cannot be chosen again; adding needs at
 * least one chosen lesson. Errors as spec 8 words them.
 */
export function LessonPickerModal({
  api,
  classId,
  inClass,
  onClose,
  onAdded,
}: {
  api: AreaApi;
  classId: string;
  /** Lesson ids already in the class. */
  inClass: ReadonlySet<string>;
  onClose: () => void;
  /** The class's full list after adding, and how many were chosen. */
  onAdded: (lessons: ClassLesson[], added: number) => void;
}) {
  const id = useId();
  const { state, reload } = useLoader(`picker-${classId}`, () => listOwnLessons(api), (e) => classLessonError(e, 'load'), 'area_teacher');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (lessonId: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(lessonId);
      else next.delete(lessonId);
      return next;
    });

  const handleSubmit = async () => {
    if (selected.size === 0 || state.status !== 'ready') return;
    setAdding(true);
    setError(null);
    try {
      // In the order the picker shows them, so the class gets them in that order.
      const ids = state.data.filter((l) => selected.has(l.id)).map((l) => l.id);
      onAdded(await addLessonsToClass(api, classId, ids), ids.length);
    } catch (e) {
      console.error('[area_teacher] adding lessons to class failed', e);
      setError(classLessonError(e, 'add'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={t.pickerTitle}
      onSubmit={handleSubmit}
      errors={error}
      loading={adding}
      submitDisabled={selected.size === 0}
      submitLabel={t.pickerSubmit(selected.size)}
      loadingLabel={t.pickerSubmitting}
    >
      {state.status === 'loading' ? (
        <p className="ui-muted" role="status">
          <span className="ui-spinner" aria-hidden="true" /> {t.loadingLessons}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <PageLoadError title={state.error} onRetry={() => void reload()} />
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <EmptyState
          icon="book"
          title={t.pickerEmpty}
          hint={t.pickerEmptyHint}
          action={
            <Link to={`/teacher/classes/${classId}/lessons/new`} className={buttonClassName('solid')}>
              {t.newLesson}
            </Link>
          }
        />
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <fieldset className="tc-picker" aria-describedby={`${id}-hint`}>
          <legend className="ui-field__label">{t.pickerLegend}</legend>
          <p id={`${id}-hint`} className="ui-muted">
            {t.pickerLead}
          </p>
          <ul className="ui-rows ui-rows--scroll tc-picker__list">
            {state.data.map((lesson) => {
              const already = inClass.has(lesson.id);
              const inputId = `${id}-${lesson.id}`;
              return (
                <li key={lesson.id} className={already ? 'tc-picker__item tc-picker__item--in-class' : 'tc-picker__item'}>
                  <input
                    id={inputId}
                    type="checkbox"
                    className="tc-picker__check"
                    checked={already || selected.has(lesson.id)}
                    disabled={already || adding}
                    aria-describedby={`${inputId}-meta`}
                    onChange={(event) => toggle(lesson.id, event.currentTarget.checked)}
                  />
                  <label htmlFor={inputId} className="ui-rows__main">
                    <strong>{lesson.name}</strong>
                    {lesson.description ? <span className="ui-muted tc-picker__description">{lesson.description}</span> : null}
                  </label>
                  <span id={`${inputId}-meta`} className="tc-picker__meta">
                    {already ? <span className="ui-badge">{t.alreadyInClass}</span> : null}
                    <span className="ui-muted">{t.blockCount(lesson.block_count)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          {selected.size === 0 ? <p className="ui-field__hint">{t.pickerSelectionHint}</p> : null}
        </fieldset>
      ) : null}
    </FormModal>
  );
}
