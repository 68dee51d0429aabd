import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError, ErrorCode } from './contract/index.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { dbConcurrencyLimit } from './middleware/db-concurrency.ts';
import { receiveBodyFirst } from './middleware/request-body.ts';
import { apiNotFound, handleError } from './middleware/errors.ts';
import { ltiScopeGate } from './middleware/authenticate.ts';
import { bodyLimit } from 'hono/body-limit';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { studentAccountRoutes } from './routes/student-accounts/student-accounts.routes.ts';
import { classRoutes } from './routes/classes/classes.routes.ts';
import { lessonRoutes } from './routes/lessons/lessons.routes.ts';
import { customGameRoutes } from './routes/custom-games/custom-games.routes.ts';
import { gameResultRoutes } from './routes/game-results/game-results.routes.ts';
import { reactionRoutes } from './routes/reactions/reactions.routes.ts';
import { fileRoutes } from './routes/files/files.routes.ts';
import { fileSubmissionRoutes } from './routes/file-submissions/file-submissions.routes.ts';
import { uploadRoutes } from './routes/uploads/uploads.routes.ts';
import { profileRoutes } from './routes/profiles/profiles.routes.ts';
import { gameRoutes } from './routes/games/games.routes.ts';
import { ltiAdminRoutes } from './lti/lti-admin.routes.ts';
import { scormRoutes } from './lti/scorm.routes.ts';
import { bundleFileRoutes } from './routes/games/bundle-files.routes.ts';
import { REGISTRY_BUNDLES_PATH } from './services/game-registry/game-registry.ts';
import { ltiRoutes } from './lti/lti.routes.ts';
import { siteRoutes } from './routes/site/site.routes.ts';

const JSON_BODY_MAX_BYTES = 1024 * 1024;
const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413, 'Request body too large');
  },
});

/** Upload routes stream their bodies and enforce their own limits while streaming. */
const isStreamedUpload = (path: string) =>
  path.startsWith('/api/uploads/') || /^\/api\/student\/classes\/[^/]+\/file-blocks\/[^/]+\/submissions$/.test(path);

/** All API routes, chained so their types flow into the typed client (AppType). */
function routes() {
  return new OpenAPIHono<AppEnv>()
    .route('/api/auth', authRoutes)
    .route('/api', profileRoutes)
    .route('/api', classRoutes)
    .route('/api', studentAccountRoutes)
    .route('/api', lessonRoutes)
    .route('/api', customGameRoutes)
    .route('/api', gameResultRoutes)
    .route('/api', reactionRoutes)
    .route('/api', uploadRoutes)
    .route('/api', fileSubmissionRoutes)
    .route('/api', fileRoutes)
    .route('/api', adminRoutes)
    .route('/api', ltiAdminRoutes)
    .route('/api', scormRoutes)
    .route('/api', gameRoutes)
    .route('/api', siteRoutes);
}

export type AppType = ReturnType<typeof routes>;

/**
 * Builds the API app around its dependencies. Mount it into the platform server,
 * or call `app.request()` in tests.
 */
export function createApiApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('caller', null);
    await next();
  });
  // Answers are personal (profile, classes with students, admin lists, sessions): never kept by a
  // browser or proxy cache unless a route says otherwise (files, exports set their own).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // JSON bodies are small; uploads set their own, larger limits per route.
  app.use('/api/*', async (c, next) => (isStreamedUpload(c.req.path) ? next() : jsonBodyLimit(c, next)));
  // The whole body first (408 when it stops arriving), then an in-flight slot: a slow or abandoned
  // body never holds one. Streamed uploads take their slot once the file is received (UploadService).
  app.use('/api/*', receiveBodyFirst(deps.bodyIdleMs, isStreamedUpload));
  app.use('/api/*', dbConcurrencyLimit(deps.inFlight, isStreamedUpload));
  // Deny by default: a session opened by an LTI launch reaches only routes that declare `servesLti` (403 LTI_SCOPE_DENIED).
  app.use('/api/*', ltiScopeGate);
  app.use('/lti/*', ltiScopeGate);
  app.route('/', routes());
  // LTI 1.3 endpoints (fixed URLs that LMSs store): HTML flows and the tool's JWKS, outside /api.
  app.route('/lti', ltiRoutes);
  // Trusted games' builds in the platform's keeping, served from its own origin (issue 34).
  app.route(REGISTRY_BUNDLES_PATH, bundleFileRoutes);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
  });
  app.doc('/api/openapi.json', {
    openapi: '3.0.3',
    info: { title: 'Lernplattform API', version: '1.0.0', description: 'The API behind the learning platform. Errors: { error: { code, message } }.' },
    security: [{ bearer: [] }],
  });
  app.notFound(apiNotFound);
  app.onError(handleError);
  return app;
}
