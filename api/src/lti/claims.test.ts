import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './ags-outbox.ts';
import { roleFromLtiRoles, scoresUrl } from './claims.ts';

describe('LTI claims', () => {
  it('maps Instructor and Administrator (context, institution, system) to teacher, everything else to student', () => {
    expect(roleFromLtiRoles(['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'])).toBe('teacher');
    expect(roleFromLtiRoles(['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator'])).toBe('teacher');
    expect(roleFromLtiRoles(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'])).toBe('student');
    expect(roleFromLtiRoles(['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant'])).toBe('student');
    expect(roleFromLtiRoles([])).toBe('student');
    expect(roleFromLtiRoles(undefined)).toBe('student');
    expect(roleFromLtiRoles('…#Instructor')).toBe('student');
  });

  it('appends /scores to the line item path and keeps its query (AGS 2.0)', () => {
    expect(scoresUrl('https://lms.example.ch/api/lti/courses/3/line_items/7')).toBe('https://lms.example.ch/api/lti/courses/3/line_items/7/scores');
    expect(scoresUrl('https://moodle.example.ch/mod/lti/services.php/2/lineitems/5/lineitem?type_id=1'))
      .toBe('https://moodle.example.ch/mod/lti/services.php/2/lineitems/5/lineitem/scores?type_id=1');
    expect(scoresUrl('https://lms.example.ch/li/1/')).toBe('https://lms.example.ch/li/1/scores');
  });

  it('backs off 10 s, 20 s, 40 s … up to one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
});
