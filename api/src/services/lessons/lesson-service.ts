import {
  AppError, ErrorCode, LESSON_COPY_SUFFIX, LIMITS,
  type LessonDocument, type LessonDocumentBlock, type LessonUpdate, type LessonView, type NewLesson, type SavedLesson,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import { deleteMediaFileByPath } from '../../db/queries/files.ts';
import * as q from '../../db/queries/lessons.ts';
import { inTransaction, type AfterCommit } from '../../db/transaction.ts';
import { presentClassLesson, presentLesson, presentLessonBlock, presentLessonSummary } from '../../presenters.ts';
import type { RemoveOrphans } from '../../storage/index.ts';
import { storagePathOfFileUrl } from '../../storage/url-signer.ts';
import { abilities, authorize, can, found, type LessonSubject } from '../authorization.ts';
import { getCustomGame } from '../../db/queries/custom-games.ts';
import { buildBlockContent, contentUrls } from './block-content.ts';
import type { GameRegistry } from '../game-registry/game-registry.ts';
import { existingBlockIds, submissionPathsOfBlocks } from '../../db/queries/file-submissions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lessons, their blocks and their place in classes (spec 3, 4, 7). */
export class LessonService {
  constructor(private readonly sql: Sql, private readonly removeOrphans: RemoveOrphans, private readonly games: Pick<GameRegistry, 'get'>) {}

  private manageable = (_caller: Caller, lesson: q.LessonRow): LessonSubject =>
    ({ type: 'lesson', id: lesson.id, teacherId: lesson.teacher_id, inCallersClass: false, visibleToCaller: false });

  private authorizePicture(caller: Caller, url: string | null | undefined) {
    if (url) authorize(caller, 'attach', { type: 'content-file', url, kind: 'lessons' });
  }

  /** After the commit: files of the given URLs that nothing points to any more go (records first, in the transaction). */
  private async releaseFiles(tx: Sql, afterCommit: AfterCommit, urls: (string | null | undefined)[]) {
    const candidates = [...new Set(urls.map((u) => storagePathOfFileUrl(u ?? null, 'content')).filter((p): p is string => !!p))];
    const orphaned = await q.unreferencedPaths(tx, { paths: candidates });
    for (const path of orphaned) await deleteMediaFileByPath(tx, { storagePath: path });
    if (orphaned.length) afterCommit(() => this.removeOrphans([{ area: 'content', paths: orphaned }]));
  }

  /** Students' hand-in files of blocks that went in this transaction (their rows cascaded): removed after the commit. */
  private async releaseHandIns(tx: Sql, afterCommit: AfterCommit, handIns: { block_id: string; storage_path: string }[]) {
    const remaining = await existingBlockIds(tx, { blockIds: [...new Set(handIns.map((h) => h.block_id))] });
    const paths = handIns.filter((h) => !remaining.has(h.block_id)).map((h) => h.storage_path);
    if (paths.length) afterCommit(() => this.removeOrphans([{ area: 'submissions', paths }]));
  }

  // ── Lessons ──

  async listOwn(caller: Caller) {
    return (await q.listTeacherLessons(this.sql, { teacherId: caller.userId })).map(presentLessonSummary);
  }

  /**
   * A new lesson, with its blocks, in one transaction (all or nothing). With `class_id` it goes to the
   * end of that own class, visible there at once when `visible` (the editor opened from the class view).
   */
  async create(caller: Caller, input: NewLesson): Promise<SavedLesson> {
    if (!caller.userId) throw new AppError(ErrorCode.MISSING_TEACHER_ID, 400, 'Teacher ID is required');
    // The new lesson is the caller's own, authorized before anything is written (an LTI-launched session may not).
    authorize(caller, 'manage', { type: 'lesson', teacherId: caller.userId, inCallersClass: false, visibleToCaller: false });
    this.authorizePicture(caller, input.picture_url);
    return inTransaction(this.sql, async (tx, afterCommit) => {
      if (input.class_id) await this.lockOwnClass(tx, caller, input.class_id);
      const lesson = await q.insertLesson(tx, {
        teacherId: caller.userId, name: input.name, description: input.description, pictureUrl: input.picture_url,
      });
      await this.writeBlocks(tx, afterCommit, caller, lesson.id, input.blocks ?? []);
      if (input.class_id) {
        await q.addLessonToClass(tx, { classId: input.class_id, lessonId: lesson.id });
        if (input.visible) {
          await q.setClassLessonVisibility(tx, { classId: input.class_id, lessonId: lesson.id, visible: true });
          await q.syncLessonVisibility(tx, { lessonId: lesson.id });
        }
      }
      return this.saved(tx, lesson.id);
    });
  }

  /**
   * Saves the whole lesson as the editor shows it (issue 21): fields, and its blocks new, changed,
   * kept, removed and in order, in one transaction (all or nothing). `version` must be the stored one,
   * else 409 LESSON_CHANGED and nothing changes; a save raises it by one. Files nothing points to any
   * more (a replaced picture, a removed image block, hand-ins of a removed file block) go after the commit.
   */
  async save(caller: Caller, id: string, doc: LessonDocument): Promise<SavedLesson> {
    this.authorizePicture(caller, doc.picture_url);
    return inTransaction(this.sql, async (tx, afterCommit) => {
      const before = found(await q.lockLesson(tx, { id }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, before));
      if (doc.version !== before.version) {
        throw new AppError(ErrorCode.LESSON_CHANGED, 409, `The lesson was changed meanwhile (version ${before.version}, not ${doc.version})`);
      }
      await this.writeBlocks(tx, afterCommit, caller, id, doc.blocks);
      await q.saveLessonFields(tx, { id, name: doc.name, description: doc.description, pictureUrl: doc.picture_url });
      if (before.picture_url && before.picture_url !== doc.picture_url) await this.releaseFiles(tx, afterCommit, [before.picture_url]);
      return this.saved(tx, id);
    });
  }

  /** The overview's switches: is_public, and is_visible_to_students, which shows or hides the lesson in all of its classes. */
  async update(caller: Caller, id: string, patch: LessonUpdate) {
    const row = await inTransaction(this.sql, async (tx) => {
      const before = found(await q.lockLesson(tx, { id }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, before));
      const updated = await q.updateLesson(tx, { id, patch });
      if (patch.is_visible_to_students !== undefined) {
        await q.setLessonVisibleInAllClasses(tx, { lessonId: id, visible: patch.is_visible_to_students });
      }
      return updated!;
    });
    return presentLesson(row);
  }

  /** The lesson goes with its place in every class (positions close up) and the blocks only it used; files after the commit. */
  async delete(caller: Caller, id: string) {
    await inTransaction(this.sql, async (tx, afterCommit) => {
      const lesson = found(await q.lockLesson(tx, { id }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, lesson));
      for (const classId of await q.lockClassesOfLesson(tx, { lessonId: id })) {
        await q.removeLessonFromClass(tx, { classId, lessonId: id });
      }
      const handIns = await submissionPathsOfBlocks(tx, { blockIds: await q.blockIdsOfLesson(tx, { lessonId: id }) });
      const contents = await q.deleteBlocksOnlyIn(tx, { lessonId: id });
      await q.deleteLesson(tx, { id });
      await this.releaseFiles(tx, afterCommit, [lesson.picture_url, ...contents.flatMap(contentUrls)]);
      await this.releaseHandIns(tx, afterCommit, handIns);
    });
  }

  /** A copy named '… (Kopie)', not public, not visible, with its own copies of the blocks. */
  async duplicate(caller: Caller, id: string) {
    const row = await inTransaction(this.sql, async (tx) => {
      const source = found(await q.lockLesson(tx, { id }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, source));
      const copy = await q.insertLesson(tx, {
        teacherId: caller.userId,
        name: `${source.name.slice(0, LIMITS.lessonNameMax - LESSON_COPY_SUFFIX.length)}${LESSON_COPY_SUFFIX}`,
        description: source.description, pictureUrl: source.picture_url,
      });
      await q.copyLessonBlocks(tx, { fromLessonId: id, toLessonId: copy.id, teacherId: caller.userId });
      return copy;
    });
    return presentLesson(row);
  }

  /** The lesson view: the owner, a teacher with the lesson in a class, or a student of a class where it is visible. */
  async view(caller: Caller, id: string, classId?: string): Promise<LessonView> {
    const lesson = found(await q.getLesson(this.sql, { id }), 'lesson');
    const role = caller.profile?.role;
    const cls = role === 'teacher'
      ? await q.teacherClassWithLesson(this.sql, { teacherId: caller.userId, lessonId: id, classId })
      : role === 'student'
        ? await q.studentClassWithVisibleLesson(this.sql, { studentId: caller.userId, lessonId: id, classId })
        : null;
    const subject: LessonSubject = {
      type: 'lesson', id: lesson.id, teacherId: lesson.teacher_id, inCallersClass: role === 'teacher' && !!cls, visibleToCaller: role === 'student' && !!cls,
    };
    authorize(caller, 'view', subject);
    const blocks = await q.listLessonBlocks(this.sql, { lessonId: id });
    let navigation: LessonView['navigation'] = null;
    if (cls) {
      // Hidden lessons count only for whoever may manage the class (as in its lesson list).
      const classSubject = { type: 'class', teacherId: cls.teacher_id, callerEnrolled: role === 'student' } as const;
      const list = await q.listClassLessons(this.sql, { classId: cls.id, onlyVisible: !can(caller, 'manage', classSubject) });
      const index = list.findIndex((l) => l.lesson_id === id);
      navigation = {
        position: index + 1, total: list.length,
        previous_lesson_id: list[index - 1]?.lesson_id ?? null, next_lesson_id: list[index + 1]?.lesson_id ?? null,
      };
    }
    return {
      lesson: presentLesson(lesson),
      blocks: blocks.map(presentLessonBlock),
      class: cls ? { id: cls.id, name: cls.name, class_code: cls.class_code } : null,
      navigation,
      abilities: abilities(caller, subject),
    };
  }

  // ── Blocks ──

  /** A game block may name a custom game (issue 12): its own or a public one, looked up here for buildBlockContent. */
  private async resolved(sql: Sql, caller: Caller, type: string, content: unknown) {
    const gameId = type === 'game' && content && typeof content === 'object' ? (content as { gameId?: unknown }).gameId : null;
    if (typeof gameId !== 'string') return {};
    if (!UUID.test(gameId)) return { registryGame: await this.games.get(gameId) };
    const game = await getCustomGame(sql, { id: gameId });
    const playable = game && can(caller, 'play', { type: 'custom-game', teacherId: game.teacher_id, isPublic: game.is_public });
    return { customGame: playable ? game : null };
  }

  /**
   * Makes the lesson's block list what `items` says (call inside the transaction with the lesson locked):
   * `{ id }` keeps a block, `{ id, type, content }` rewrites it, `{ type, content }` adds one; blocks not
   * listed leave the lesson (and are deleted when no other lesson holds them). Any refused block throws,
   * so the transaction rolls back and the lesson stays as it was.
   */
  private async writeBlocks(tx: Sql, afterCommit: AfterCommit, caller: Caller, lessonId: string, items: LessonDocumentBlock[]) {
    const current = await q.lessonBlockIds(tx, { lessonId });
    const listed = items.flatMap((item) => (item.id ? [item.id] : []));
    if (new Set(listed).size !== listed.length) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'A block is listed twice');
    const foreign = listed.find((blockId) => !current.includes(blockId));
    if (foreign) throw new AppError(ErrorCode.BLOCK_NOT_IN_LESSON, 404, `Block ${foreign} is not in this lesson`);
    // New blocks are the caller's own: authorized before the first write.
    if (items.some((item) => 'type' in item && !item.id)) authorize(caller, 'manage', { type: 'block', teacherId: caller.userId });

    const removed = current.filter((blockId) => !listed.includes(blockId));
    const handIns = await submissionPathsOfBlocks(tx, { blockIds: removed });
    await q.unlinkLessonBlocks(tx, { lessonId, blockIds: removed });
    const removedContents = await q.deleteUnlinkedBlocks(tx, { blockIds: removed });
    const released = removedContents.flatMap(contentUrls);

    const order: string[] = [];
    for (const item of items) {
      if (!('type' in item)) {
        order.push(item.id);
        continue;
      }
      const input = item.content as Record<string, unknown>;
      const content = buildBlockContent(caller, item.type, input, await this.resolved(tx, caller, item.type, input));
      if (item.id) {
        const block = found(await q.lockBlock(tx, { id: item.id }), 'block');
        authorize(caller, 'manage', { type: 'block', teacherId: block.teacher_id });
        if (block.type !== item.type) throw new AppError(ErrorCode.BLOCK_TYPE_MISMATCH, 400, `Block ${item.id} is a ${block.type} block`);
        if (JSON.stringify(block.content) !== JSON.stringify(content) || (item.name ?? block.name) !== block.name || (item.description ?? block.description) !== block.description) {
          await q.updateBlock(tx, { id: item.id, content, name: item.name ?? undefined, description: item.description ?? undefined });
          released.push(...contentUrls(block.content).filter((u) => !contentUrls(content).includes(u)));
        }
        order.push(item.id);
      } else {
        const block = await q.insertBlock(tx, { teacherId: caller.userId, type: item.type, content, name: item.name, description: item.description });
        await q.appendLessonBlock(tx, { lessonId, blockId: block.id });
        order.push(block.id);
      }
    }
    await q.reorderLessonBlocks(tx, { lessonId, blockIds: order });
    await this.releaseFiles(tx, afterCommit, released);
    await this.releaseHandIns(tx, afterCommit, handIns);
  }

  /** The lesson with its blocks in order, as a save answers. */
  private async saved(tx: Sql, lessonId: string): Promise<SavedLesson> {
    const lesson = (await q.getLesson(tx, { id: lessonId }))!;
    return { ...presentLesson(lesson), blocks: (await q.listLessonBlocks(tx, { lessonId })).map(presentLessonBlock) };
  }

  // ── Lessons in classes ──

  private async lockOwnClass(tx: Sql, caller: Caller, classId: string) {
    const cls = found(await classes.lockClass(tx, { id: classId }), 'class');
    authorize(caller, 'manage', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });
  }

  /** The class's lessons in order: all for its teacher, only the visible ones for an enrolled student. */
  async listInClass(caller: Caller, classId: string) {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    const callerEnrolled = caller.profile?.role === 'student'
      && !!(await classes.getActiveEnrollment(this.sql, { classId, studentId: caller.userId }));
    const subject = { type: 'class', teacherId: cls.teacher_id, callerEnrolled } as const;
    authorize(caller, 'view', subject);
    // Hidden lessons only for whoever may manage the class.
    return (await q.listClassLessons(this.sql, { classId, onlyVisible: !can(caller, 'manage', subject) })).map(presentClassLesson);
  }

  /** Adds own lessons at the end (in the given order); lessons already there keep their place. */
  async addToClass(caller: Caller, classId: string, lessonIds: string[]) {
    return inTransaction(this.sql, async (tx) => {
      await this.lockOwnClass(tx, caller, classId);
      for (const lessonId of [...new Set(lessonIds)]) {
        const lesson = found(await q.getLesson(tx, { id: lessonId }), 'lesson');
        authorize(caller, 'manage', this.manageable(caller, lesson));
        await q.addLessonToClass(tx, { classId, lessonId });
      }
      return (await q.listClassLessons(tx, { classId, onlyVisible: false })).map(presentClassLesson);
    });
  }

  async setVisibility(caller: Caller, classId: string, lessonId: string, visible: boolean) {
    return inTransaction(this.sql, async (tx) => {
      await this.lockOwnClass(tx, caller, classId);
      if (!(await q.setClassLessonVisibility(tx, { classId, lessonId, visible }))) throw notInClass();
      await q.syncLessonVisibility(tx, { lessonId });
      const row = (await q.listClassLessons(tx, { classId, onlyVisible: false })).find((l) => l.lesson_id === lessonId)!;
      return presentClassLesson(row);
    });
  }

  async removeFromClass(caller: Caller, classId: string, lessonId: string) {
    await inTransaction(this.sql, async (tx) => {
      await this.lockOwnClass(tx, caller, classId);
      if (!(await q.removeLessonFromClass(tx, { classId, lessonId }))) throw notInClass();
      await q.syncLessonVisibility(tx, { lessonId });
    });
  }

  /** New order of all the class's lessons, in one transaction (two tabs reordering at once serialize on the class). */
  async reorderInClass(caller: Caller, classId: string, lessonIds: string[]) {
    return inTransaction(this.sql, async (tx) => {
      await this.lockOwnClass(tx, caller, classId);
      assertSameSet(await q.classLessonIds(tx, { classId }), lessonIds);
      await q.reorderClassLessons(tx, { classId, lessonIds });
      return (await q.listClassLessons(tx, { classId, onlyVisible: false })).map(presentClassLesson);
    });
  }
}

const notInClass = () => new AppError(ErrorCode.LESSON_NOT_IN_CLASS, 404, 'The lesson is not in this class');

function assertSameSet(current: string[], next: string[]) {
  const same = current.length === next.length && new Set(next).size === next.length && next.every((id) => current.includes(id));
  if (!same) throw new AppError(ErrorCode.ORDER_MISMATCH, 409, 'The order must list exactly the current items (they changed meanwhile)');
}
