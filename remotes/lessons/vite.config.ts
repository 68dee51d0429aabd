import { remoteAreaConfig } from '../vite.config.shared.ts';

/** The lessons area (area_lessons), served at /remotes/lessons/; see ../vite.config.shared.ts. */
export default remoteAreaConfig('lessons', 5177);
