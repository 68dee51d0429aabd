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
  /**
   * Canvas sends only the claims of a key's privacy level, anonymous unless the registration asks for more: names,
   * no e-mail ('name_only'), so the teacher's results page lists pupils by name.
   */
  canvasPrivacyLevel: 'https://canvas.instructure.com/lti/privacy_level',
} as const;

export const MESSAGE_TYPES = { resourceLink: 'LtiResourceLinkRequest', deepLinking: 'LtiDeepLinkingRequest', deepLinkingResponse: 'LtiDeepLinkingResponse' } as const;

export const AGS_SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

const CONTEXT_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
/** Context roles (and their sub-roles) that teach in the course: they see results and link activities. */
const TEACHING_CONTEXT_ROLES = new Set(['Instructor', 'Administrator', 'ContentDeveloper']);

/**
 * The course role of a launch, by vocabulary (LTI Core 1.3, 5.3.7 and Appendix A.2): only context roles count
 * (`…/membership#Instructor`, a sub-role `…/membership/Instructor#TeachingAssistant`, or the deprecated simple
 * name `Instructor`). Institution and system roles (`…/institution/person#Instructor`, `…/system/person#Administrator`)
 * say what someone is elsewhere in the LMS, never in this course: a course Learner who is also an institution's
 * Instructor learns here, and an LMS administrator teaches only where the context says so.
 */
export function roleFromLtiRoles(roles: unknown): 'teacher' | 'student' {
  if (!Array.isArray(roles)) return 'student';
  const teaching = roles.some((r) => {
    if (typeof r !== 'string') return false;
    const full = new RegExp(`^${CONTEXT_ROLE.replace(/[.]/g, '\\.')}(?:#([A-Za-z]+)|/([A-Za-z]+)#[A-Za-z]+)$`).exec(r);
    const name = full ? (full[1] ?? full[2]) : /^[A-Za-z]+$/.test(r) ? r : null;
    return name !== null && name !== undefined && TEACHING_CONTEXT_ROLES.has(name);
  });
  return teaching ? 'teacher' : 'student';
}

/** The AGS scores URL of a line item: '/scores' appended to the path, the query kept (AGS 2.0, 3.4). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}
