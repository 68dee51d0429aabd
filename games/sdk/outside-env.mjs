/**
 * The environment of the outside team's shell, the SDK scripts' one read of process.env: ours
 * without the test runner's variables (under vitest, VITEST and NODE_ENV=test would turn off the
 * federation plugin's build in the folder we build in).
 */
export function outsideTeamEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)));
}
