/**
 * Standalone dev page of the admin area (see remotes/dev-harness.tsx). ?mock
 * answers the admin API from an in-memory sample; ?role=student shows the
 * 'Zugriff verweigert' screen.
 */
import { mountDevArea, sampleProfile } from '../../../dev-harness';
import Area from '../area';
import { mockAdminApi, SELF_ID } from './mock-api';

const role = new URLSearchParams(window.location.search).get('role') === 'student' ? 'student' : 'admin';
mountDevArea({
  area: 'admin',
  Area,
  profile: sampleProfile({ id: SELF_ID, role, first_name: 'Alex', last_name: 'Muster', email: 'alex@example.ch' }),
  mock: mockAdminApi,
});
