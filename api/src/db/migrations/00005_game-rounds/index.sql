-- Rounds of game blocks start on the server. A block that allows one round counts it as soon as
-- it starts (reloading mid-round gives no new try), every result belongs to a started round
-- (reported once), and its duration must fit the time since that round started.
create table game_rounds (
  id          uuid primary key default gen_random_uuid(),
  block_id    uuid not null references blocks(id) on delete cascade,
  class_id    uuid not null references classes(id) on delete cascade,
  student_id  uuid not null references user_profiles(id) on delete cascade,
  started_at  timestamptz not null default now()
);
-- A student's tries on one block in one class; the per-minute limit per student.
create index game_rounds_block_class_idx on game_rounds(block_id, class_id, student_id);
create index game_rounds_student_started_idx on game_rounds(student_id, started_at desc);

-- Results stored before this migration have no round.
alter table game_results add column round_id uuid references game_rounds(id) on delete cascade;
alter table game_results add constraint game_results_round_once unique (round_id);
