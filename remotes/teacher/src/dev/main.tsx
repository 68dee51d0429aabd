/**
 * Standalone dev page of the teacher area (see remotes/dev-harness.tsx); ?mock
 * answers the GET calls with the sample data below.
 */
import type { ClassLesson, LessonSummary } from 'api/client';
import type { Profile } from '@platform/ui';
import { jsonMocks, mountDevArea } from '../../../dev-harness';
import Area from '../area';

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'teacher',
  first_name: 'Dana',
  last_name: 'Muster',
  display_name: 'Dana Muster',
  avatar_url: null,
  bio: null,
  email: 'dana@example.ch',
  username: null,
  created_at: new Date().toISOString(),
};

const classId = '00000000-0000-4000-8000-0000000000c1';
const sampleLessons = [
  ['00000000-0000-4000-8000-0000000001a1', 'Die Schweiz und ihre Nachbarn', 'Grenzen, Sprachen und Hauptstädte', 3, true],
  ['00000000-0000-4000-8000-0000000001a2', 'Flüsse Europas', 'Rhein, Rhone und Donau auf der Karte', 5, true],
  ['00000000-0000-4000-8000-0000000001a3', 'Gebirge', null, 2, false],
  ['00000000-0000-4000-8000-0000000001a4', 'Klimazonen', 'Warum es in Lugano wärmer ist als in Zürich', 4, false],
] as const;
const classLessons: ClassLesson[] = sampleLessons.map(([id, name, description, blocks, visible], index) => ({
  id: id.replace('1a', '1b'), class_id: classId, lesson_id: id, order_position: index + 1, is_visible: visible,
  added_at: new Date().toISOString(),
  lesson: { id, name, description, picture_url: null, block_count: blocks, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
}));
const ownLessons: LessonSummary[] = [
  ...classLessons.map((l) => l.lesson),
  { id: '00000000-0000-4000-8000-0000000001a5', name: 'Seen der Schweiz', description: null, picture_url: null, block_count: 1, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
].map((l) => ({ ...l, teacher_id: profile.id, is_public: false, is_visible_to_students: false, version: 1, class_count: 1 }));

const mocks: Record<string, unknown> = {
  [`/api/teacher/classes/${classId}/lessons`]: { lessons: classLessons },
  '/api/teacher/lessons': { lessons: ownLessons },
  '/api/teacher/classes': {
    classes: [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        name: '5a Geografie',
        description: 'Europa und die Schweiz',
        class_code: 'GEO5A',
        invitation_code: 'ABCD1234',
        picture_url: null,
        created_at: new Date().toISOString(),
        is_active: true,
        lesson_count: 4,
        student_count: 21,
      },
    ],
  },
  '/api/teacher/classes/00000000-0000-4000-8000-0000000000c1': {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: '5a Geografie',
    description: 'Europa und die Schweiz',
    class_code: 'GEO5A',
    invitation_code: 'K7M4QX',
    picture_url: null,
    created_at: new Date().toISOString(),
    is_active: true,
    teacher_id: profile.id,
    teacher_name: 'Dana Muster',
    student_count: 2,
    lesson_count: 4,
    students: [
      { enrollment_id: '00000000-0000-4000-8000-0000000000e1', student_id: '00000000-0000-4000-8000-0000000000a1', joined_at: new Date().toISOString(), name: 'Luca Muster', first_name: 'Luca', last_name: 'Muster' },
      { enrollment_id: '00000000-0000-4000-8000-0000000000e2', student_id: '00000000-0000-4000-8000-0000000000a2', joined_at: new Date().toISOString(), name: 'Mia Keller', first_name: 'Mia', last_name: 'Keller' },
    ],
    abilities: ['view', 'manage', 'renewCode', 'createStudents', 'grantGameTry'],
  },
};

mountDevArea({ area: 'teacher', Area, profile, mock: jsonMocks(mocks) });
