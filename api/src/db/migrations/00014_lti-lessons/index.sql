-- LTI links to a teacher's lesson (issue 25): a launch names the lesson it is for (game_key then names the
-- lesson's graded game, if any).
alter table lti_launches add column lesson_id uuid references lessons(id) on delete cascade;

-- A session signed in by an LTI launch reaches only what the launch is for plus the user's own data:
-- the session remembers its launch, and the policy module reads it (authorization.ts, `ltiScope`).
alter table auth_sessions add column lti_launch_id uuid references lti_launches(id) on delete cascade;
