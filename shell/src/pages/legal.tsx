import { BackLink, MessageBox, PageLoadError, useLoader } from '@platform/ui';
import { pageMessages } from './page-messages';

interface LegalTexts {
  privacy: string;
  privacyIsDefault: boolean;
  imprint: string | null;
  dataLocation: string | null;
}

async function loadLegalTexts(): Promise<LegalTexts> {
  const res = await fetch('/api/site/legal');
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as LegalTexts;
}

/** The operator's plain text as headings ('# ') and paragraphs (blank lines); never as HTML. */
function PlainText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, i) =>
        block.startsWith('# ') ? (
          <h2 key={i} className="ui-section-title">{block.slice(2).trim()}</h2>
        ) : (
          <p key={i} className="shell-legal__paragraph">{block.trim()}</p>
        ),
      )}
    </>
  );
}

function LegalPage({ kind }: { kind: 'privacy' | 'imprint' }) {
  const t = pageMessages.legal;
  const { state: load, reload } = useLoader('legal', loadLegalTexts);
  const title = kind === 'privacy' ? t.privacyTitle : t.imprintTitle;
  return (
    <div className="ui-page shell-legal">
      <title>{`${title} · Lernplattform`}</title>
      <BackLink to="/">{t.back}</BackLink>
      <h1 className="ui-page-title">{title}</h1>
      {load.status === 'loading' ? (
        <p className="ui-muted" role="status">{t.loading}</p>
      ) : load.status === 'error' ? (
        <PageLoadError title={t.failed} onRetry={() => void reload()} />
      ) : (
        <article className="ui-stack shell-legal__text">
          {kind === 'privacy' ? (
            <>
              {load.data.dataLocation ? (
                <MessageBox kind="success">{`${t.dataLocation}: ${load.data.dataLocation}`}</MessageBox>
              ) : null}
              <PlainText text={load.data.privacy.replace(/^# [^\n]*\n\s*\n/, '')} />
              {load.data.privacyIsDefault ? <p className="ui-muted">{t.defaultPrivacyHint}</p> : null}
            </>
          ) : load.data.imprint ? (
            <PlainText text={load.data.imprint} />
          ) : (
            <>
              <p>{t.noImprint}</p>
              <p className="ui-muted">{t.noImprintHint}</p>
            </>
          )}
        </article>
      )}
    </div>
  );
}

/** '/datenschutz': the operator's privacy statement (PRIVACY_TEXT_FILE) or the built-in one. */
export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

/** '/impressum': the operator's imprint (IMPRINT_TEXT_FILE). */
export function ImprintPage() {
  return <LegalPage kind="imprint" />;
}
