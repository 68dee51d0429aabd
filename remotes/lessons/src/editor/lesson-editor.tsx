import type { BlockType, LessonBlock } from 'api/client';
import { ErrorCode, UNNAMED_LESSON } from 'api/client';
import {
  ApiError, BackLink, Button, ConfirmDialog, Icon, MessageBox, PageLoadError, SkeletonGrid, TextAreaField, TextField,
  useLoader, useLocation, useNavigate, type AreaApi, type PageError,
} from '@platform/ui';
import { prepareImage } from '@platform/ui/images';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { createLesson, getLessonView, saveLesson, uploadLessonImage } from '../api';
import { BlockView, UnsupportedBlockView } from '../blocks/block-view';
import { lessonViewError } from '../errors';
import { messages as t } from '../messages';
import { editorPath } from '../routes';
import {
  applyDraftUpdate, blockProblems, documentBlocks, draftOf, draftProblem, fromLessonBlock, hasUnsavedBlocks, moveTo, newBlock, unsavedText,
  type Draft, type DraftUpdate, type EditorBlock,
} from './editor-model';
import { GameBlockEditor } from './game-block-editor';
import { ImageBlockEditor, VideoBlockEditor } from './media-block-editors';
import { ReactionBlockEditor } from '../blocks/reaction/reaction-editor';
import { FileBlockEditor } from '../blocks/file/file-block-editor';
import { SortableList } from './sortable-list';
import { useLeaveGuard } from './use-leave-guard';

// Tiptap is loaded when a text block is first edited: viewing lessons never downloads it.
const TextBlockEditor = lazy(() => import('./text-block-editor'));

/** The lesson loaded, but this teacher may not edit it (it is not in their classes). */
class NotManagedError extends Error {}

/** Spec 9: the editor leaves 1.5 s after a successful save. */
export const SAVE_REDIRECT_MS = 1500;
const ADD_TYPES: BlockType[] = ['text', 'video', 'reaction', 'image', 'game', 'file_upload'];
const TYPE_ICONS: Record<BlockType, 'pencil' | 'presentation' | 'star' | 'image' | 'gamepad' | 'link'> = {
  text: 'pencil', video: 'presentation', reaction: 'star', image: 'image', game: 'gamepad', file_upload: 'link',
};

interface Fields { name: string; description: string; pictureUrl: string | null }
const EMPTY: Fields = { name: '', description: '', pictureUrl: null };
const sameFields = (a: Fields, b: Fields) => a.name === b.name && a.description === b.description && a.pictureUrl === b.pictureUrl;
const idsOf = (blocks: EditorBlock[]) => blocks.flatMap((b) => (b.blockId ? [b.blockId] : [])).join();
const htmlToText = (html: string) => {
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h[1-6]|li)>/g, '$&\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
};

/**
 * The lesson editor (spec 2 'Lesson editor', issues 21 and 23): name, description, picture,
 * the blocks and the add-block toolbar, saved with one 'Speichern' for the whole page. The
 * save is one request (a new lesson: POST, straight into the class it was opened from; an
 * existing one: PUT with the version it was loaded at), so it is all or nothing. When another
 * tab saved the lesson meanwhile, the save is refused (409 LESSON_CHANGED): the editor keeps
 * everything typed, shows it as text to copy, and offers 'Neu laden'.
 */
export function LessonEditor({ api, routeLessonId, classId }: { api: AreaApi; routeLessonId: string | null; classId: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const lessonIdRef = useRef<string | null>(routeLessonId);
  const versionRef = useRef<number>(0);
  // The loader's key stays the editor's first address: after a creation the route changes, the editor stays.
  const [loadKey] = useState(() => routeLessonId ?? 'new');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [savedFields, setSavedFields] = useState<Fields>(EMPTY);
  const [blocks, setBlocksState] = useState<EditorBlock[]>([]);
  const blocksRef = useRef<EditorBlock[]>([]);
  const [savedIds, setSavedIds] = useState('');
  const [visible, setVisible] = useState(true);
  const [blockErrors, setBlockErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [copy, setCopy] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [removal, setRemoval] = useState<EditorBlock | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const ids = { name: useId(), picture: useId(), copy: useId() };

  const setBlocks = (next: EditorBlock[] | ((prev: EditorBlock[]) => EditorBlock[])) => {
    blocksRef.current = typeof next === 'function' ? next(blocksRef.current) : next;
    setBlocksState(blocksRef.current);
  };
  const patchBlock = (key: string, change: Partial<EditorBlock>) => setBlocks((list) => list.map((b) => (b.key === key ? { ...b, ...change } : b)));
  /** A form's change, applied to the block's latest draft (an upload may finish after more typing). */
  const updateDraft = (key: string, update: DraftUpdate) =>
    setBlocks((list) => list.map((b) => (b.key === key && b.draft ? { ...b, draft: applyDraftUpdate(b.draft, update as DraftUpdate<typeof b.draft>), dirty: true } : b)));
  const setBlockError = (key: string, message: string | null) =>
    setBlockErrors((errs) => {
      const next = { ...errs };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });

  const unsaved = !sameFields(fields, savedFields) || hasUnsavedBlocks(blocks) || idsOf(blocks) !== savedIds;
  const dirty = !saving && !notice && unsaved;
  const guard = useLeaveGuard(dirty);
  const leaveTarget = classId ? `/teacher/classes/${classId}` : '/teacher/dashboard';

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  /** Shows a loaded or saved lesson: fields, version and blocks (read-only until 'Bearbeiten'). */
  const adopt = (lesson: { id: string; name: string; description: string | null; picture_url: string | null; version: number }, list: LessonBlock[]) => {
    lessonIdRef.current = lesson.id;
    versionRef.current = lesson.version;
    const loaded = { name: lesson.name, description: lesson.description ?? '', pictureUrl: lesson.picture_url };
    setFields(loaded);
    setSavedFields(loaded);
    const next = list.map(fromLessonBlock);
    setBlocks(next);
    setSavedIds(idsOf(next));
    setBlockErrors({});
  };

  // Load an existing lesson (again after 'Neu laden', for the lesson this editor may just have created).
  const { state: loaded, reload: loadAgain } = useLoader(
    loadKey,
    async () => {
      const id = lessonIdRef.current ?? routeLessonId;
      if (!id) return;
      const view = await getLessonView(api, id, classId);
      if (!view.abilities.includes('manage')) throw new NotManagedError();
      adopt(view.lesson, view.blocks);
    },
    (err): PageError => (err instanceof NotManagedError ? { title: t.notYourClasses, retry: false } : lessonViewError(err)),
    'area_lessons',
  );
  // A new lesson has nothing to load: the empty editor shows at once.
  const loadState = loaded.status === 'loading' && !lessonIdRef.current && !routeLessonId ? 'ready' : loaded.status === 'error' ? loaded.error : loaded.status;

  /** Everything typed that is not saved, as text (for the copy shown when the lesson changed meanwhile). */
  const unsavedCopy = () => {
    const lines = [
      fields.name !== savedFields.name && fields.name.trim() ? t.lessonNameLine(fields.name.trim()) : '',
      fields.description !== savedFields.description && fields.description.trim() ? t.descriptionLine(fields.description.trim()) : '',
      unsavedText(blocksRef.current, (b) => blockLabel(b), htmlToText),
    ];
    return lines.filter(Boolean).join('\n\n');
  };

  const save = async () => {
    setError(null);
    const snapshot = blocksRef.current;
    const problems = blockProblems(snapshot);
    if (problems.length) {
      for (const { key, problem } of problems) setBlockError(key, problemMessage(problem));
      setError(t.saveLessonFailed);
      return;
    }
    setBlockErrors({});
    setSaving(true);
    const name = fields.name.trim() || UNNAMED_LESSON;
    const doc = { name, description: fields.description.trim() || null, picture_url: fields.pictureUrl, blocks: documentBlocks(snapshot) };
    const isNew = !lessonIdRef.current;
    try {
      const saved = lessonIdRef.current
        ? await saveLesson(api, lessonIdRef.current, { ...doc, version: versionRef.current })
        : await createLesson(api, { ...doc, ...(classId ? { class_id: classId, visible } : {}) });
      adopt(saved, saved.blocks);
      setFocusKey(null);
      setNotice(t.saved);
      // void: nothing waits for the navigation (navigate's promise only exists in data routers).
      if (isNew) void navigate(editorPath(saved.id, classId), { replace: true, state: { editorKey: location.pathname } });
      leaveTimer.current = window.setTimeout(() => navigate(leaveTarget), SAVE_REDIRECT_MS);
    } catch (err) {
      console.error('[area_lessons] saving the lesson failed', err);
      if (err instanceof ApiError && err.code === ErrorCode.LESSON_CHANGED) {
        setConflict(true);
        setCopy(unsavedCopy());
      } else {
        setError(err instanceof ApiError && err.status === 401 ? t.pleaseSignIn : isNew ? t.lessonNotCreated : t.saveLessonFailed);
      }
    } finally {
      setSaving(false);
    }
  };

  /** After a refused save: the stored lesson is loaded again; the unsaved text stays to copy. */
  const reload = () => {
    setConflict(false);
    setError(null);
    void loadAgain();
  };

  const move = (from: number, to: number) => setBlocks((list) => moveTo(list, from, to));

  const addBlock = (type: BlockType) => {
    const block = newBlock(type);
    setBlocks((list) => [...list, block]);
    setFocusKey(block.key);
  };

  const confirmRemoval = () => {
    if (!removal) return;
    setBlocks((list) => list.filter((b) => b.key !== removal.key));
    setBlockError(removal.key, null);
    setRemoval(null);
  };

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploads((n) => n + 1);
    setError(null);
    try {
      const prepared = await prepareImage(file);
      if (!prepared.ok) setError(prepared.message);
      else {
        const { url } = await uploadLessonImage(api, prepared.file);
        setFields((f) => ({ ...f, pictureUrl: url }));
      }
    } catch (err) {
      console.error('[area_lessons] picture upload failed', err);
      setError(t.saveLessonFailed);
    } finally {
      setUploads((n) => n - 1);
    }
  };

  const blockLabel = (b: EditorBlock) => t.blockLabel(t.blockTypes[b.type], blocksRef.current.indexOf(b) + 1);
  const title = routeLessonId || lessonIdRef.current ? t.editLessonTitle : t.newLessonTitle;
  if (loadState === 'loading') {
    return (
      <div className="ui-page">
        <title>{`${title} · Lernplattform`}</title>
        <SkeletonGrid count={3} label={t.loadingLesson} />
      </div>
    );
  }
  if (loadState !== 'ready') {
    return (
      <div className="ui-page">
        <title>{`${loadState.title} · Lernplattform`}</title>
        <BackLink to={leaveTarget}>{classId ? t.backToClass : t.backToDashboard}</BackLink>
        <h1 className="ui-visually-hidden">{title}</h1>
        <PageLoadError title={loadState.title} onRetry={loadState.retry ? () => void loadAgain() : undefined}
          back={{ to: leaveTarget, label: classId ? t.backToClass : t.backToDashboard }} />
      </div>
    );
  }

  const busy = saving || uploads > 0;
  const incomplete = blockProblems(blocks).map(({ key }) => blocks.find((b) => b.key === key)!);
  const stateText = saving ? '' : incomplete.length ? t.incomplete(incomplete.map(blockLabel)) : unsaved ? t.unsavedChanges : lessonIdRef.current ? t.allSaved : '';
  return (
    <div className="ui-page lz-editor">
      <title>{`${title} · Lernplattform`}</title>
      <BackLink to={leaveTarget}>{classId ? t.backToClass : t.backToDashboard}</BackLink>
      <h1 className="ui-page-title">{title}</h1>

      <section className="lz-editor__details ui-card" aria-labelledby={`${ids.name}-h`}>
        <h2 id={`${ids.name}-h`} className="ui-section-title">{t.lessonDetails}</h2>
        <TextField label={t.name} value={fields.name} maxLength={200} placeholder={t.namePlaceholder}
          onChange={(e) => setFields({ ...fields, name: e.target.value })} />
        <TextAreaField label={t.description} value={fields.description} maxLength={500} rows={3}
          onChange={(e) => setFields({ ...fields, description: e.target.value })} />
        <div className="ui-field">
          <span className="ui-field__label" id={`${ids.picture}-label`}>{t.picture}</span>
          {fields.pictureUrl ? <img className="lz-editor__picture" src={fields.pictureUrl} alt="" /> : null}
          <input id={ids.picture} type="file" accept="image/jpeg,image/png,image/gif" className="ui-visually-hidden" tabIndex={-1}
            aria-labelledby={`${ids.picture}-label`} onChange={choosePicture} />
          <div className="ui-row">
            <Button variant="light" disabled={uploads > 0} onClick={() => document.getElementById(ids.picture)?.click()}>
              <Icon name="image" /> {fields.pictureUrl ? t.replaceImage : t.chooseImage}
            </Button>
            {fields.pictureUrl ? (
              <Button variant="light" onClick={() => setFields({ ...fields, pictureUrl: null })}>{t.removeImage}</Button>
            ) : null}
          </div>
        </div>
        {classId && !lessonIdRef.current ? (
          <label className="lz-check">
            <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
            <span>{t.visibleInClass}</span>
          </label>
        ) : null}
      </section>

      <section className="ui-stack" aria-labelledby="lz-blocks-heading">
        <h2 id="lz-blocks-heading" className="ui-section-title">{t.blocksHeading}</h2>
        <div className="lz-addbar" role="toolbar" aria-label={t.addBlock}>
          {ADD_TYPES.map((type) => (
            <Button key={type} variant="light" onClick={() => addBlock(type)}>
              <Icon name={type === 'text' ? 'plus' : TYPE_ICONS[type]} /> {t.blockTypes[type]}
            </Button>
          ))}
        </div>
        {blocks.length === 0 ? <p className="ui-muted">{t.noBlocksYet}</p> : null}
        <SortableList items={blocks} keyOf={(b) => b.key} labelOf={blockLabel} onMove={move}
          className="lz-editor__blocks" label={t.blocksHeading}>
          {(block, index, handle) => (
            <article className="lz-editor-block" aria-label={blockLabel(block)} data-block-type={block.type}>
              <div className="lz-editor-block__bar">
                {handle(t.dragHandle(blockLabel(block)))}
                <span className="lz-editor-block__type"><Icon name={TYPE_ICONS[block.type]} /> {t.blockTypes[block.type]}</span>
                {!block.blockId && block.draft ? <span className="ui-badge">{t.unsavedBlock}</span> : null}
                <span className="lz-editor-block__actions">
                  <Button variant="icon-light" aria-label={`${t.moveUp}: ${blockLabel(block)}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button variant="icon-light" aria-label={`${t.moveDown}: ${blockLabel(block)}`} disabled={index === blocks.length - 1} onClick={() => move(index, index + 1)}>
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button variant="icon-light" aria-label={`${t.removeBlock}: ${blockLabel(block)}`} onClick={() => setRemoval(block)}>
                    <Icon name="trash" />
                  </Button>
                </span>
              </div>
              <BlockBody
                api={api}
                block={block}
                autoFocus={focusKey === block.key}
                error={blockErrors[block.key] ?? null}
                onDraft={(update) => {
                  updateDraft(block.key, update);
                  if (blockErrors[block.key]) setBlockError(block.key, null);
                }}
                onUploadBusy={(b) => setUploads((n) => n + (b ? 1 : -1))}
                onEdit={() => {
                  patchBlock(block.key, { mode: 'edit', draft: block.saved ? draftOf(block.saved) : null, dirty: false });
                  setFocusKey(block.key);
                }}
                onCancel={() => {
                  setBlockError(block.key, null);
                  patchBlock(block.key, { mode: 'view', draft: null, dirty: false });
                }}
              />
            </article>
          )}
        </SortableList>
      </section>

      {conflict ? (
        <MessageBox kind="error" title={t.lessonChangedTitle} action={<Button onClick={reload}>{t.reload}</Button>}>{t.lessonChangedText}</MessageBox>
      ) : null}
      {copy ? (
        <div className="ui-stack lz-conflict__copy">
          {!conflict ? <p>{t.unsavedCopyAfterReload}</p> : null}
          <TextAreaField id={ids.copy} label={t.unsavedCopy} value={copy} readOnly rows={Math.min(12, copy.split('\n').length + 1)} />
          {!conflict ? (
            <div className="ui-row">
              <Button variant="light" size="sm" onClick={() => setCopy(null)}>{t.closeCopy}</Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      {error ? <MessageBox kind="error" title={error} /> : null}

      <div className="lz-editor__footer">
        <span id={`${ids.copy}-state`} className="lz-editor__state ui-muted" role="status">{stateText}</span>
        <Button variant="light" onClick={() => (dirty ? guard.ask(leaveTarget) : navigate(leaveTarget))} disabled={saving}>{t.cancel}</Button>
        <Button onClick={() => void save()} disabled={busy || conflict || notice !== null || incomplete.length > 0}
          aria-describedby={incomplete.length ? `${ids.copy}-state` : undefined}>{saving ? t.saving : t.save}</Button>
      </div>

      <ConfirmDialog open={removal !== null} title={t.removeBlockTitle} message={t.removeBlockConfirm} confirmLabel={t.removeBlock}
        destructive onConfirm={confirmRemoval} onCancel={() => setRemoval(null)} />
      <ConfirmDialog open={guard.pending !== null} title={t.unsavedTitle} message={t.unsavedConfirm} confirmLabel={t.leave} cancelLabel={t.stay}
        destructive onCancel={guard.cancel}
        onConfirm={() => {
          setFields(savedFields);
          setBlocks((list) => list.filter((b) => b.blockId).map((b) => ({ ...b, mode: 'view', draft: null, dirty: false })));
          setSavedIds(idsOf(blocksRef.current));
          guard.leave();
        }} />
    </div>
  );
}

/** The German hint for why a draft cannot be saved yet. */
function problemMessage(problem: NonNullable<ReturnType<typeof draftProblem>>): string {
  switch (problem) {
    case 'image':
      return t.imageRequired;
    case 'videoUrl':
      return t.videoLoadFailed;
    case 'game':
      return t.game.chooseGame;
    case 'timeLimit':
      return t.game.timeLimitInvalid;
    case 'prompt':
      return t.poll.promptRequired;
    case 'options':
      return t.poll.optionsRequired;
    case 'teacherFile':
    case 'maxSize':
    case 'deadline':
      return t.file.saveFailed;
  }
}

function BlockBody(props: {
  api: AreaApi;
  block: EditorBlock;
  autoFocus: boolean;
  error: string | null;
  onDraft: (update: DraftUpdate) => void;
  onUploadBusy: (busy: boolean) => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { block, autoFocus } = props;
  const textLabel = useId();
  if (block.mode === 'view' && block.saved) {
    return (
      <div className="lz-editor-block__body">
        <BlockView block={block.saved} />
        {block.draft === null ? (
          <div className="ui-row">
            <Button variant="light" size="sm" onClick={props.onEdit}>
              <Icon name="pencil" /> {block.type === 'text' ? t.editText : t.edit}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (!block.draft) return <div className="lz-editor-block__body"><UnsupportedBlockView /></div>;
  const draft = block.draft;
  // Each form changes its own draft type; the parent applies it to the block's latest draft.
  const onDraft = props.onDraft as unknown as <D extends Draft>(update: DraftUpdate<D>) => void;
  return (
    <div className="lz-editor-block__body">
      {draft.type === 'text' ? (
        <>
          <span id={textLabel} className="ui-field__label">{t.textLabel}</span>
          <Suspense fallback={<p role="status">{t.loadingEditor}</p>}>
            <TextBlockEditor html={draft.html} labelId={textLabel} autoFocus={autoFocus} onChange={(html) => props.onDraft((d) => ({ ...d, html } as Draft))} />
          </Suspense>
        </>
      ) : null}
      {draft.type === 'video' ? <VideoBlockEditor draft={draft} autoFocus={autoFocus} onChange={onDraft} /> : null}
      {draft.type === 'image' ? <ImageBlockEditor api={props.api} draft={draft} autoFocus={autoFocus} onChange={onDraft} onBusyChange={props.onUploadBusy} /> : null}
      {draft.type === 'game' ? <GameBlockEditor draft={draft} autoFocus={autoFocus} onChange={onDraft} /> : null}
      {draft.type === 'reaction' ? <ReactionBlockEditor draft={draft} autoFocus={autoFocus} onChange={onDraft} /> : null}
      {draft.type === 'file_upload' ? <FileBlockEditor api={props.api} draft={draft} autoFocus={autoFocus} onChange={onDraft} onBusyChange={props.onUploadBusy} /> : null}
      {props.error ? <p className="ui-field__error" role="alert">{props.error}</p> : null}
      {block.blockId ? (
        <div className="ui-row">
          <Button size="sm" variant="light" onClick={props.onCancel}>{t.discardChanges}</Button>
        </div>
      ) : null}
    </div>
  );
}
