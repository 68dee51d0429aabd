import { FILE_BLOCK_FORMATS, FILE_BLOCK_MODES, FILE_LIMITS } from 'api/client';
import { Button, TextAreaField, TextField, type AreaApi } from '@platform/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { messages } from '../../messages';
import { uploadTeacherFile } from './file-block-api';
import { uploadErrorText } from './file-block-errors';
import { fileDraftProblem, formatMb, formatSize, offersDownload, acceptsUploads, type FileDraft } from './file-block-model';
import type { DraftUpdate } from '../../editor/editor-model';

const t = messages.file;

/**
 * File block form (spec 2, 3, 5, 9): mode, the teacher's file (up to 50 MB, uploaded
 * at once), instructions, allowed formats, max size and an optional deadline.
 */
export function FileBlockEditor({ api, draft, onChange, onBusyChange, autoFocus }: {
  api: AreaApi; draft: FileDraft; onChange: (update: DraftUpdate<FileDraft>) => void; onBusyChange: (busy: boolean) => void; autoFocus?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = fileDraftProblem(draft);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > FILE_LIMITS.contentMaxBytes) {
      setError(t.tooLarge(formatMb(FILE_LIMITS.contentMaxBytes)));
      return;
    }
    setBusy(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadTeacherFile(api, file);
      // The latest draft, not the one of when the upload started: instructions typed meanwhile stay.
      onChange((current) => ({ ...current, teacherFile: { url: uploaded.url, name: file.name, size: uploaded.size, type: uploaded.content_type } }));
    } catch (err) {
      console.error('[area_lessons] teacher file upload failed', err);
      setError(uploadErrorText(err, FILE_LIMITS.contentMaxBytes));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  const toggleFormat = (format: string, on: boolean) => {
    const next = on ? [...draft.allowedFormats, format] : draft.allowedFormats.filter((f) => f !== format);
    onChange({ ...draft, allowedFormats: FILE_BLOCK_FORMATS.filter((f) => next.includes(f)) });
  };

  return (
    <div className="ui-stack lz-media-editor lz-file-editor">
      <fieldset className="lz-file-editor__group">
        <legend className="ui-field__label">{t.mode}</legend>
        {FILE_BLOCK_MODES.map((mode) => (
          <label key={mode} className="lz-file-editor__choice">
            <input type="radio" name={`${id}-mode`} value={mode} checked={draft.mode === mode} autoFocus={autoFocus && draft.mode === mode}
              onChange={() => onChange({ ...draft, mode })} /> {t.modes[mode]}
          </label>
        ))}
      </fieldset>

      {offersDownload(draft.mode) ? (
        <div className="ui-field">
          <span className="ui-field__label" id={`${id}-file-label`}>{t.teacherFile}</span>
          {draft.teacherFile ? <p>{draft.teacherFile.name} <span className="ui-muted">({formatSize(draft.teacherFile.size)})</span></p> : null}
          <input ref={inputRef} type="file" className="ui-visually-hidden" tabIndex={-1} aria-labelledby={`${id}-file-label`} onChange={chooseFile} />
          <div className="ui-row">
            <Button variant="light" onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={error ? `${id}-file-error` : undefined}>
              {busy ? t.uploading : draft.teacherFile ? t.replaceTeacherFile : t.chooseTeacherFile}
            </Button>
          </div>
          {error ? <p id={`${id}-file-error`} className="ui-field__error" role="alert">{error}</p> : null}
          {!draft.teacherFile && !error ? <p className="ui-field__hint">{t.teacherFileRequired}</p> : null}
        </div>
      ) : null}

      <TextAreaField label={t.instructions} value={draft.instructions} maxLength={2000} rows={3}
        onChange={(e) => onChange({ ...draft, instructions: e.target.value })} />

      {acceptsUploads(draft.mode) ? (
        <>
          <fieldset className="lz-file-editor__group">
            <legend className="ui-field__label">{t.formats}</legend>
            <div className="lz-file-editor__formats">
              {FILE_BLOCK_FORMATS.map((format) => (
                <label key={format} className="lz-file-editor__choice">
                  <input type="checkbox" checked={draft.allowedFormats.includes(format)} onChange={(e) => toggleFormat(format, e.target.checked)} /> {format}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label={t.maxSize} type="number" inputMode="decimal" min={0.1} step={0.1} value={draft.maxSizeMb}
            hint={t.maxSizeHint(formatMb(FILE_LIMITS.fileBlockStudentMaxBytes))}
            error={problem === 'maxSize' ? t.maxSizeInvalid : undefined}
            onChange={(e) => onChange({ ...draft, maxSizeMb: e.target.value })} />
          <TextField label={t.deadline} type="datetime-local" value={draft.deadline}
            onChange={(e) => onChange({ ...draft, deadline: e.target.value })} />
        </>
      ) : null}
    </div>
  );
}
