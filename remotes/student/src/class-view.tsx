import { AsyncPage, formatDate, Hero, Icon, useLoader, type AreaApi, useParams } from '@platform/ui';
import { getStudentClass } from './api';
import { StudentClassLessons } from './class-lessons';
import { teacherName } from './format';
import { studentClassViewError } from './join-code';
import { messages as t } from './messages';

/**
 * '/student/classes/:id' (spec 2 'Class view'): back link, header (name, class
 * code, description, creation date, active students, teacher) and the lesson
 * list area. Only while actively enrolled; otherwise the spec's German errors.
 */
export function StudentClassView({ api }: { api: AreaApi }) {
  const { id = '' } = useParams();
  const { state: load, reload: fetchClass } = useLoader(id, () => getStudentClass(api, id), studentClassViewError, 'area_student');

  return (
    <AsyncPage
      state={load}
      back={{ to: '/student/dashboard', label: t.backToDashboard }}
      loadingTitle={t.classTitle}
      loadingLabel={t.loadingClasses}
      onRetry={() => void fetchClass()}
      readyTitle={(cls) => cls.name}
    >
      {(cls) => (
        <>
          <Hero
            titleId="class-title"
            media={<div className="ui-hero__media">{cls.picture_url ? <img src={cls.picture_url} alt="" /> : <Icon name="book" />}</div>}
            badge={cls.class_code ? `${t.classCode}: ${cls.class_code}` : null}
            title={cls.name}
            description={cls.description}
            facts={[
              { icon: 'presentation', label: t.factTeacher, value: teacherName(cls.teacher_name) },
              { icon: 'calendar', label: t.factCreated, value: formatDate(cls.created_at) },
              { icon: 'users', label: t.factStudents, value: cls.student_count },
            ]}
          />
          <StudentClassLessons api={api} classId={cls.id} />
        </>
      )}
    </AsyncPage>
  );
}
