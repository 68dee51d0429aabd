-- A shared pupil stays with the teacher who made the account (security finding 10). A username account
-- (no e-mail, made through 'Lernende erfassen') may join other teachers' classes; only the teacher who created
-- it (or an admin) resets its password and so prints its card. Another class's teacher asks for a reset instead.
-- Written so that running it again changes nothing (a test re-runs it to check the backfill).

-- Who created the account; null for e-mail accounts, for a creator whose account is gone, and where it is unknown.
alter table auth_users add column if not exists created_by uuid references auth_users(id) on delete set null;
create index if not exists auth_users_created_by_idx on auth_users(created_by) where created_by is not null;

-- Existing username accounts: the best fact there is, the teacher of the class the account was created in.
-- 'Lernende erfassen' inserts the account and its enrollment in one transaction, so both carry the same now():
-- an enrollment with joined_at = the account's created_at is the creating one (a removed enrollment counts too).
-- Where that class is gone, the creator stays unknown (an admin resets): guessing from a later class could hand the
-- account to exactly the other teacher this migration keeps out.
update auth_users u set created_by = k.teacher_id
from class_enrollments e join classes k on k.id = e.class_id
where e.student_id = u.id and e.joined_at = u.created_at
  and u.username is not null and u.email is null and u.created_by is null;

-- 'Zurücksetzen anfragen': another teacher of the pupil asks the creator; one open request per teacher and pupil,
-- gone when the password is reset.
create table if not exists student_reset_requests (
  student_id   uuid not null references auth_users(id) on delete cascade,
  requested_by uuid not null references auth_users(id) on delete cascade,
  requested_at timestamptz not null default now(),
  primary key (student_id, requested_by)
);
create index if not exists student_reset_requests_requester_idx on student_reset_requests(requested_by);
