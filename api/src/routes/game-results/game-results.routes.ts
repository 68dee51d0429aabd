import { createRoute } from '@hono/zod-openapi';
import {
  ClassGameResultsSchema, GameResultInputSchema, GameResultSchema, GameRoundSchema, GameTryGrantSchema, OwnGameResultsSchema,
} from '../../contract/index.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { resultsCsv } from '../../services/game-results/game-results-csv.ts';
import { bearer, body, createRouter, errors, json, uuidParams } from '../openapi-helpers.ts';

const ClassBlockParams = uuidParams('classId', 'blockId');
const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ tags: ['game results'], security: bearer, ...r });

const drawRound = route({
  method: 'post', path: '/student/classes/{classId}/blocks/{blockId}/game-rounds', middleware: requireRole('student'),
  summary: "Draw a round of a game block when its game shows (enrolled student, lesson visible in the class): its id and the seed the game plays, from the server's randomness. Not yet a try; 409 GAME_ALREADY_PLAYED when a block without retries has its round",
  request: { params: ClassBlockParams },
  responses: { 201: json(GameRoundSchema, 'Drawn'), ...errors(400, 401, 403, 404, 409, 429) },
});
const startRound = route({
  method: 'post', path: '/student/classes/{classId}/blocks/{blockId}/game-rounds/{roundId}/start', middleware: requireRole('student'),
  summary: "Start a drawn round when its first question shows: the try counts from here; a block without retries takes one. Again on a started round: no change",
  request: { params: uuidParams('classId', 'blockId', 'roundId') },
  responses: { 200: json(GameRoundSchema, 'Started'), ...errors(400, 401, 403, 404, 409, 429) },
});
const report = route({
  method: 'post', path: '/student/classes/{classId}/blocks/{blockId}/game-results', middleware: requireRole('student'),
  summary: "Report the result of a started round, once (enrolled student, lesson visible in the class). The server replays the round's log on the round's own seed with the game's rules and stores its own result (verified); 422 GAME_ROUND_SEED_MISMATCH for another seed, GAME_ROUND_NO_CLOCK for a log whose clock did not run, GAME_RESULT_MISMATCH when the replay disagrees",
  request: { params: ClassBlockParams, ...body(GameResultInputSchema) },
  responses: { 201: json(GameResultSchema, 'Stored'), ...errors(400, 401, 403, 404, 409, 422, 429) },
});
const own = route({
  method: 'get', path: '/student/classes/{classId}/blocks/{blockId}/game-results', middleware: requireRole('student'),
  summary: "The student's attempts, best and last result on a game block in a class",
  request: { params: ClassBlockParams },
  responses: { 200: json(OwnGameResultsSchema, 'Own results'), ...errors(400, 401, 403, 404) },
});
const forClass = route({
  method: 'get', path: '/teacher/classes/{classId}/blocks/{blockId}/game-results', middleware: requireRole('teacher'),
  summary: 'Every enrolled student with attempts, best and last result (students without a try too)',
  request: { params: ClassBlockParams },
  responses: { 200: json(ClassGameResultsSchema, 'Results of the class'), ...errors(400, 401, 403, 404) },
});
const grantTry = route({
  method: 'post', path: '/teacher/classes/{classId}/blocks/{blockId}/students/{studentId}/game-tries', middleware: requireRole('teacher'),
  summary: "Give a student another try at a game block that allows one round, once their tries are used (the class's teacher only)",
  request: { params: uuidParams('classId', 'blockId', 'studentId') },
  responses: { 201: json(GameTryGrantSchema, 'Granted'), ...errors(400, 401, 403, 404, 409) },
});
const csv = route({
  method: 'get', path: '/teacher/classes/{classId}/blocks/{blockId}/game-results.csv', middleware: requireRole('teacher'),
  summary: 'The same table as CSV for Excel with Swiss/German settings (UTF-8 BOM, semicolons, de-CH dates)',
  request: { params: ClassBlockParams },
  responses: { 200: { description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }, ...errors(400, 401, 403, 404) },
});

/** Results of games played inside lessons (issue 11). */
export const gameResultRoutes = createRouter()
  .openapi(drawRound, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.drawRound(callerOf(c), classId, blockId), 201);
  })
  .openapi(startRound, async (c) => {
    const { classId, blockId, roundId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.startRound(callerOf(c), classId, blockId, roundId), 200);
  })
  .openapi(report, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.report(callerOf(c), classId, blockId, c.req.valid('json')), 201);
  })
  .openapi(own, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.own(callerOf(c), classId, blockId), 200);
  })
  .openapi(forClass, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.forClass(callerOf(c), classId, blockId), 200);
  })
  .openapi(grantTry, async (c) => {
    const { classId, blockId, studentId } = c.req.valid('param');
    return c.json(await c.var.deps.gameResults.grantTry(callerOf(c), classId, blockId, studentId), 201);
  })
  .openapi(csv, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    const results = await c.var.deps.gameResults.forClass(callerOf(c), classId, blockId);
    const fileName = `Resultate ${results.game_name}.csv`;
    return c.body(resultsCsv(results), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="results.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    });
  });
