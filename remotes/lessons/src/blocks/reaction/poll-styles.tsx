import reactionCss from './reaction.css?inline';

/** The poll's styles (view and editor), hoisted into <head> once (as LessonsStyles does for the area). */
export function PollStyles() {
  return <style href="area-lessons-poll" precedence="platform-area">{reactionCss}</style>;
}
