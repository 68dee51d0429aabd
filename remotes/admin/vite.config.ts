import { remoteAreaConfig } from '../vite.config.shared.ts';

/** The admin area (area_admin), served at /remotes/admin/; see ../vite.config.shared.ts. */
export default remoteAreaConfig('admin', 5176);
