import type { ClassSummary } from 'api/client';
import { formatDate, MenuButton, Link } from '@platform/ui';
import { messages as t } from '../messages';
import { ClassMedia } from './class-media';

/**
 * A class on the teacher dashboard: picture, name (the link to the class view,
 * stretched over the card), class code, counts, and the card menu with
 * 'Klasse bearbeiten' / 'Klasse löschen'.
 */
export function ClassCard({
  cls,
  onEdit,
  onDelete,
}: {
  cls: ClassSummary;
  onEdit: (cls: ClassSummary) => void;
  onDelete: (cls: ClassSummary) => void;
}) {
  return (
    <li className="ui-card ui-card--interactive tc-card">
      <ClassMedia id={cls.id} name={cls.name} classCode={cls.class_code} pictureUrl={cls.picture_url} className="ui-card__media" />
      <h3 className="ui-card__title">
        <Link to={`/teacher/classes/${cls.id}`} className="ui-card__link">
          {cls.name}
        </Link>
      </h3>
      {cls.class_code ? (
        <span className="ui-badge">
          {t.classCode}: {cls.class_code}
        </span>
      ) : null}
      {cls.description ? <p className="ui-muted tc-card__description">{cls.description}</p> : null}
      <p className="ui-card__meta">
        <span>{t.students(cls.student_count)}</span>
        <span>{t.lessons(cls.lesson_count)}</span>
        <span>{t.createdAt(formatDate(cls.created_at))}</span>
      </p>
      <div className="ui-card__actions">
        <MenuButton
          label={t.cardMenu(cls.name)}
          items={[
            { label: t.editClass, icon: 'pencil', onSelect: () => onEdit(cls) },
            { label: t.deleteClass, icon: 'trash', destructive: true, onSelect: () => onDelete(cls) },
          ]}
        />
      </div>
    </li>
  );
}
