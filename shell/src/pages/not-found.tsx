import { buttonClassName, Icon } from '@platform/ui';
import { Link } from 'react-router-dom';
import { pageMessages } from './page-messages';

/** Any unknown address. */
export function NotFoundPage() {
  return (
    <div className="ui-page">
      <section className="ui-empty" aria-labelledby="not-found-title">
        <span className="ui-empty__icon">
          <Icon name="compass" />
        </span>
        <h1 id="not-found-title" className="ui-section-title">
          {pageMessages.notFound.title}
        </h1>
        <p>{pageMessages.notFound.text}</p>
        <Link to="/" className={buttonClassName('solid')}>
          {pageMessages.notFound.home}
        </Link>
      </section>
    </div>
  );
}
