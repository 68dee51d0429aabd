import type { Caller } from './caller.ts';
import type { AppDeps } from './deps.ts';

export type { AppDeps } from './deps.ts';
export type { Caller } from './caller.ts';

/** What every request handler sees in `c.var`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    caller: Caller | null;
  };
}
