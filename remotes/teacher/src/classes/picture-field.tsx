import { Button, Icon } from '@platform/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { prepareImage } from '@platform/ui/images';
import { messages as t } from '../messages';

/** The class picture while editing: none, the stored one, or a newly chosen (already compressed) file. */
export type PictureState = { kind: 'none' } | { kind: 'stored'; url: string } | { kind: 'new'; file: File };

/** An object URL for a file, revoked when the file changes or the component goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Picture of a class: choose (checked and compressed in the browser, spec 9),
 * preview, replace or remove. The file input is labelled and reachable through the
 * visible 'Bild auswählen' button; errors are announced.
 */
export function PictureField({
  picture,
  onChange,
  onBusyChange,
  disabled = false,
}: {
  picture: PictureState;
  onChange: (picture: PictureState) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const newFileUrl = useObjectUrl(picture.kind === 'new' ? picture.file : null);
  const previewUrl = picture.kind === 'stored' ? picture.url : newFileUrl;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    setBusy(true);
    onBusyChange(true);
    setError(null);
    try {
      const prepared = await prepareImage(file);
      if (prepared.ok) onChange({ kind: 'new', file: prepared.file });
      else setError(prepared.message);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-input`}>
        {t.pictureLabel}
      </label>
      <div className="tc-picture">
        <div className="tc-picture__preview">
          {previewUrl ? <img src={previewUrl} alt={t.picturePreview} /> : <Icon name="image" />}
        </div>
        <div className="tc-picture__actions">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            accept="image/*"
            className="ui-visually-hidden"
            tabIndex={-1}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            disabled={disabled || busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button variant="light" size="sm" loading={busy} disabled={disabled} onClick={() => inputRef.current?.click()}>
            {busy ? null : <Icon name="image" />}
            {busy ? t.pictureProcessing : picture.kind === 'none' ? t.pictureChoose : t.pictureChange}
          </Button>
          {picture.kind !== 'none' && !busy ? (
            <Button
              variant="light"
              size="sm"
              disabled={disabled}
              onClick={() => {
                setError(null);
                onChange({ kind: 'none' });
              }}
            >
              <Icon name="trash" />
              {t.pictureRemove}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="ui-field__hint">
        {t.pictureHint}
      </p>
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
