import { useLoader } from '@platform/ui';
import { Link } from 'react-router-dom';
import { takeBootData } from '../boot-data';
import { messages } from '../messages';

/** Where the data is kept: from the page's HTML (boot data), else asked of the API. */
const loadDataLocation = async () => {
  const served = takeBootData('site');
  if (served) return served.dataLocation ?? null;
  return ((await (await fetch('/api/site/legal')).json()) as { dataLocation?: string | null }).dataLocation ?? null;
};

/**
 * The footer of every page (issue 23 D): 'Datenschutz', 'Impressum' and, when the operator configured
 * DATA_LOCATION, where the data is kept. Mounted once by AppLayout, so the address is read once per load.
 */
export function Footer() {
  const { state } = useLoader('legal', loadDataLocation);
  const location = state.status === 'ready' ? state.data : null;
  const t = messages.footer;
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <nav aria-label={t.label} className="shell-footer__links">
          <Link to="/datenschutz">{t.privacy}</Link>
          <Link to="/impressum">{t.imprint}</Link>
        </nav>
        {location ? <p className="shell-footer__location" data-testid="data-location">{location}</p> : null}
      </div>
    </footer>
  );
}
