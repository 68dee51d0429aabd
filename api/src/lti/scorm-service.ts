import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { AppError, ErrorCode, normalizeCustomGameContent } from '../contract/index.ts';
import type { Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as customGames from '../db/queries/custom-games.ts';
import { authorize, found } from '../services/authorization.ts';
import { registryLtiGame, type LtiGameSource } from './lti-games.ts';
import { scormZip, type ScormGame } from './scorm-package.ts';

/** The engine bundle that plays a custom game of each template. */
const TEMPLATE_BUNDLES = { matching: 'matching', multipleChoice: 'multiple-choice' } as const;

/** A download: the zip's name and its stream. */
export interface ScormDownload { fileName: string; stream: Readable }

/** 'SCORM-Paket herunterladen': built-in games for teachers, custom games for their owner. */
export class ScormService {
  constructor(private readonly d: { sql: Sql; games: LtiGameSource; standaloneDir: (bundleKey: string) => string }) {}

  async builtIn(caller: Caller, key: string): Promise<ScormDownload> {
    authorize(caller, 'package', { type: 'game' });
    const game = await registryLtiGame(this.d.games, key);
    if (!game) found(null, 'game');
    return this.zip({ bundleKey: game!.key, title: game!.title });
  }

  async custom(caller: Caller, id: string): Promise<ScormDownload> {
    const row = found(await customGames.getCustomGame(this.d.sql, { id }), 'custom-game');
    authorize(caller, 'package', { type: 'custom-game', teacherId: row.teacher_id, isPublic: row.is_public });
    const content = normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name);
    return this.zip({ bundleKey: TEMPLATE_BUNDLES[row.template_id], title: row.name, content });
  }

  private zip(game: ScormGame): ScormDownload {
    const dir = this.d.standaloneDir(game.bundleKey);
    if (!fs.existsSync(dir)) throw new AppError(ErrorCode.GAME_NOT_FOUND, 404, "The game's standalone build is missing (npm run build)");
    const base = game.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'spiel';
    return { fileName: `${base}-scorm12.zip`, stream: scormZip(game, dir) };
  }
}
