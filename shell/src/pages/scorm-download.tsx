import { Button, MessageBox } from '@platform/ui';
import { useState } from 'react';
import { useSession } from '../session/use-session';
import { pageMessages } from './page-messages';

/**
 * 'SCORM-Paket herunterladen' (issue 25): the game as a SCORM 1.2 zip for an LMS that grades through SCORM
 * (ILIAS above all). Teachers only; `path` is the API's package URL of the game. The zip comes through the
 * authenticated fetch (the token lives in memory), then is saved from a blob URL.
 */
export function ScormDownloadButton({ path }: { path: string }) {
  const { api, profile } = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const t = pageMessages.game;
  if (profile?.role !== 'teacher') return null;

  const handleDownload = async () => {
    setState('busy');
    try {
      const res = await api.fetch(path);
      if (!res.ok) throw new Error(String(res.status));
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'spiel-scorm12.zip';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="subtle" size="sm" onClick={handleDownload} disabled={state === 'busy'}>
        {t.scormDownload}
      </Button>
      {state === 'failed' ? <MessageBox kind="error">{t.scormFailed}</MessageBox> : null}
    </>
  );
}
