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

-- Results stored before rounds existed get the round they were (started when it began), so a try
-- is always a round.
alter table game_results add column round_id uuid;
insert into game_rounds (id, block_id, class_id, student_id, started_at)
  select id, block_id, class_id, student_id, created_at - make_interval(secs => duration_seconds) from game_results;
update game_results set round_id = id;
alter table game_results
  alter column round_id set not null,
  add constraint game_results_round_fk foreign key (round_id) references game_rounds(id) on delete cascade,
  add constraint game_results_round_once unique (round_id);
