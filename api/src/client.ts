import { hc } from 'hono/client';
import type { AppType } from './app.ts';
// Only light runtime values (codes, limits) and types: the zod schemas stay server-side.
export * from './contract/errors.ts';
export * from './contract/abilities.ts';
export * from './contract/limits.ts';
export * from './contract/rules.ts';
export * from './contract/student-account-rules.ts';
export * from './contract/federation-manifest.ts';
export * from './contract/rich-text.ts';
export * from './contract/video.ts';
export * from './contract/custom-game-rules.ts';
export * from './contract/games.ts';
export type { ClassGameResults, GameContent, GameResult, GameResultInput, GameRound, GameRoundResult, GameSettings } from './contract/game-block.ts';
export * from './contract/reaction-rules.ts';
export type { ReactionContent, ReactionResults, ReactionState, ReactionVote } from './contract/reactions.ts';
export * from './contract/file-block-rules.ts';
export type { Block, BlockBody, BlockInput, LessonBody, LessonPatchBody, LessonDocument, LessonDocumentBlock, LessonDocumentBody, NewLesson, NewLessonBody, SavedLesson, ClassLesson, ImageContent, Lesson, LessonBlock, LessonInput, LessonSummary, LessonUpdate, LessonView, TextContent, VideoContent } from './contract/lessons.ts';
export type { FileContent, FileContentBody, FileSubmission, OwnSubmission, TeacherFile } from './contract/file-block.ts';
export type { CustomGame, CustomGameBody, CustomGameContent, CustomGameSummary, CustomGameSettings, CustomGameType, ImportResult, Pair, Question } from './contract/custom-games.ts';
export type { LtiPlatform, LtiPlatformInput, LtiPlatformList, LtiRegistrationLink } from './contract/lti.ts';
export type { GameCreateInput, GameInspection, GameRegistryEntry, GameVersionInput, TrustLevel } from './contract/game-registry.ts';
export type { AdminEnrollment, AdminTeacherClass, AdminTeacherLesson, AdminUser, AdminUserList, AdminUserUpdate, ClassDetail, ClassInput, Enrollment, ClassSummary, Profile, Session, SessionValidation, SignUpBody, StudentClassSummary, UploadResult, User, StudentAccount, StudentAccountsResult, PasswordResetResult } from './contract/schemas.ts';

/**
 * The one typed API client for every front-end, derived from the route
 * definitions (Hono RPC). Usage: `api.api.auth.token.$post({ json: {...} })`.
 */
export function createApiClient(opts: { baseUrl: string; getAccessToken: () => string | null; fetch?: typeof fetch }) {
  return hc<AppType>(opts.baseUrl, {
    fetch: opts.fetch,
    headers: (): Record<string, string> => {
      const token = opts.getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

