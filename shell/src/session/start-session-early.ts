// Bundled alone and run first (build-early-script.ts): see early-session.ts.
import { startEarlySession } from './early-session';

startEarlySession();
