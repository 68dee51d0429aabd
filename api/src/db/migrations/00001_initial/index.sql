-- Initial schema: every entity of spec section 3.
-- Deleting a user (auth_users) cascades to the profile and from there to
-- everything the user owns, so "a user's data goes with the user".

create extension if not exists pgcrypto;

-- ── Authentication ─────────────────────────────────────────────────────────
create table auth_users (
  id                 uuid primary key default gen_random_uuid(),
  email              text not null unique check (email = lower(email) and length(email) <= 254),
  password_hash      text not null,
  user_metadata      jsonb not null default '{}'::jsonb,
  email_confirmed_at timestamptz,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);

create table auth_email_confirmations (
  token_hash text primary key,
  user_id    uuid not null references auth_users(id) on delete cascade,
  expires_at timestamptz not null
);
create index auth_email_confirmations_user_idx on auth_email_confirmations(user_id);

create table auth_sessions (
  id             uuid primary key default gen_random_uuid(),
  user_id        uuid not null references auth_users(id) on delete cascade,
  created_at     timestamptz not null default now(),
  refreshed_at   timestamptz not null default now(),
  revoked_at     timestamptz,
  revoked_reason text check (revoked_reason in ('logout', 'logout_global', 'refresh_token_reuse', 'admin')),
  user_agent     text,
  ip             text
);
create index auth_sessions_user_idx on auth_sessions(user_id) where revoked_at is null;

-- Opaque refresh tokens, stored as SHA-256 hashes; rotated on every use.
create table auth_refresh_tokens (
  id         bigint generated always as identity primary key,
  session_id uuid not null references auth_sessions(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  rotated_at timestamptz
);
create index auth_refresh_tokens_session_idx on auth_refresh_tokens(session_id);

-- Fixed-window hit counters for rate limiting, shared by all API instances.
create table rate_limit_hits (
  key      text primary key,
  hits     integer not null,
  reset_at timestamptz not null
);
create index rate_limit_hits_reset_idx on rate_limit_hits(reset_at);

-- ── Profiles ───────────────────────────────────────────────────────────────
create table user_profiles (
  id           uuid primary key references auth_users(id) on delete cascade,
  role         text not null default 'student' check (role in ('student', 'teacher', 'admin')),
  first_name   text check (length(first_name) <= 100),
  last_name    text check (length(last_name) <= 100),
  display_name text check (length(display_name) <= 201),
  avatar_url   text,
  bio          text check (length(bio) <= 2000),
  email        text,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index user_profiles_created_idx on user_profiles(created_at desc);
create index user_profiles_role_idx on user_profiles(role);

-- ── Classes ────────────────────────────────────────────────────────────────
create table classes (
  id              uuid primary key default gen_random_uuid(),
  teacher_id      uuid not null references user_profiles(id) on delete cascade,
  name            text not null check (length(btrim(name)) between 1 and 200),
  description     text check (length(description) <= 2000),
  class_code      text check (class_code ~ '^[A-Za-z0-9]{2,10}$'),
  invitation_code text not null unique check (invitation_code ~ '^[A-Z0-9]{4,12}$'),
  picture_url     text,
  created_at      timestamptz not null default now(),
  is_active       boolean not null default true
);
create index classes_teacher_idx on classes(teacher_id, created_at desc);

create table class_enrollments (
  id         uuid primary key default gen_random_uuid(),
  student_id uuid not null references user_profiles(id) on delete cascade,
  class_id   uuid not null references classes(id) on delete cascade,
  status     text not null default 'active' check (status in ('active', 'removed')),
  joined_at  timestamptz not null default now(),
  removed_at timestamptz,
  check ((status = 'removed') = (removed_at is not null))
);
-- One active enrollment per student and class; removed ones stay as history.
create unique index class_enrollments_one_active on class_enrollments(student_id, class_id) where status = 'active';
create index class_enrollments_class_idx on class_enrollments(class_id, status);
create index class_enrollments_student_idx on class_enrollments(student_id, status, joined_at desc);

-- ── Lessons and blocks ─────────────────────────────────────────────────────
create table lessons (
  id                     uuid primary key default gen_random_uuid(),
  teacher_id             uuid not null references user_profiles(id) on delete cascade,
  name                   text not null check (length(btrim(name)) between 1 and 200),
  description            text check (length(description) <= 500),
  is_public              boolean not null default false,
  is_visible_to_students boolean not null default false,
  picture_url            text,
  created_at             timestamptz not null default now(),
  updated_at             timestamptz not null default now()
);
create index lessons_teacher_idx on lessons(teacher_id, created_at desc);

create table class_lessons (
  id             uuid primary key default gen_random_uuid(),
  lesson_id      uuid not null references lessons(id) on delete cascade,
  class_id       uuid not null references classes(id) on delete cascade,
  order_position integer not null check (order_position > 0),
  is_visible     boolean not null default false,
  added_at       timestamptz not null default now(),
  unique (class_id, lesson_id),
  -- Deferrable so a reorder can swap positions inside one transaction.
  constraint class_lessons_position_unique unique (class_id, order_position) deferrable initially immediate
);
create index class_lessons_lesson_idx on class_lessons(lesson_id);

create table blocks (
  id          uuid primary key default gen_random_uuid(),
  teacher_id  uuid not null references user_profiles(id) on delete cascade,
  type        text not null check (type in ('text', 'video', 'image', 'game', 'reaction', 'file_upload')),
  content     jsonb not null default '{}'::jsonb,
  name        text check (length(name) <= 200),
  description text check (length(description) <= 2000),
  is_template boolean not null default false,
  is_public   boolean not null default false,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index blocks_teacher_idx on blocks(teacher_id, created_at desc);
create index blocks_teacher_games_idx on blocks(teacher_id, created_at desc) where type = 'game';

create table lesson_blocks (
  id             uuid primary key default gen_random_uuid(),
  lesson_id      uuid not null references lessons(id) on delete cascade,
  block_id       uuid not null references blocks(id) on delete cascade,
  order_position integer not null check (order_position > 0),
  settings       jsonb not null default '{}'::jsonb,
  created_at     timestamptz not null default now(),
  unique (lesson_id, block_id),
  constraint lesson_blocks_position_unique unique (lesson_id, order_position) deferrable initially immediate
);
create index lesson_blocks_block_idx on lesson_blocks(block_id);

-- ── Files ──────────────────────────────────────────────────────────────────
create table media_files (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid not null references user_profiles(id) on delete cascade,
  file_url     text not null,
  storage_path text,
  file_type    text not null check (file_type in ('class_image', 'lesson_image', 'lesson_image_block', 'lesson_file_block')),
  created_at   timestamptz not null default now()
);
create index media_files_user_idx on media_files(user_id);

create table student_file_submissions (
  id           uuid primary key default gen_random_uuid(),
  block_id     uuid not null references blocks(id) on delete cascade,
  student_id   uuid not null references user_profiles(id) on delete cascade,
  class_id     uuid not null references classes(id) on delete cascade,
  file_url     text not null,
  storage_path text,
  file_name    text not null check (length(file_name) <= 255),
  file_size    bigint not null check (file_size >= 0),
  uploaded_at  timestamptz not null default now()
);
create index student_file_submissions_lookup_idx on student_file_submissions(block_id, student_id, class_id, uploaded_at desc);
create index student_file_submissions_class_idx on student_file_submissions(class_id);
create index student_file_submissions_student_idx on student_file_submissions(student_id);

-- ── Interactions (reactions) ───────────────────────────────────────────────
create table block_interactions (
  id               uuid primary key default gen_random_uuid(),
  block_id         uuid not null references blocks(id) on delete cascade,
  class_id         uuid not null references classes(id) on delete cascade,
  user_id          uuid references user_profiles(id) on delete cascade,
  interaction_type text not null check (interaction_type in ('reaction')),
  session_id       text not null check (length(session_id) between 1 and 100),
  reaction         text not null check (length(reaction) between 1 and 32),
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  unique (block_id, class_id, interaction_type, session_id)
);
create index block_interactions_user_idx on block_interactions(user_id);
create index block_interactions_class_idx on block_interactions(class_id);

-- Reaction counts are derived, never stored twice: a view cannot drift.
create view reaction_aggregates as
  select block_id, class_id, reaction, count(*)::integer as count
  from block_interactions
  where interaction_type = 'reaction'
  group by block_id, class_id, reaction;

-- ── Games ──────────────────────────────────────────────────────────────────
create table game_templates (
  id               text primary key check (id in ('matching', 'multipleChoice')),
  name             text not null,
  description      text not null,
  default_settings jsonb not null default '{}'::jsonb
);
insert into game_templates (id, name, description, default_settings) values
  ('matching', 'Zuordnen', 'Verbinde Satzanfänge mit den passenden Satzenden.',
   '{"shuffleColumns": true, "timer": true, "minPairs": 3, "maxPairs": 10}'),
  ('multipleChoice', 'Multiple Choice', 'Beantworte Fragen mit einer oder mehreren richtigen Antworten.',
   '{"timer": true, "timeLimit": 300}');

create table custom_games (
  id          uuid primary key default gen_random_uuid(),
  teacher_id  uuid not null references user_profiles(id) on delete cascade,
  template_id text not null references game_templates(id),
  name        text not null check (length(btrim(name)) between 1 and 200),
  description text check (length(description) <= 2000),
  is_public   boolean not null default true,
  game_data   jsonb not null default '{}'::jsonb,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index custom_games_teacher_idx on custom_games(teacher_id, created_at desc);
create index custom_games_public_idx on custom_games(created_at desc) where is_public;

-- ── Per-class tracking (deleted together with a class) ─────────────────────
create table activity_tracking (
  id            uuid primary key default gen_random_uuid(),
  class_id      uuid not null references classes(id) on delete cascade,
  user_id       uuid not null references user_profiles(id) on delete cascade,
  activity_type text not null check (length(activity_type) <= 50),
  details       jsonb not null default '{}'::jsonb,
  created_at    timestamptz not null default now()
);
create index activity_tracking_class_idx on activity_tracking(class_id, created_at desc);
create index activity_tracking_user_idx on activity_tracking(user_id);

create table student_submissions (
  id         uuid primary key default gen_random_uuid(),
  class_id   uuid not null references classes(id) on delete cascade,
  student_id uuid not null references user_profiles(id) on delete cascade,
  block_id   uuid references blocks(id) on delete cascade,
  content    jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index student_submissions_class_idx on student_submissions(class_id);
create index student_submissions_student_idx on student_submissions(student_id);

create table user_presence (
  class_id     uuid not null references classes(id) on delete cascade,
  user_id      uuid not null references user_profiles(id) on delete cascade,
  status       text not null default 'online' check (status in ('online', 'away', 'offline')),
  last_seen_at timestamptz not null default now(),
  primary key (class_id, user_id)
);
create index user_presence_user_idx on user_presence(user_id);
