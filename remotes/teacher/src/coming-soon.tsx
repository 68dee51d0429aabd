import { Icon, Link } from '@platform/ui';
import { messages } from './messages';

/** Pages of the teacher area that later issues build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="ui-page">
      <Link to="/teacher/dashboard" className="ui-back-link">
        <Icon name="arrow-left" /> {messages.backToDashboard}
      </Link>
      <h1 className="ui-page-title">{title}</h1>
      <p className="ui-muted">{messages.comingSoon}</p>
    </div>
  );
}
