import { gameConfig } from '../vite.config.shared.ts';

// Key, federation name and exposed module come from package.json "platformGame".
export default gameConfig(import.meta.dirname);
