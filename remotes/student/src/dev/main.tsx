/**
 * Standalone dev page of the student area (see remotes/dev-harness.tsx); ?mock
 * answers the GET calls with the sample data below.
 */
import type { Profile } from '@platform/ui';
import { jsonMocks, mountDevArea } from '../../../dev-harness';
import Area from '../area';

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'student',
  first_name: 'Luca',
  last_name: 'Muster',
  display_name: 'Luca Muster',
  avatar_url: null,
  bio: null,
  email: 'luca@example.ch',
  username: null,
  created_at: new Date().toISOString(),
};

const lesson = (id: string, name: string, description: string | null, position: number) => ({
  id: id.replace('1a', '1b'), class_id: '00000000-0000-4000-8000-0000000000c1', lesson_id: id, order_position: position, is_visible: true,
  added_at: new Date().toISOString(),
  lesson: { id, name, description, picture_url: null, block_count: 3, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
});

const mocks: Record<string, unknown> = {
  '/api/student/classes/00000000-0000-4000-8000-0000000000c1/lessons': {
    lessons: [
      lesson('00000000-0000-4000-8000-0000000001a1', 'Die Schweiz und ihre Nachbarn', 'Grenzen, Sprachen und Hauptstädte', 1),
      lesson('00000000-0000-4000-8000-0000000001a2', 'Flüsse Europas', 'Rhein, Rhone und Donau auf der Karte', 3),
    ],
  },
  '/api/student/classes': {
    classes: [
      {
        enrollment_id: '00000000-0000-4000-8000-0000000000e1',
        joined_at: new Date().toISOString(),
        class: {
          id: '00000000-0000-4000-8000-0000000000c1',
          name: '5a Geografie',
          class_code: 'GEO5A',
          picture_url: null,
          teacher_name: 'Dana Muster',
        },
      },
    ],
  },
  '/api/student/classes/00000000-0000-4000-8000-0000000000c1': {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: '5a Geografie',
    description: 'Europa und die Schweiz',
    class_code: 'GEO5A',
    invitation_code: null,
    picture_url: null,
    created_at: new Date().toISOString(),
    is_active: true,
    teacher_id: '00000000-0000-4000-8000-0000000000b1',
    teacher_name: 'Dana Muster',
    student_count: 21,
    lesson_count: 4,
    students: [],
    abilities: ['view', 'participate'],
  },
};

mountDevArea({ area: 'student', Area, profile, mock: jsonMocks(mocks) });
