import { parseYouTubeUrl } from 'api/client';
import { Button, Icon, TextAreaField, TextField, type AreaApi } from '@platform/ui';
import { prepareImage } from '@platform/ui/images';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadLessonImage } from '../api';
import { ImageBlockView, VideoBlockView } from '../blocks/block-view';
import { messages as t } from '../messages';
import type { DraftUpdate, ImageDraft, VideoDraft } from './editor-model';

/** Video block form (spec 2, 5): URL with live check, title, description, a 16:9 preview once the URL is valid. */
export function VideoBlockEditor({ draft, onChange, autoFocus }: { draft: VideoDraft; onChange: (update: DraftUpdate<VideoDraft>) => void; autoFocus?: boolean }) {
  const parsed = parseYouTubeUrl(draft.url);
  const showError = draft.url.trim() !== '' && !parsed.ok;
  return (
    <div className="ui-stack lz-media-editor">
      <TextField label={t.videoUrl} type="url" inputMode="url" value={draft.url} required autoFocus={autoFocus} placeholder="https://www.youtube.com/watch?v=…"
        error={showError && !parsed.ok ? parsed.message : undefined} onChange={(e) => onChange({ ...draft, url: e.target.value })} />
      <TextField label={t.videoTitle} value={draft.title} maxLength={200} onChange={(e) => onChange({ ...draft, title: e.target.value })} />
      <TextAreaField label={t.videoDescription} value={draft.description} maxLength={2000} rows={2}
        onChange={(e) => onChange({ ...draft, description: e.target.value })} />
      {parsed.ok ? (
        <div className="lz-preview" aria-label={t.videoPreview}>
          <VideoBlockView content={{ embedUrl: parsed.embedUrl, title: draft.title || null, description: null }} />
        </div>
      ) : null}
    </div>
  );
}

/** Image block form (spec 2, 5): a required picture (checked and compressed in the browser, then uploaded), title, description. */
export function ImageBlockEditor({ api, draft, onChange, onBusyChange, autoFocus }: {
  api: AreaApi; draft: ImageDraft; onChange: (update: DraftUpdate<ImageDraft>) => void; onBusyChange: (busy: boolean) => void; autoFocus?: boolean;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      const prepared = await prepareImage(file);
      if (!prepared.ok) {
        setError(prepared.message);
        return;
      }
      const uploaded = await uploadLessonImage(api, prepared.file);
      // The latest draft, not the one of when the upload started: a title typed meanwhile stays.
      onChange((current) => ({ ...current, url: uploaded.url }));
    } catch (err) {
      console.error('[area_lessons] image upload failed', err);
      setError(t.saveImageBlockFailed);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };
  return (
    <div className="ui-stack lz-media-editor">
      <div className="ui-field">
        <span className="ui-field__label" id={`${inputId}-label`}>{t.imageFile}</span>
        {draft.url ? <ImageBlockView content={{ url: draft.url, title: draft.title || null, description: null }} /> : null}
        <input ref={inputRef} id={inputId} type="file" accept="image/jpeg,image/png,image/gif" className="ui-visually-hidden"
          aria-labelledby={`${inputId}-label`} onChange={choose} tabIndex={-1} />
        <div className="ui-row">
          <Button variant="light" onClick={() => inputRef.current?.click()} disabled={busy} autoFocus={autoFocus} aria-describedby={error ? `${inputId}-error` : undefined}>
            <Icon name="image" /> {busy ? t.imageUploading : draft.url ? t.replaceImage : t.chooseImage}
          </Button>
        </div>
        {error ? <p id={`${inputId}-error`} className="ui-field__error" role="alert">{error}</p> : null}
        {!draft.url && !error ? <p className="ui-field__hint">{t.imageRequired}</p> : null}
      </div>
      <TextField label={t.imageTitle} value={draft.title} maxLength={200} onChange={(e) => onChange({ ...draft, title: e.target.value })} />
      <TextAreaField label={t.imageDescription} value={draft.description} maxLength={2000} rows={2}
        onChange={(e) => onChange({ ...draft, description: e.target.value })} />
    </div>
  );
}
