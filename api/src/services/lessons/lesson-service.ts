import {
  AppError, ErrorCode, LESSON_COPY_SUFFIX, LIMITS,
  type BlockInput, type BlockUpdate, type LessonInput, type LessonUpdate, type LessonView,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import { deleteMediaFileByPath } from '../../db/queries/files.ts';
import * as q from '../../db/queries/lessons.ts';
import { inTransaction, type AfterCommit } from '../../db/transaction.ts';
import {
  presentBlock, presentClassLesson, presentLesson, presentLessonBlock, presentLessonSummary,
} from '../../presenters.ts';
import type { RemoveOrphans } from '../../storage/index.ts';
import { storagePathOfFileUrl } from '../../storage/url-signer.ts';
import { authorize, can, found, type LessonSubject } from '../authorization.ts';
import { getCustomGame } from '../../db/queries/custom-games.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import { buildBlockContent, contentUrls } from './block-content.ts';
import { existingBlockIds, submissionPathsOfBlocks } from '../../db/queries/file-submissions.ts';

/** Lessons, their blocks and their place in classes (spec 3, 4, 7). */
export class LessonService {
  constructor(private readonly sql: Sql, private readonly removeOrphans: RemoveOrphans) {}

  private manageable = (_caller: Caller, lesson: q.LessonRow): LessonSubject =>
    ({ type: 'lesson', teacherId: lesson.teacher_id, inCallersClass: false, visibleToCaller: false });

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

  async create(caller: Caller, input: LessonInput) {
    if (!caller.userId) throw new AppError(ErrorCode.MISSING_TEACHER_ID, 400, 'Teacher ID is required');
    this.authorizePicture(caller, input.picture_url);
    const row = await q.insertLesson(this.sql, {
      teacherId: caller.userId, name: input.name, description: input.description, pictureUrl: input.picture_url,
    });
    return presentLesson(row);
  }

  async update(caller: Caller, id: string, patch: LessonUpdate) {
    this.authorizePicture(caller, patch.picture_url);
    const row = await inTransaction(this.sql, async (tx, afterCommit) => {
      const before = found(await q.lockLesson(tx, { id }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, before));
      const updated = await q.updateLesson(tx, { id, patch });
      // The overview's switch shows and hides the lesson in every class it is in.
      if (patch.is_visible_to_students !== undefined) {
        await q.setLessonVisibleInAllClasses(tx, { lessonId: id, visible: patch.is_visible_to_students });
      }
      if (patch.picture_url !== undefined && before.picture_url && before.picture_url !== patch.picture_url) {
        await this.releaseFiles(tx, afterCommit, [before.picture_url]);
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
    authorize(caller, 'view', {
      type: 'lesson', teacherId: lesson.teacher_id, inCallersClass: role === 'teacher' && !!cls, visibleToCaller: role === 'student' && !!cls,
    });
    const blocks = await q.listLessonBlocks(this.sql, { lessonId: id });
    let navigation: LessonView['navigation'] = null;
    if (cls) {
      const list = await q.listClassLessons(this.sql, { classId: cls.id, onlyVisible: role === 'student' });
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
      can_edit: role === 'teacher' && lesson.teacher_id === caller.userId,
    };
  }

  // ── Blocks ──

  /** A game block may name a custom game (issue 12): its own or a public one, looked up here for buildBlockContent. */
  private async resolved(sql: Sql, caller: Caller, type: string, content: unknown) {
    const gameId = type === 'game' && content && typeof content === 'object' ? (content as { gameId?: unknown }).gameId : null;
    if (typeof gameId !== 'string' || !UUID.test(gameId)) return {};
    const game = await getCustomGame(sql, { id: gameId });
    const playable = game && can(caller, 'play', { type: 'custom-game', teacherId: game.teacher_id, isPublic: game.is_public });
    return { customGame: playable ? game : null };
  }

  async createBlock(caller: Caller, input: BlockInput) {
    const row = await q.insertBlock(this.sql, {
      teacherId: caller.userId, type: input.type, content: buildBlockContent(caller, input.type, input.content, await this.resolved(this.sql, caller, input.type, input.content)),
      name: input.name, description: input.description,
    });
    return presentBlock(row);
  }

  /** Creates a block and puts it at the end of the lesson, in one transaction. */
  async createInLesson(caller: Caller, lessonId: string, input: BlockInput) {
    const content = buildBlockContent(caller, input.type, input.content, await this.resolved(this.sql, caller, input.type, input.content));
    return inTransaction(this.sql, async (tx) => {
      const lesson = found(await q.lockLesson(tx, { id: lessonId }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, lesson));
      const block = await q.insertBlock(tx, { teacherId: caller.userId, type: input.type, content, name: input.name, description: input.description });
      await q.linkBlock(tx, { lessonId, blockId: block.id });
      return this.lessonBlock(tx, lessonId, block.id);
    });
  }

  async updateBlock(caller: Caller, id: string, patch: BlockUpdate) {
    return inTransaction(this.sql, async (tx, afterCommit) => {
      const block = found(await q.lockBlock(tx, { id }), 'block');
      authorize(caller, 'manage', { type: 'block', teacherId: block.teacher_id });
      const content = patch.content === undefined
        ? undefined
        : buildBlockContent(caller, block.type, patch.content as Record<string, unknown>, await this.resolved(tx, caller, block.type, patch.content));
      const updated = await q.updateBlock(tx, { id, content, name: patch.name, description: patch.description });
      if (content) {
        const replaced = contentUrls(block.content).filter((u) => !contentUrls(content).includes(u));
        await this.releaseFiles(tx, afterCommit, replaced);
      }
      return presentBlock(updated);
    });
  }

  async deleteBlock(caller: Caller, id: string) {
    await inTransaction(this.sql, async (tx, afterCommit) => {
      const block = found(await q.lockBlock(tx, { id }), 'block');
      authorize(caller, 'manage', { type: 'block', teacherId: block.teacher_id });
      const handIns = await submissionPathsOfBlocks(tx, { blockIds: [id] });
      await q.deleteBlock(tx, { id });
      await this.releaseFiles(tx, afterCommit, contentUrls(block.content));
      await this.releaseHandIns(tx, afterCommit, handIns);
    });
  }

  /** Puts an own block into an own lesson; one that is there already answers as it is (created false). */
  async linkBlock(caller: Caller, lessonId: string, blockId: string) {
    return inTransaction(this.sql, async (tx) => {
      const lesson = found(await q.lockLesson(tx, { id: lessonId }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, lesson));
      const block = found(await q.lockBlock(tx, { id: blockId }), 'block');
      authorize(caller, 'manage', { type: 'block', teacherId: block.teacher_id });
      const { created } = await q.linkBlock(tx, { lessonId, blockId });
      return { created, lessonBlock: await this.lessonBlock(tx, lessonId, blockId) };
    });
  }

  async unlinkBlock(caller: Caller, lessonId: string, blockId: string) {
    await inTransaction(this.sql, async (tx) => {
      const lesson = found(await q.lockLesson(tx, { id: lessonId }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, lesson));
      if (!(await q.unlinkBlock(tx, { lessonId, blockId }))) {
        throw new AppError(ErrorCode.BLOCK_NOT_IN_LESSON, 404, 'The block is not in this lesson');
      }
    });
  }

  /** New order of all blocks, in one transaction; a list that is not exactly the current set is refused (409). */
  async reorderBlocks(caller: Caller, lessonId: string, blockIds: string[]) {
    return inTransaction(this.sql, async (tx) => {
      const lesson = found(await q.lockLesson(tx, { id: lessonId }), 'lesson');
      authorize(caller, 'manage', this.manageable(caller, lesson));
      assertSameSet(await q.lessonBlockIds(tx, { lessonId }), blockIds);
      await q.reorderLessonBlocks(tx, { lessonId, blockIds });
      return (await q.listLessonBlocks(tx, { lessonId })).map(presentLessonBlock);
    });
  }

  private async lessonBlock(tx: Sql, lessonId: string, blockId: string) {
    const row = (await q.listLessonBlocks(tx, { lessonId })).find((b) => b.block_id === blockId);
    return presentLessonBlock(row!);
  }

  // ── Lessons in classes ──

  private async lockOwnClass(tx: Sql, caller: Caller, classId: string) {
    const cls = found(await classes.lockClass(tx, { id: classId }), 'class');
    authorize(caller, 'manage', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });
  }

  /** The class's lessons in order: all for its teacher, only the visible ones for an enrolled student. */
  async listInClass(caller: Caller, classId: string) {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    const isStudent = caller.profile?.role === 'student';
    const callerEnrolled = isStudent && !!(await classes.getActiveEnrollment(this.sql, { classId, studentId: caller.userId }));
    authorize(caller, 'view', { type: 'class', teacherId: cls.teacher_id, callerEnrolled });
    return (await q.listClassLessons(this.sql, { classId, onlyVisible: isStudent })).map(presentClassLesson);
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
