-- Doors that hold (issue 33): an LMS registers only through a one-time link the admin made, a registration
-- never changes another one, launches open only what this tool linked for that LMS, and a score the LMS
-- refuses for good stops being retried.

-- 'Registrierungslink erzeugen': one-time, expiring; the registration it let in is written down.
create table lti_registration_links (
  id          uuid primary key default gen_random_uuid(),
  token_hash  text not null unique,
  created_by  uuid references auth_users(id) on delete set null,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  used_at     timestamptz,
  platform_id uuid references lti_platforms(id) on delete set null
);

-- What the admin needs to decide on a registration: the LMS's product, where the request came from, its configuration.
alter table lti_platforms
  add column product text check (length(product) <= 200),
  add column registered_from text check (length(registered_from) <= 200),
  add column configuration_url text check (length(configuration_url) <= 2048);

-- Items this tool handed to an LMS through deep linking: a launch's custom parameters name one of these.
create table lti_links (
  id          uuid primary key default gen_random_uuid(),
  platform_id uuid not null references lti_platforms(id) on delete cascade,
  item_key    text not null check (length(item_key) <= 200),
  created_by  uuid references auth_users(id) on delete set null,
  created_at  timestamptz not null default now()
);
create index lti_links_platform_idx on lti_links(platform_id);

-- A score the LMS refused for good (400, 403, 404, 409, 422, …): kept with its answer, never sent again.
alter table lti_score_outbox add column refused_at timestamptz;

-- Login CSRF: a launch completes only in the browser that started its login. The state is bound to a secret the
-- browser holds (a cookie, or the LMS's client-side storage where the launch is framed without cookies: 1EdTech
-- "LTI Client Side postMessages"); the login's query is kept so a refused launch can be opened in a new window.
alter table lti_login_states
  add column binding_hash text,
  add column storage_target text check (length(storage_target) <= 100),
  add column login_query text check (length(login_query) <= 8192);
