import { z } from '@hono/zod-openapi';

/** LTI platforms (LMS connections) as the admin screen 'LMS-Anbindung' sees and registers them. */
export const LtiPlatformSchema = z.object({
  id: z.uuid(),
  issuer: z.string(),
  client_id: z.string(),
  name: z.string().nullable(),
  auth_url: z.string(),
  token_url: z.string(),
  jwks_url: z.string(),
  deployment_ids: z.array(z.string()),
  registration: z.enum(['dynamic', 'manual']),
  enabled: z.boolean(),
  created_at: z.string(),
  /** The LMS's product and version from its configuration (dynamic registrations). */
  product: z.string().nullable(),
  /** The address the registration request came from (dynamic registrations). */
  registered_from: z.string().nullable(),
  configuration_url: z.string().nullable(),
  /** Deployments seen in launches that wait for 'Neue Bereitstellung bestätigen'. */
  pending_deployment_ids: z.array(z.string()),
  /** New deployments are taken on without asking ('Neue Bereitstellungen automatisch annehmen'). */
  auto_accept_deployments: z.boolean(),
}).openapi('LtiPlatform');

/** 'Registrierungslink erzeugen': the one-time URL an LMS admin enters as the tool's registration URL. */
export const LtiRegistrationLinkSchema = z.object({ url: z.string(), expires_at: z.string() }).openapi('LtiRegistrationLink');

export const LtiPlatformListSchema = z.object({
  /** Where an LMS admin starts dynamic registration. */
  registration_url: z.string(),
  jwks_url: z.string(),
  platforms: z.array(LtiPlatformSchema),
}).openapi('LtiPlatformList');

const httpUrl = z.url({ protocol: /^https?$/ }).max(1000);

export const LtiPlatformInputSchema = z.object({
  issuer: httpUrl,
  client_id: z.string().trim().min(1).max(1000),
  deployment_id: z.string().trim().min(1).max(1000),
  name: z.string().trim().max(200).nullish(),
  auth_url: httpUrl,
  token_url: httpUrl,
  jwks_url: httpUrl,
}).openapi('LtiPlatformInput');

export const LtiPlatformUpdateSchema = z.object({ enabled: z.boolean().optional(), auto_accept_deployments: z.boolean().optional() })
  .refine((p) => p.enabled !== undefined || p.auto_accept_deployments !== undefined, { message: 'Nothing to change' })
  .openapi('LtiPlatformUpdate');

/** 'Bereitstellung hinzufügen' or 'Neue Bereitstellung bestätigen'. */
export const LtiDeploymentInputSchema = z.object({ deployment_id: z.string().trim().min(1).max(255) }).openapi('LtiDeploymentInput');

export type LtiPlatform = z.infer<typeof LtiPlatformSchema>;
export type LtiPlatformList = z.infer<typeof LtiPlatformListSchema>;
export type LtiRegistrationLink = z.infer<typeof LtiRegistrationLinkSchema>;
export type LtiPlatformInput = z.input<typeof LtiPlatformInputSchema>;
