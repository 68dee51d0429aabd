import { remoteAreaConfig } from '../vite.config.shared.ts';

/** The teacher area (area_teacher), served at /remotes/teacher/; see ../vite.config.shared.ts. */
export default remoteAreaConfig('teacher', 5174);
