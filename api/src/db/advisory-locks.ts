/**
 * Every PostgreSQL advisory-lock key the platform uses, in one place so two
 * features never pick the same number by accident.
 */
export const ADVISORY_LOCKS = {
  /** Session lock while migrating, so concurrently starting instances wait for each other. */
  migrations: 727_001,
  /** Transaction lock around changes that could remove the last admin (two admins demoting each other at once). */
  adminSet: 727_002,
  /** Transaction lock per poll and class (second key: a hash of both ids), so votes count and announce in commit order. */
  pollVotes: 727_003,
  /** Transaction lock per student, game block and class (second key: a hash of the ids), so a one-round block starts one round. */
  gameRounds: 727_004,
  /** Transaction lock while the LTI tool key is created or rotated, so instances never make two keys at once. */
  ltiToolKey: 727_005,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;
