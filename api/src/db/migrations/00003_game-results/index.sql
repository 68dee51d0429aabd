-- Results of games played inside lessons (issue 11): one row per finished round of a
-- student, per game block and class. Reported by the student's browser (see api/README.md
-- on what that means), checked for plausibility before it is stored.
create table game_results (
  id               uuid primary key default gen_random_uuid(),
  block_id         uuid not null references blocks(id) on delete cascade,
  class_id         uuid not null references classes(id) on delete cascade,
  student_id       uuid not null references user_profiles(id) on delete cascade,
  quiz_id          text not null check (length(quiz_id) <= 120),
  -- The German-keyed values the game shows (Punkte, Zeit, Richtig, …).
  result_values    jsonb not null default '{}'::jsonb,
  score            integer not null check (score >= 0),
  max_score        integer not null check (max_score > 0 and score <= max_score),
  success          boolean not null,
  duration_seconds integer not null check (duration_seconds >= 0),
  created_at       timestamptz not null default now()
);
-- The teacher's table and a student's best/last: all rows of one block in one class.
create index game_results_block_class_idx on game_results(block_id, class_id, student_id, created_at desc);
