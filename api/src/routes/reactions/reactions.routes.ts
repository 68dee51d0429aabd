import { createRoute, z } from '@hono/zod-openapi';
import { ReactionStateSchema, ReactionVoteSchema } from '../../contract/reactions.ts';
import { callerOf, requireAuth, requireRole } from '../../middleware/authenticate.ts';
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { pollEventsResponse, writePollEvents } from '../../realtime/sse-response.ts';
import { bearer, body, createRouter, errors, json, uuidParams } from '../openapi-helpers.ts';

/** Live polls (reaction blocks) per block and class, and the live event stream of a lesson in a class. */

const PollParams = uuidParams('blockId', 'classId');
const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ tags: ['reactions'], security: bearer, ...r });

const getState = route({
  method: 'get', path: '/blocks/{blockId}/classes/{classId}/reactions', middleware: requireAuth,
  summary: "A poll's counts and rounded percentages in a class (teacher of the class; students when it shows results) and the caller's own pick; never who voted what",
  request: { params: PollParams },
  responses: { 200: json(ReactionStateSchema, 'Counts and own pick'), ...errors(401, 403, 404) },
});
const vote = route({
  method: 'put', path: '/blocks/{blockId}/classes/{classId}/reactions', middleware: requireRole('student'),
  summary: 'Pick a reaction as an enrolled student (replaces an earlier pick; one per student, poll and class)',
  request: { params: PollParams, ...body(ReactionVoteSchema) },
  responses: { 200: json(ReactionStateSchema, 'Counts and own pick after the vote'), ...errors(400, 401, 403, 404) },
});
const reset = route({
  method: 'delete', path: '/blocks/{blockId}/classes/{classId}/reactions', middleware: requireRole('teacher'),
  summary: "Delete the poll's votes in an own class (after a confirmation in the UI)",
  request: { params: PollParams },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
});
const events = route({
  method: 'get', path: '/classes/{classId}/lessons/{lessonId}/events', middleware: requireAuth,
  summary: "Server-Sent Events of the lesson's polls in the class: 'ready' once subscribed, then 'poll' per change (counts only where the caller may see them); a comment line every 25 s. Token in the Authorization header only.",
  request: { params: uuidParams('classId', 'lessonId') },
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'The event stream' },
    ...errors(401, 403, 404),
  },
});

export const reactionRoutes = createRouter()
  .openapi(getState, async (c) => {
    const { blockId, classId } = c.req.valid('param');
    return c.json(await c.var.deps.reactions.state(callerOf(c), blockId, classId), 200);
  })
  .openapi(vote, async (c) => {
    const { blockId, classId } = c.req.valid('param');
    return c.json(await c.var.deps.reactions.vote(callerOf(c), blockId, classId, c.req.valid('json')), 200);
  })
  .openapi(reset, async (c) => {
    const { blockId, classId } = c.req.valid('param');
    await c.var.deps.reactions.reset(callerOf(c), blockId, classId);
    return c.body(null, 204);
  })
  .openapi(events, async (c) => {
    const { classId, lessonId } = c.req.valid('param');
    const subscription = await c.var.deps.reactions.subscription(callerOf(c), lessonId, classId);
    // Under Node, write to the socket directly (the fan-out's hot path); elsewhere a web stream.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      await writePollEvents(c.var.deps.realtime, subscription, outgoing);
      return RESPONSE_ALREADY_SENT as never;
    }
    return pollEventsResponse(c.var.deps.realtime, subscription) as never;
  });
