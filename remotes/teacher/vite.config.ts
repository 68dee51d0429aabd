import { remoteAreaConfig } from '../remote-vite-config.ts';

/** The teacher area (area_teacher), served at /remotes/teacher/; see remote-vite-config.ts. */
export default remoteAreaConfig('teacher', 5174);
