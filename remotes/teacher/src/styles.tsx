import teacherCss from './teacher.css?inline';

/**
 * The teacher area's own stylesheet, rendered with React 19's <style href precedence>
 * (hoisted into <head> once), so it works the same inside the shell and on the dev page.
 */
export function TeacherStyles() {
  return (
    <style href="area-teacher" precedence="platform-area">
      {teacherCss}
    </style>
  );
}
