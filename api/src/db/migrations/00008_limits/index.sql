-- Files whose removal failed after their records were deleted (storage down or read-only at that
-- moment): the sweeper retries them with backoff until they are gone, in every storage area.
create table storage_orphans (
  id              bigint generated always as identity primary key,
  area            text not null,
  path            text,
  prefix          text,
  attempts        integer not null default 0,
  created_at      timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  check ((path is null) <> (prefix is null))
);
create index storage_orphans_due_idx on storage_orphans(next_attempt_at);
