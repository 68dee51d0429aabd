import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './ags-outbox.ts';
import { roleFromLtiRoles, scoresUrl } from './claims.ts';

describe('LTI claims', () => {
  const V = 'http://purl.imsglobal.org/vocab/lis/v2/';
  it.each([
    // Moodle 4.x
    ['Moodle student', [`${V}membership#Learner`], 'student'],
    ['Moodle teacher', [`${V}membership#Instructor`], 'teacher'],
    ['Moodle site admin in a course', [`${V}institution/person#Administrator`, `${V}membership#Instructor`, `${V}system/person#Administrator`], 'teacher'],
    ['Moodle site admin without a course role', [`${V}institution/person#Administrator`, `${V}system/person#Administrator`], 'student'],
    // Canvas
    ['Canvas student who is also an institution Instructor', [`${V}institution/person#Instructor`, `${V}membership#Learner`, `${V}system/person#User`], 'student'],
    ['Canvas student', [`${V}institution/person#Student`, `${V}membership#Learner`, `${V}system/person#User`], 'student'],
    ['Canvas teacher', [`${V}institution/person#Instructor`, `${V}membership#Instructor`, `${V}system/person#User`], 'teacher'],
    ['Canvas TA (sub-role of Instructor)', [`${V}membership/Instructor#TeachingAssistant`], 'teacher'],
    ['Canvas designer', [`${V}membership#ContentDeveloper`], 'teacher'],
    ['Canvas account admin in the course as admin', [`${V}institution/person#Administrator`, `${V}membership#Administrator`], 'teacher'],
    ['observer (Mentor)', [`${V}membership#Mentor`], 'student'],
    ['deprecated simple context name', ['Instructor'], 'teacher'],
    ['a look-alike URI', ['https://evil.example/membership#Instructor', `${V}membershipX#Instructor`], 'student'],
    ['none', [], 'student'],
  ])('%s → %s', (_name, roles, expected) => {
    expect(roleFromLtiRoles(roles)).toBe(expected);
  });
  it('anything but a list of strings is a student', () => {
    expect(roleFromLtiRoles(undefined)).toBe('student');
    expect(roleFromLtiRoles('…#Instructor')).toBe('student');
    expect(roleFromLtiRoles([42, null])).toBe('student');
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
