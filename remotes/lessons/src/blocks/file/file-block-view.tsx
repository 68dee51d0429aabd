import type { FileContent, FileSubmission, OwnSubmission, Role } from 'api/client';
import { useBlockContext } from '../block-context';
import { Button, formatDateTime, MessageBox, useLoader, type AreaApi } from '@platform/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { messages } from '../../messages';
import {
  getOwnSubmission, listSubmissions, saveDownload, submissionFilePath, submissionsArchivePath, submitFile,
} from './file-block-api';
import { studentLimitOf, uploadErrorText } from './file-block-errors';
import {
  acceptOf, acceptsUploads, formatMb, formatSize, isPastDeadline, offersDownload, precheck,
} from './file-block-model';

const t = messages.file;

/** Who looks at the block, and in which class (null: outside a class, e.g. the editor preview). */
export interface FileBlockContext {
  api: AreaApi;
  role: Role;
  classId: string | null;
}

/**
 * The file block ('Datei', spec 2, 4, 5): the teacher's file to download; for
 * students of the class the hand-in ('Eingereicht am …'); for the teacher the
 * class's hand-ins with downloads and 'alle herunterladen'.
 */
export function FileBlockView({ blockId, content }: { blockId: string; content: FileContent }) {
  const { api, profile, classId } = useBlockContext();
  const ctx: FileBlockContext = { api, role: profile.role, classId };
  return (
    <section className="lz-file ui-stack" aria-label={messages.blockTypes.file_upload}>
      {content.instructions ? <p className="lz-file__instructions">{content.instructions}</p> : null}
      {offersDownload(content.mode) && content.teacherFile ? <TeacherFileDownload api={ctx.api} file={content.teacherFile} /> : null}
      {acceptsUploads(content.mode) ? <UploadRules content={content} /> : null}
      {acceptsUploads(content.mode) && ctx.role === 'student' ? (
        ctx.classId ? <StudentHandIn api={ctx.api} classId={ctx.classId} blockId={blockId} content={content} /> : <p className="ui-muted">{t.uploadNeedsClass}</p>
      ) : null}
      {acceptsUploads(content.mode) && ctx.role === 'teacher' ? (
        ctx.classId ? <TeacherSubmissions api={ctx.api} classId={ctx.classId} blockId={blockId} /> : <p className="ui-muted">{t.submissionsNeedClass}</p>
      ) : null}
    </section>
  );
}

/** Downloads through fetch; 'Download fehlgeschlagen' falls back to navigating to the file address (spec 8). */
function useDownload() {
  const [failed, setFailed] = useState(false);
  const run = async (download: () => Promise<void>, fallbackUrl: string | null) => {
    setFailed(false);
    try {
      await download();
    } catch (err) {
      console.error('[area_lessons] download failed', err);
      setFailed(true);
      if (fallbackUrl) window.location.assign(fallbackUrl);
    }
  };
  return { failed, run };
}

function TeacherFileDownload({ api, file }: { api: AreaApi | undefined; file: NonNullable<FileContent['teacherFile']> }) {
  const { failed, run } = useDownload();
  return (
    <div className="lz-file__download">
      <Button variant="light" disabled={!api} onClick={() => api && void run(() => saveDownload(api, file.url, file.name, false), file.url)}>
        {t.download(file.name)}
      </Button>
      <span className="ui-muted"> {formatSize(file.size)}</span>
      {failed ? <p className="ui-field__error" role="alert">{t.downloadFailed}</p> : null}
    </div>
  );
}

function UploadRules({ content }: { content: FileContent }) {
  return (
    <p className="ui-muted lz-file__rules">
      {t.allowed(content.allowedFormats.join(', '), formatMb(studentLimitOf(content.maxFileSize)))}
      {content.submissionDeadline ? <><br />{t.deadlineAt(formatDateTime(content.submissionDeadline))}</> : null}
    </p>
  );
}

function StudentHandIn({ api, classId, blockId, content }: { api: AreaApi; classId: string; blockId: string; content: FileContent }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state: ownState, setData: setOwn } = useLoader<OwnSubmission | null>(`${classId}:${blockId}`, () => getOwnSubmission(api, classId, blockId), undefined, 'area_lessons');
  const own = ownState.status === 'ready' ? ownState.data : null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limit = studentLimitOf(content.maxFileSize);
  const closed = isPastDeadline(content.submissionDeadline);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = precheck(file, content);
    if (problem) {
      setError(problem === 'tooLarge' ? t.tooLarge(formatMb(limit)) : t.invalidFile);
      return;
    }
    setBusy(true);
    try {
      setOwn(await submitFile(api, classId, blockId, file));
    } catch (err) {
      console.error('[area_lessons] hand-in failed', err);
      setError(uploadErrorText(err, limit));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lz-file__handin ui-stack">
      {own ? (
        <p className="lz-file__submitted" role="status">
          <strong>{t.submittedAt(formatDateTime(own.uploaded_at))}</strong>{' '}
          <span className="ui-muted">{t.submittedFile(own.file_name, formatSize(own.file_size))}</span>
        </p>
      ) : null}
      {closed ? (
        <p className="ui-muted">{t.deadlinePassed}</p>
      ) : (
        <div className="ui-row">
          {/* The button is the control (keyboard and screen readers); the hidden input only opens the file chooser. */}
          <input ref={inputRef} type="file" accept={acceptOf(content)} className="ui-visually-hidden" tabIndex={-1} aria-hidden="true" onChange={choose} />
          <Button onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={error ? `${inputId}-error` : undefined}>
            {busy ? t.uploading : own ? t.replaceSubmission : t.submit}
          </Button>
        </div>
      )}
      {error ? <p id={`${inputId}-error`} className="ui-field__error" role="alert">{error}</p> : null}
    </div>
  );
}

function TeacherSubmissions({ api, classId, blockId }: { api: AreaApi; classId: string; blockId: string }) {
  const headingId = useId();
  const { state } = useLoader(`${classId}:${blockId}`, () => listSubmissions(api, classId, blockId), () => ({ title: t.loadSubmissionsFailed, retry: false }), 'area_lessons');
  const { failed, run } = useDownload();
  const downloadOne = (s: FileSubmission) => run(() => saveDownload(api, submissionFilePath(classId, blockId, s.id), s.file_name, true), s.file_url);
  const downloadAll = () => run(() => saveDownload(api, submissionsArchivePath(classId, blockId), `Abgaben-${blockId.slice(0, 8)}.zip`, true), null);

  return (
    <div className="lz-file__submissions ui-stack">
      <div className="lz-file__submissions-head">
        <h3 id={headingId} className="lz-block-title">{t.submissions}</h3>
        {state.status === 'ready' && state.data.length > 0 ? (
          <Button variant="light" size="sm" onClick={() => void downloadAll()}>{t.downloadAll}</Button>
        ) : null}
      </div>
      {failed ? <p className="ui-field__error" role="alert">{t.downloadFailed}</p> : null}
      {state.status === 'loading' ? <p role="status" className="ui-muted">{t.loadingSubmissions}</p> : null}
      {state.status === 'error' ? <MessageBox kind="error" title={t.loadSubmissionsFailed} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="ui-muted">{t.noSubmissions}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className="lz-file__table-wrap">
          <table className="lz-file__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t.student}</th>
                <th scope="col">{t.fileName}</th>
                <th scope="col">{t.size}</th>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.status}</th>
                <th scope="col"><span className="ui-visually-hidden">{t.actions}</span></th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((s) => (
                <tr key={s.id} className={s.is_latest ? undefined : 'lz-file__earlier'}>
                  <td>{s.student.name}</td>
                  <td>{s.file_name}{s.is_latest ? null : <span className="ui-muted"> ({t.earlier})</span>}</td>
                  <td>{formatSize(s.file_size)}</td>
                  <td>{formatDateTime(s.uploaded_at)}</td>
                  <td>{s.late ? <span className="ui-badge lz-file__late">{t.late}</span> : t.onTime}</td>
                  <td>
                    <Button variant="light" size="sm" aria-label={t.downloadOne(s.file_name, s.student.name)} onClick={() => void downloadOne(s)}>
                      {t.downloadShort}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
