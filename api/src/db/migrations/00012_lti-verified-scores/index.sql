-- LTI scores from server-verified rounds only (issue 25): a score names the round it comes from
-- (a hash of the round's seed and log), so a round reported twice is enqueued once and sent once.
alter table lti_score_outbox
  add column round_key text,
  add column verified boolean not null default false;
create unique index lti_score_outbox_round_idx on lti_score_outbox(launch_id, round_key) where round_key is not null;

-- The LMS's resource link a launch came from: an instructor launching it sees that activity's results
-- and whether each reached the LMS's gradebook.
alter table lti_launches add column resource_link_id text;
create index lti_launches_resource_link_idx on lti_launches(platform_id, resource_link_id);
