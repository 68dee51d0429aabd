import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';

let dataLocation: Promise<string | null> | null = null;

/** Where the operator keeps the data (DATA_LOCATION), read once per page load; null when not configured or unreachable. */
function loadDataLocation(): Promise<string | null> {
  dataLocation ??= fetch('/api/site/legal')
    .then((res) => (res.ok ? (res.json() as Promise<{ dataLocation: string | null }>) : null))
    .then((body) => body?.dataLocation ?? null)
    .catch(() => null);
  return dataLocation;
}

/** The footer of every page (issue 23 D): 'Datenschutz', 'Impressum' and, when configured, where the data is kept. */
export function Footer() {
  const [location, setLocation] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void loadDataLocation().then((value) => active && setLocation(value));
    return () => {
      active = false;
    };
  }, []);
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
