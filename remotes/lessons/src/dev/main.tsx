/**
 * Standalone dev page of the lessons area (see remotes/dev-harness.tsx), against a
 * running platform (API_ORIGIN), signed in there in the same browser.
 */
import type { Profile } from '@platform/ui';
import { mountDevArea } from '../../../dev-harness';
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

mountDevArea({ area: 'lessons', Area, profile });
