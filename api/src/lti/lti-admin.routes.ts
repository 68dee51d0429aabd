import { createRoute, z } from '@hono/zod-openapi';
import { LtiDeploymentInputSchema, LtiPlatformInputSchema, LtiPlatformListSchema, LtiPlatformSchema, LtiPlatformUpdateSchema, LtiRegistrationLinkSchema } from '../contract/index.ts';
import { callerOf, requireRole } from '../middleware/authenticate.ts';
import { bearer, body, createRouter, errors, IdParams, json } from '../routes/openapi-helpers.ts';

const adminOnly = requireRole('admin');

const list = createRoute({
  method: 'get', path: '/admin/lti/platforms', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: "Registered LMS platforms (LTI 1.3) and the tool's registration URL",
  responses: { 200: json(LtiPlatformListSchema, 'Platforms, newest first'), ...errors(401, 403) },
});
const create = createRoute({
  method: 'post', path: '/admin/lti/platforms', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: 'Register a platform by hand (issuer, client id, deployment id, auth/token/JWKS URLs)',
  request: body(LtiPlatformInputSchema),
  responses: { 201: json(LtiPlatformSchema, 'Registered'), ...errors(400, 401, 403, 409) },
});
const update = createRoute({
  method: 'patch', path: '/admin/lti/platforms/{id}', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: 'Enable or disable a platform (a disabled one can neither launch nor receive scores); take on new deployments automatically',
  request: { params: IdParams, ...body(LtiPlatformUpdateSchema) },
  responses: { 200: json(LtiPlatformSchema, 'The platform'), ...errors(400, 401, 403, 404) },
});
const remove = createRoute({
  method: 'delete', path: '/admin/lti/platforms/{id}', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: 'Remove a platform (its launches and unsent scores go with it; accounts stay)',
  request: { params: IdParams },
  responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404) },
});
const addDeployment = createRoute({
  method: 'post', path: '/admin/lti/platforms/{id}/deployments', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: "Add a deployment, or confirm one a launch brought ('Neue Bereitstellung bestätigen')",
  request: { params: IdParams, ...body(LtiDeploymentInputSchema) },
  responses: { 200: json(LtiPlatformSchema, 'The platform'), ...errors(400, 401, 403, 404) },
});
const removeDeployment = createRoute({
  method: 'delete', path: '/admin/lti/platforms/{id}/deployments/{deploymentId}', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: 'Remove a deployment (active or pending): its launches are refused',
  request: { params: IdParams.extend({ deploymentId: z.string().min(1).max(255) }) },
  responses: { 200: json(LtiPlatformSchema, 'The platform'), ...errors(401, 403, 404) },
});
const registrationLink = createRoute({
  method: 'post', path: '/admin/lti/registration-links', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: 'A one-time registration link for one LMS (dynamic registration works only through such a link)',
  responses: { 201: json(LtiRegistrationLinkSchema, 'The link and when it expires'), ...errors(401, 403) },
});
const rotate = createRoute({
  method: 'post', path: '/admin/lti/keys/rotate', tags: ['admin', 'lti'], security: bearer, middleware: adminOnly,
  summary: "New signing key for the tool; the old one stays in /lti/jwks for 7 days",
  responses: { 200: json(z.object({ kid: z.string() }), 'The new key id'), ...errors(401, 403) },
});

/** Admin API of the LMS connections ('LMS-Anbindung'). */
export const ltiAdminRoutes = createRouter()
  .openapi(list, async (c) => c.json(await c.var.deps.lti.service.listPlatforms(callerOf(c)), 200))
  .openapi(create, async (c) => c.json(await c.var.deps.lti.service.registerManually(callerOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) => c.json(await c.var.deps.lti.service.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(addDeployment, async (c) =>
    c.json(await c.var.deps.lti.service.addDeployment(callerOf(c), c.req.valid('param').id, c.req.valid('json').deployment_id), 200))
  .openapi(removeDeployment, async (c) => {
    const { id, deploymentId } = c.req.valid('param');
    return c.json(await c.var.deps.lti.service.removeDeployment(callerOf(c), id, deploymentId), 200);
  })
  .openapi(remove, async (c) => {
    await c.var.deps.lti.service.remove(callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(registrationLink, async (c) => c.json(await c.var.deps.lti.service.createRegistrationLink(callerOf(c)), 201))
  .openapi(rotate, async (c) => c.json(await c.var.deps.lti.service.rotateKey(callerOf(c)), 200));
