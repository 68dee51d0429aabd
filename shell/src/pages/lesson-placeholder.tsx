import { dashboardPath, Icon } from '@platform/ui';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../messages';
import { useSession } from '../session/use-session';

/** '/lessons/:id' (any signed-in user): placeholder until the lesson view is built. */
export function LessonPlaceholderPage() {
  const { id } = useParams();
  const { profile } = useSession();
  return (
    <div className="ui-page">
      <Link to={dashboardPath(profile?.role)} className="ui-back-link">
        <Icon name="arrow-left" /> {messages.lesson.back}
      </Link>
      <h1 className="ui-page-title">{messages.lesson.title}</h1>
      <p className="ui-muted" data-lesson-id={id}>
        {messages.lesson.comingSoon}
      </p>
    </div>
  );
}
