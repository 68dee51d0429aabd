-- Verified results (issue 22): the server replays a round's log with the game's own rules and
-- stores the result it computed itself; `verified` says it did (results stored before, and games
-- the server cannot replay, are not). An LMS grade is to be built on verified results only.
alter table game_results
  add column verified boolean not null default false,
  -- The target score the round was played for (guessing games; null for the others).
  add column target integer;

-- Another try a teacher grants a student on a block that allows one round (allowRetry off):
-- the student may start as many rounds as 1 + their grants.
create table game_try_grants (
  id          uuid primary key default gen_random_uuid(),
  block_id    uuid not null references blocks(id) on delete cascade,
  class_id    uuid not null references classes(id) on delete cascade,
  student_id  uuid not null references user_profiles(id) on delete cascade,
  granted_by  uuid references user_profiles(id) on delete set null,
  granted_at  timestamptz not null default now()
);
create index game_try_grants_block_class_idx on game_try_grants(block_id, class_id, student_id);
