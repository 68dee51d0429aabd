import type { BlockType, LessonBlock } from 'api/client';
import { UNNAMED_LESSON } from 'api/client';
import {
  ApiError, BackLink, Button, ConfirmDialog, Icon, MessageBox, PageLoadError, SkeletonGrid, TextAreaField, TextField,
  useLocation, useNavigate, type AreaApi, type PageError,
} from '@platform/ui';
import { prepareImage } from '@platform/ui/images';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  addLessonToClass, createBlockInLesson, createLesson, deleteBlock, deleteLesson, getLessonView, reorderBlocks, updateBlock,
  updateLesson, uploadLessonImage,
} from '../api';
import { BlockView, UnsupportedBlockView } from '../blocks/block-view';
import { lessonViewError, reason } from '../errors';
import { messages as t } from '../messages';
import { editorPath } from '../routes';
import {
  contentOf, draftOf, draftProblem, fromLessonBlock, hasUnsavedBlocks, moveTo, newBlock, savedOrder,
  type Draft, type EditorBlock,
} from './editor-model';
import { GameBlockEditor } from './game-block-editor';
import { ImageBlockEditor, VideoBlockEditor } from './media-block-editors';
import { ReactionBlockEditor } from '../blocks/reaction/reaction-editor';
import { FileBlockEditor } from '../blocks/file/file-block-editor';
import { SortableList } from './sortable-list';
import { useLeaveGuard } from './use-leave-guard';

// Tiptap is loaded when a text block is first edited: viewing lessons never downloads it.
const TextBlockEditor = lazy(() => import('./text-block-editor'));

/** Spec 9: the editor leaves 1.5 s after a successful save. */
export const SAVE_REDIRECT_MS = 1500;
const ADD_TYPES: BlockType[] = ['text', 'video', 'reaction', 'image', 'game', 'file_upload'];
const TYPE_ICONS: Record<BlockType, 'pencil' | 'presentation' | 'star' | 'image' | 'gamepad' | 'link'> = {
  text: 'pencil', video: 'presentation', reaction: 'star', image: 'image', game: 'gamepad', file_upload: 'link',
};

/** Why a draft cannot be saved, in German. */
/** A failure whose German text is already chosen. */
class EditorError extends Error {}

interface Fields { name: string; description: string; pictureUrl: string | null }
const EMPTY: Fields = { name: '', description: '', pictureUrl: null };
const sameFields = (a: Fields, b: Fields) => a.name === b.name && a.description === b.description && a.pictureUrl === b.pictureUrl;

/**
 * The lesson editor (spec 2 'Lesson editor', 4 'Block in editor', 'Lesson creation'):
 * name, description, picture, the blocks and the add-block toolbar. A new lesson
 * is created when its first block or the lesson is saved; the address then
 * switches to the edit route. If saving a new lesson fails midway, the lesson and
 * the blocks created meanwhile are removed again.
 */
export function LessonEditor({ api, routeLessonId, classId }: { api: AreaApi; routeLessonId: string | null; classId: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const lessonIdRef = useRef<string | null>(routeLessonId);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | PageError>(routeLessonId ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [savedFields, setSavedFields] = useState<Fields>(EMPTY);
  const [blocks, setBlocksState] = useState<EditorBlock[]>([]);
  const blocksRef = useRef<EditorBlock[]>([]);
  const [blockErrors, setBlockErrors] = useState<Record<string, string>>({});
  const [busyBlocks, setBusyBlocks] = useState<Set<string>>(new Set());
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removal, setRemoval] = useState<EditorBlock | null>(null);
  const [removing, setRemoving] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  const ids = { name: useId(), picture: useId() };

  const setBlocks = (next: EditorBlock[] | ((prev: EditorBlock[]) => EditorBlock[])) => {
    blocksRef.current = typeof next === 'function' ? next(blocksRef.current) : next;
    setBlocksState(blocksRef.current);
  };
  const patchBlock = (key: string, change: Partial<EditorBlock>) => setBlocks((list) => list.map((b) => (b.key === key ? { ...b, ...change } : b)));
  const setBlockError = (key: string, message: string | null) =>
    setBlockErrors((errs) => {
      const next = { ...errs };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });

  const dirty = !saving && !notice && (!sameFields(fields, savedFields) || hasUnsavedBlocks(blocks));
  const guard = useLeaveGuard(dirty);
  const leaveTarget = classId ? `/teacher/classes/${classId}` : '/teacher/dashboard';

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  // Load an existing lesson (not when the address only switched to the lesson this editor just created).
  useEffect(() => {
    if (!routeLessonId) return;
    let cancelled = false;
    setLoadState('loading');
    getLessonView(api, routeLessonId, classId).then(
      (view) => {
        if (cancelled) return;
        if (!view.can_edit) {
          setLoadState({ title: t.notYourClasses, retry: false });
          return;
        }
        lessonIdRef.current = view.lesson.id;
        const loaded = { name: view.lesson.name, description: view.lesson.description ?? '', pictureUrl: view.lesson.picture_url };
        setFields(loaded);
        setSavedFields(loaded);
        setBlocks(view.blocks.map(fromLessonBlock));
        setLoadState('ready');
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error('[area_lessons] loading the lesson failed', err);
        setLoadState(lessonViewError(err));
      },
    );
    return () => {
      cancelled = true;
    };
    // Only on mount and retry: after a lazy creation the route changes, the editor stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** The lesson's id, creating it first (and linking it to the class) when it does not exist yet. */
  const ensureLesson = async (): Promise<{ id: string; created: boolean }> => {
    if (lessonIdRef.current) return { id: lessonIdRef.current, created: false };
    let id: string;
    try {
      const created = await createLesson(api, {
        name: fields.name.trim() || UNNAMED_LESSON,
        description: fields.description.trim() || null,
        picture_url: fields.pictureUrl,
      });
      id = created.id;
    } catch (err) {
      throw new EditorError(err instanceof ApiError && err.status === 401 ? t.pleaseSignIn : t.createLessonFailed(reason(err)));
    }
    lessonIdRef.current = id;
    if (classId) {
      try {
        await addLessonToClass(api, classId, id);
      } catch (err) {
        console.error('[area_lessons] linking the lesson failed', err);
        await rollbackNewLesson(id);
        throw new EditorError(t.linkFailed);
      }
    }
    return { id, created: true };
  };

  /** After a failed save of a new lesson: the lesson and its blocks go again (spec 4). */
  const rollbackNewLesson = async (id: string) => {
    lessonIdRef.current = null;
    await deleteLesson(api, id).catch((err: unknown) => console.error('[area_lessons] rollback failed', err));
  };

  /** The lesson was created: the address becomes the edit route (the editor stays mounted). */
  const adoptCreatedLesson = (id: string) => {
    setSavedFields((prev) => ({ ...prev, name: fields.name, description: fields.description, pictureUrl: fields.pictureUrl }));
    navigate(editorPath(id, classId), { replace: true, state: { editorKey: location.pathname } });
  };

  /** Saves one block's draft (creating or updating it) and shows it read-only. */
  const persistBlock = async (lessonId: string, block: EditorBlock) => {
    const draft = block.draft!;
    if (block.blockId) {
      const saved = await updateBlock(api, block.blockId, { content: contentOf(draft) });
      patchBlock(block.key, { saved, mode: 'view', draft: null, dirty: false });
    } else {
      const created: LessonBlock = await createBlockInLesson(api, lessonId, { type: draft.type, content: contentOf(draft) } as never);
      patchBlock(block.key, { blockId: created.block_id, saved: created.block, mode: 'view', draft: null, dirty: false });
    }
  };
  const blockFailure = (block: EditorBlock) =>
    block.type === 'image' ? t.saveImageBlockFailed : block.type === 'game' ? t.game.saveFailed : block.type === 'file_upload' ? t.file.saveFailed : t.saveBlockFailed;

  const saveBlock = async (block: EditorBlock) => {
    if (!block.draft) return;
    setError(null);
    if (draftProblem(block.draft)) {
      setBlockError(block.key, problemMessage(draftProblem(block.draft)!));
      return;
    }
    setBlockError(block.key, null);
    setBusyBlocks((s) => new Set(s).add(block.key));
    let createdNow: string | null = null;
    try {
      const lesson = await ensureLesson();
      if (lesson.created) createdNow = lesson.id;
      await persistBlock(lesson.id, block);
      if (createdNow) adoptCreatedLesson(createdNow);
    } catch (err) {
      console.error('[area_lessons] saving the block failed', err);
      if (createdNow) {
        await rollbackNewLesson(createdNow);
        setBlocks((list) => list.map((b) => (b.key === block.key ? { ...b, blockId: null, saved: null, mode: 'edit' } : b)));
      }
      setBlockError(block.key, err instanceof EditorError ? err.message : blockFailure(block));
    } finally {
      setBusyBlocks((s) => {
        const next = new Set(s);
        next.delete(block.key);
        return next;
      });
    }
  };

  const save = async () => {
    setError(null);
    const snapshot = blocksRef.current;
    const pending = snapshot.filter((b) => b.draft && (b.mode === 'edit' && (b.dirty || !b.blockId)));
    const invalid = pending.find((b) => draftProblem(b.draft!));
    if (invalid) {
      setBlockError(invalid.key, problemMessage(draftProblem(invalid.draft!)!));
      setError(t.saveLessonFailed);
      return;
    }
    setSaving(true);
    let createdNow: string | null = null;
    try {
      const lesson = await ensureLesson();
      if (lesson.created) createdNow = lesson.id;
      else {
        await updateLesson(api, lesson.id, {
          name: fields.name.trim() || UNNAMED_LESSON, description: fields.description.trim() || null, picture_url: fields.pictureUrl,
        });
      }
      for (const block of pending) {
        try {
          await persistBlock(lesson.id, block);
        } catch (err) {
          console.error('[area_lessons] saving a block failed', err);
          throw new EditorError(blockFailure(block));
        }
      }
      // New blocks were appended; put every block where the list shows it.
      const order = savedOrder(blocksRef.current);
      await reorderBlocks(api, lesson.id, order);
      const name = fields.name.trim() || UNNAMED_LESSON;
      setFields((f) => ({ ...f, name }));
      setSavedFields({ ...fields, name });
      setNotice(t.saved);
      if (createdNow) navigate(editorPath(createdNow, classId), { replace: true, state: { editorKey: location.pathname } });
      leaveTimer.current = window.setTimeout(() => navigate(leaveTarget), SAVE_REDIRECT_MS);
    } catch (err) {
      console.error('[area_lessons] saving the lesson failed', err);
      if (createdNow) {
        await rollbackNewLesson(createdNow);
        setBlocks(snapshot);
      }
      setError(err instanceof EditorError ? err.message : err instanceof ApiError && err.status === 401 ? t.pleaseSignIn : t.saveLessonFailed);
    } finally {
      setSaving(false);
    }
  };

  const move = async (from: number, to: number) => {
    const before = blocksRef.current;
    const next = moveTo(before, from, to);
    if (next === before) return;
    setBlocks(next);
    const lessonId = lessonIdRef.current;
    const order = savedOrder(next);
    if (!lessonId || order.join() === savedOrder(before).join()) return;
    try {
      await reorderBlocks(api, lessonId, order);
    } catch (err) {
      console.error('[area_lessons] moving the block failed', err);
      setBlocks(before);
      setError(t.moveFailed);
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      if (removal.blockId) await deleteBlock(api, removal.blockId);
      setBlocks((list) => list.filter((b) => b.key !== removal.key));
      setRemoval(null);
    } catch (err) {
      console.error('[area_lessons] removing the block failed', err);
      setError(t.removeFailed);
      setRemoval(null);
    } finally {
      setRemoving(false);
    }
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
        <PageLoadError title={loadState.title} retryLabel={t.retry} onRetry={loadState.retry ? () => setAttempt((n) => n + 1) : undefined}
          back={{ to: leaveTarget, label: classId ? t.backToClass : t.backToDashboard }} />
      </div>
    );
  }

  const busy = saving || uploads > 0 || busyBlocks.size > 0;
  const blockLabel = (b: EditorBlock) => t.blockLabel(t.blockTypes[b.type], blocks.indexOf(b) + 1);
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
      </section>

      <section className="ui-stack" aria-labelledby="lz-blocks-heading">
        <h2 id="lz-blocks-heading" className="ui-section-title">{t.blocksHeading}</h2>
        <div className="lz-addbar" role="toolbar" aria-label={t.addBlock}>
          {ADD_TYPES.map((type) => (
            <Button key={type} variant="light" onClick={() => setBlocks((list) => [...list, newBlock(type)])}>
              <Icon name={type === 'text' ? 'plus' : TYPE_ICONS[type]} /> {t.blockTypes[type]}
            </Button>
          ))}
        </div>
        {blocks.length === 0 ? <p className="ui-muted">{t.noBlocksYet}</p> : null}
        <SortableList items={blocks} keyOf={(b) => b.key} labelOf={blockLabel} onMove={(from, to) => void move(from, to)}
          className="lz-editor__blocks" label={t.blocksHeading}>
          {(block, index, handle) => (
            <article className="lz-editor-block" aria-label={blockLabel(block)} data-block-type={block.type}>
              <div className="lz-editor-block__bar">
                {handle(t.dragHandle(blockLabel(block)))}
                <span className="lz-editor-block__type"><Icon name={TYPE_ICONS[block.type]} /> {t.blockTypes[block.type]}</span>
                {!block.blockId && block.draft ? <span className="ui-badge">{t.unsavedBlock}</span> : null}
                <span className="lz-editor-block__actions">
                  <Button variant="icon-light" aria-label={`${t.moveUp}: ${blockLabel(block)}`} disabled={index === 0} onClick={() => void move(index, index - 1)}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button variant="icon-light" aria-label={`${t.moveDown}: ${blockLabel(block)}`} disabled={index === blocks.length - 1} onClick={() => void move(index, index + 1)}>
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
                busy={busyBlocks.has(block.key)}
                error={blockErrors[block.key] ?? null}
                onDraft={(draft) => patchBlock(block.key, { draft, dirty: true })}
                onUploadBusy={(b) => setUploads((n) => n + (b ? 1 : -1))}
                onSave={() => void saveBlock(block)}
                onEdit={() => patchBlock(block.key, { mode: 'edit', draft: block.saved ? draftOf(block.saved) : null, dirty: false })}
                onCancel={() => {
                  setBlockError(block.key, null);
                  patchBlock(block.key, { mode: 'view', draft: null, dirty: false });
                }}
              />
            </article>
          )}
        </SortableList>
      </section>

      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
      {error ? <MessageBox kind="error" title={error} /> : null}

      <div className="lz-editor__footer">
        <Button variant="light" onClick={() => (dirty ? guard.ask(leaveTarget) : navigate(leaveTarget))} disabled={saving}>{t.cancel}</Button>
        <Button onClick={() => void save()} disabled={busy || notice !== null}>{saving ? t.saving : t.save}</Button>
      </div>

      <ConfirmDialog open={removal !== null} title={t.removeBlockTitle} message={t.removeBlockConfirm} confirmLabel={t.removeBlock}
        destructive loading={removing} onConfirm={confirmRemoval} onCancel={() => setRemoval(null)} />
      <ConfirmDialog open={guard.pending !== null} title={t.unsavedTitle} message={t.unsavedConfirm} confirmLabel={t.leave} cancelLabel={t.stay}
        destructive onCancel={guard.cancel}
        onConfirm={() => {
          setFields(savedFields);
          setBlocks((list) => list.filter((b) => b.blockId).map((b) => ({ ...b, mode: 'view', draft: null, dirty: false })));
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
  busy: boolean;
  error: string | null;
  onDraft: (draft: Draft) => void;
  onUploadBusy: (busy: boolean) => void;
  onSave: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { block } = props;
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
  return (
    <div className="lz-editor-block__body">
      {draft.type === 'text' ? (
        <>
          <span id={textLabel} className="ui-field__label">{t.textLabel}</span>
          <Suspense fallback={<p role="status">{t.loadingEditor}</p>}>
            <TextBlockEditor html={draft.html} labelId={textLabel} onChange={(html) => props.onDraft({ ...draft, html })} />
          </Suspense>
        </>
      ) : null}
      {draft.type === 'video' ? <VideoBlockEditor draft={draft} onChange={props.onDraft} /> : null}
      {draft.type === 'image' ? <ImageBlockEditor api={props.api} draft={draft} onChange={props.onDraft} onBusyChange={props.onUploadBusy} /> : null}
      {draft.type === 'game' ? <GameBlockEditor draft={draft} onChange={props.onDraft} /> : null}
      {draft.type === 'reaction' ? <ReactionBlockEditor draft={draft} onChange={props.onDraft} /> : null}
      {draft.type === 'file_upload' ? <FileBlockEditor api={props.api} draft={draft} onChange={props.onDraft} onBusyChange={props.onUploadBusy} /> : null}
      {props.error ? <p className="ui-field__error" role="alert">{props.error}</p> : null}
      <div className="ui-row">
        <Button size="sm" onClick={props.onSave} disabled={props.busy || draftProblem(draft) !== null}>
          {props.busy ? t.saving : t.save}
        </Button>
        {block.blockId ? <Button size="sm" variant="light" onClick={props.onCancel}>{t.cancel}</Button> : null}
      </div>
    </div>
  );
}
