import { remoteAreaConfig } from '../vite.config.shared.ts';

/** The student area (area_student), served at /remotes/student/; see ../vite.config.shared.ts. */
export default remoteAreaConfig('student', 5175);
