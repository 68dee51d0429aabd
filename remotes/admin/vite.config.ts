import { remoteAreaConfig } from '../remote-vite-config.ts';

/** The admin area (area_admin), served at /remotes/admin/; see remote-vite-config.ts. */
export default remoteAreaConfig('admin', 5176);
