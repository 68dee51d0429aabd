import { test as base } from '@playwright/test';
import { startFakePlatform, type FakePlatform } from '../../api/test/fake-lti-platform.ts';
import { startPlatformProcess } from './global-setup.ts';

type Platform = Awaited<ReturnType<typeof startPlatformProcess>>;

/**
 * One spec file's LTI world: a platform of its own with a fast score outbox (the retry after a 503
 * comes within a second) and a fake LMS on 127.0.0.1 (another site than the tool on localhost),
 * started before the file's tests and stopped after them. Tests use the returned `test` (its
 * baseURL is that platform) and reach the LMS as `lti.lms`.
 */
export function ltiWorld() {
  const lti = {} as { platform?: Platform; lms: FakePlatform };
  const test = base.extend({ baseURL: async ({ baseURL }, use) => use(lti.platform?.url ?? baseURL) });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    [lti.platform, lti.lms] = await Promise.all([
      startPlatformProcess({ LTI_OUTBOX_INTERVAL_MS: '300', LTI_OUTBOX_RETRY_SECONDS: '0.5' }),
      startFakePlatform(),
    ]);
  });
  test.afterAll(async () => {
    await lti.lms?.close();
    await lti.platform?.stop();
    lti.platform = undefined;
  });
  return { test, lti };
}
