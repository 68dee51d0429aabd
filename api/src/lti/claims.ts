/** LTI 1.3 claim names, message types, scopes and role URIs (IMS LTI Core 1.3, Deep Linking 2.0, AGS 2.0). */
export const LTI = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  dlContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  dlData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  dlMsg: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
  toolConfiguration: 'https://purl.imsglobal.org/spec/lti-tool-configuration',
  platformConfiguration: 'https://purl.imsglobal.org/spec/lti-platform-configuration',
} as const;

export const MESSAGE_TYPES = { resourceLink: 'LtiResourceLinkRequest', deepLinking: 'LtiDeepLinkingRequest', deepLinkingResponse: 'LtiDeepLinkingResponse' } as const;

export const AGS_SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

/** Instructors and administrators of the context (or institution/system) teach; everyone else learns. */
export function roleFromLtiRoles(roles: unknown): 'teacher' | 'student' {
  if (!Array.isArray(roles)) return 'student';
  const teaching = roles.some((r) => typeof r === 'string' && (r.endsWith('#Instructor') || r.endsWith('#Administrator')));
  return teaching ? 'teacher' : 'student';
}

/** The AGS scores URL of a line item: '/scores' appended to the path, the query kept (AGS 2.0, 3.4). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}
