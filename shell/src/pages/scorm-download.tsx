import { Button, createAreaClient, MessageBox } from '@platform/ui';
import { useState } from 'react';
import { useSession } from '../session/use-session';
import { pageMessages } from './page-messages';

/** Which game's package: a built-in game (by key) or a teacher's own game (by id). */
export type ScormPackage = { key: string } | { customGameId: string };

/**
 * 'SCORM-Paket herunterladen' (issue 25): the game as a SCORM 1.2 zip for an LMS that grades through SCORM
 * (ILIAS above all). Teachers only. The zip comes through the typed client (the token lives in memory, it
 * goes in the header) and is saved by `@platform/ui/files` (loaded on first use) under the server's name.
 */
export function ScormDownloadButton({ game }: { game: ScormPackage }) {
  const { api, profile } = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const t = pageMessages.game;
  if (profile?.role !== 'teacher') return null;

  const handleDownload = async () => {
    setState('busy');
    try {
      const { downloadFile } = await import('@platform/ui/files');
      const teacher = createAreaClient(api).api.teacher;
      const response = 'key' in game
        ? teacher.games[':key'].scorm.$get({ param: { key: game.key } })
        : teacher['custom-games'][':id'].scorm.$get({ param: { id: game.customGameId } });
      await downloadFile(response, 'spiel-scorm12.zip', true);
      setState('idle');
    } catch (error) {
      console.error('[shell] SCORM download failed', error);
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
