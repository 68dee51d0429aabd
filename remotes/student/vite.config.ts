import { remoteAreaConfig } from '../remote-vite-config.ts';

/** The student area (area_student), served at /remotes/student/; see remote-vite-config.ts. */
export default remoteAreaConfig('student', 5175);
