import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, json, publicRoute } from '../openapi-helpers.ts';

const LegalSchema = z.object({
  privacy: z.string(),
  privacyIsDefault: z.boolean(),
  imprint: z.string().nullable(),
  dataLocation: z.string().nullable(),
}).openapi('LegalTexts');

const legal = createRoute({
  method: 'get', path: '/site/legal', tags: ['site'], security: publicRoute,
  summary: "The operator's 'Datenschutz' and 'Impressum' texts and where the data is kept (PRIVACY_TEXT_FILE, IMPRINT_TEXT_FILE, DATA_LOCATION)",
  responses: { 200: json(LegalSchema, 'The texts (plain text, blank lines between paragraphs, "# " headings)') },
});

/** Public: the footer and the pages /datenschutz and /impressum read these. */
export const siteRoutes = createRouter().openapi(legal, async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(await c.var.deps.legal.read(), 200);
});
