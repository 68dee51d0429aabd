import { Button, Icon, useLoader } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import cardsCss from './access-cards.css?inline';
import type { Credential } from './credentials-table';
import { accountMessages as t } from './messages';

/** Where a student signs in: this platform's login page. */
export const loginAddress = () => `${window.location.origin}/login`;

/**
 * 'Zugangskarten drucken': one card per student (class, Benutzername, Passwort, the
 * platform's address and its QR code) laid out for A4 with cut lines. On screen it
 * covers the page with 'Drucken' and 'Zurück'; in print only the cards are shown.
 * Loaded lazily with the QR code library (uqr).
 */
export function AccessCards({ className, credentials, onClose }: { className: string; credentials: Credential[]; onClose: () => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  const address = loginAddress();

  // The QR code of the address (uqr, loaded on first use); without it the cards print without one.
  const { state: qrCode } = useLoader(address, async () => (await import('uqr')).renderSVG(address, { border: 1, ecc: 'M' }), undefined, 'area_teacher');
  const qr = qrCode.status === 'ready' ? qrCode.data : null;

  useEffect(() => {
    backRef.current?.focus();
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className="tc-cards" role="dialog" aria-modal="true" aria-labelledby="tc-cards-title">
      <style href="area-teacher-access-cards" precedence="platform-area">{cardsCss}</style>
      <div className="tc-cards__bar">
        <h2 id="tc-cards-title">{t.printTitle}</h2>
        <p>{t.printLead(credentials.length)}</p>
        <Button ref={backRef} variant="light" onClick={onClose}>
          <Icon name="arrow-left" />
          {t.backToList}
        </Button>
        <Button onClick={() => window.print()}>{t.print}</Button>
      </div>
      <div className="tc-cards__sheet" data-testid="access-cards">
        {credentials.map((c) => (
          <article className="tc-card" key={c.username} aria-label={c.name}>
            <div className="tc-card__head">
              <span className="tc-card__brand">Lernplattform</span>
              <span>{t.cardHeading}</span>
            </div>
            <div className="tc-card__who">
              <p className="tc-card__name">{c.name}</p>
              <p>{t.cardClass}: {className}</p>
              <p className="tc-card__address">
                {t.cardAddress}: <strong>{address}</strong>
              </p>
            </div>
            {qr ? <div className="tc-card__qr" role="img" aria-label={t.qrLabel(address)} dangerouslySetInnerHTML={{ __html: qr }} /> : <div className="tc-card__qr" />}
            <dl className="tc-card__login">
              <dt>{t.colUsername}</dt>
              <dd>{c.username}</dd>
              <dt>{t.colPassword}</dt>
              <dd>{c.password}</dd>
            </dl>
          </article>
        ))}
      </div>
    </div>,
    document.body,
  );
}
