-- Seeds the server issues (issue 34, part 3): a round's log is valid for that round only. The seed a game plays
-- comes from the server's randomness with the round, and a result is replayed with the stored seed; a log played
-- on another seed (another round, block, pupil or launch) is refused.

-- A lesson's round is drawn when the game shows (seed, not yet a try) and starts when its first question shows
-- (the try counts from then, `started_at`). Rounds from before have no seed (their results are stored).
alter table game_rounds
  add column seed bigint check (seed between 0 and 4294967295),
  add column created_at timestamptz;
update game_rounds set created_at = started_at;
alter table game_rounds
  alter column created_at set not null,
  alter column created_at set default now(),
  alter column started_at drop not null;
-- Draws per student and minute (a browser cannot show more real games than that).
create index game_rounds_student_created_idx on game_rounds(student_id, created_at desc);

-- An LTI launch of a game: the seed its play page plays (launches from before have none and grade nothing).
alter table lti_launches add column seed bigint check (seed between 0 and 4294967295);

-- Rounds of a game block in a lesson an LMS launched (no class there): each with its own seed, bound to the launch
-- and the block whose settings the replay uses.
create table lti_lesson_rounds (
  id         uuid primary key default gen_random_uuid(),
  launch_id  uuid not null references lti_launches(id) on delete cascade,
  block_id   uuid not null references blocks(id) on delete cascade,
  seed       bigint not null check (seed between 0 and 4294967295),
  created_at timestamptz not null default now()
);
create index lti_lesson_rounds_launch_idx on lti_lesson_rounds(launch_id, created_at desc);
create index lti_lesson_rounds_block_idx on lti_lesson_rounds(block_id);
