import { test as base } from '@playwright/test';
import { startFakePlatform, type FakePlatform } from '../../api/test/fake-lti-platform.ts';
import { ADMIN } from './admin.ts';
import { apiToken } from './classes.ts';
import { startPlatformProcess } from './global-setup.ts';

type Platform = Awaited<ReturnType<typeof startPlatformProcess>>;

/**
 * One spec file's LTI world: a platform of its own with a fast score outbox (the retry after a 503
 * comes within a second) and a fake LMS on 127.0.0.1 (another site than the tool on localhost),
 * started before the file's tests and stopped after them. Tests use the returned `test` (its
 * baseURL is that platform) and reach the LMS as `lti.lms`. The platform has an admin, who makes the one-time
 * registration link an LMS registers with (`lti.registrationLink()`).
 */
export function ltiWorld() {
  const lti = {
    /** 'Registrierungslink erzeugen' through the API, as the platform's admin. */
    async registrationLink(): Promise<string> {
      const res = await fetch(`${lti.platform!.url}/api/admin/lti/registration-links`, {
        method: 'POST', headers: { authorization: `Bearer ${await apiToken(lti.platform!.url, ADMIN.email)}` },
      });
      if (res.status !== 201) throw new Error(`registration link: ${res.status}`);
      return ((await res.json()) as { url: string }).url;
    },
  } as { platform?: Platform; lms: FakePlatform; registrationLink(): Promise<string> };
  const test = base.extend({ baseURL: async ({ baseURL }, use) => use(lti.platform?.url ?? baseURL) });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    [lti.platform, lti.lms] = await Promise.all([
      startPlatformProcess({ LTI_OUTBOX_INTERVAL_MS: '300', LTI_OUTBOX_RETRY_SECONDS: '0.5', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
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
