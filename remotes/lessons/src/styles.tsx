import lessonsCss from './lessons.css?inline';

/** The lessons area's stylesheet, hoisted into <head> once (React 19 <style precedence>), as the other areas do. */
export function LessonsStyles() {
  return (
    <style href="area-lessons" precedence="platform-area">
      {lessonsCss}
    </style>
  );
}
