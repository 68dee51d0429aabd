-- Students without e-mail (issue 22): a teacher creates their accounts, each
-- with a readable username ('mia.keller7') and a generated password.
-- An account has an e-mail, a username, or both. Usernames are stored in lower
-- case (so unique means unique case-insensitively) and never contain '@', so a
-- sign-in identifier is either clearly an e-mail or clearly a username.
alter table auth_users alter column email drop not null;
alter table auth_users add column username text unique
  check (username = lower(username) and username ~ '^[a-z0-9][a-z0-9._-]{1,39}$');
alter table auth_users add constraint auth_users_email_or_username check (email is not null or username is not null);

-- The profile keeps a copy for the admin panel and the class view (like email).
alter table user_profiles add column username text;
create index user_profiles_username_idx on user_profiles(username) where username is not null;

-- The admin search also finds usernames.
drop index if exists user_profiles_search_idx;
create or replace function user_profile_search_text(first_name text, last_name text, display_name text, email text, username text)
returns text language sql immutable parallel safe as $$
  select lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(display_name, '') || ' '
    || coalesce(email, '') || ' ' || coalesce(username, ''))
$$;
create index user_profiles_search_idx on user_profiles
  using gin (user_profile_search_text(first_name, last_name, display_name, email, username) gin_trgm_ops);

-- A password reset by the teacher ends every session of the student.
alter table auth_sessions drop constraint if exists auth_sessions_revoked_reason_check;
alter table auth_sessions add constraint auth_sessions_revoked_reason_check
  check (revoked_reason in ('logout', 'logout_global', 'refresh_token_reuse', 'admin', 'expired', 'password_reset'));
