-- LTI 1.3 (issue 25): the tool's signing keys, registered platforms (LMSs), login states, LTI accounts,
-- launches and the outbox of scores sent to the platforms (Assignment and Grade Services).

-- Accounts created by an LTI launch have no e-mail, no username and no password ('!lti' never verifies):
-- they are reached only through their (issuer, sub) in lti_accounts, so an account may now have neither.
alter table auth_users alter column email drop not null;
alter table auth_users drop constraint if exists auth_users_email_or_username;

-- The tool's RS256 keys (JWK). The newest unretired one signs; retired ones stay published for a while (rotation overlap).
create table lti_tool_keys (
  kid         text primary key,
  private_jwk jsonb not null,
  public_jwk  jsonb not null,
  created_at  timestamptz not null default now(),
  retired_at  timestamptz
);

create table lti_platforms (
  id             uuid primary key default gen_random_uuid(),
  issuer         text not null check (length(issuer) between 1 and 1000),
  client_id      text not null check (length(client_id) between 1 and 1000),
  name           text check (length(name) <= 200),
  auth_url       text not null,
  token_url      text not null,
  jwks_url       text not null,
  deployment_ids text[] not null default '{}',
  registration   text not null check (registration in ('dynamic', 'manual')),
  enabled        boolean not null default true,
  created_at     timestamptz not null default now(),
  unique (issuer, client_id)
);

-- OIDC login state, kept server-side (framed launches get no third-party cookies): used once, short-lived.
create table lti_login_states (
  state_hash  text primary key,
  nonce       text not null,
  platform_id uuid not null references lti_platforms(id) on delete cascade,
  expires_at  timestamptz not null,
  used_at     timestamptz,
  unique (platform_id, nonce)
);
create index lti_login_states_expires_idx on lti_login_states(expires_at);

-- A platform user (issuer, sub) and the account their launches sign in.
create table lti_accounts (
  issuer     text not null,
  sub        text not null check (length(sub) between 1 and 255),
  user_id    uuid not null unique references auth_users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (issuer, sub)
);

-- One verified launch: what it opens, where its scores go, and the one-time code the browser exchanges for a session.
create table lti_launches (
  id                   uuid primary key default gen_random_uuid(),
  platform_id          uuid not null references lti_platforms(id) on delete cascade,
  user_id              uuid not null references auth_users(id) on delete cascade,
  sub                  text not null,
  kind                 text not null check (kind in ('resource', 'deep_link')),
  deployment_id        text not null,
  game_key             text,
  line_item_url        text,
  score_maximum        numeric,
  deep_link_return_url text,
  deep_link_data       text,
  code_hash            text unique,
  code_expires_at      timestamptz,
  code_used_at         timestamptz,
  created_at           timestamptz not null default now(),
  expires_at           timestamptz not null
);
create index lti_launches_user_idx on lti_launches(user_id);

-- Scores on their way to a platform's line item: retried with backoff, sent once (a row is locked while it is sent).
create table lti_score_outbox (
  id              bigint generated always as identity primary key,
  platform_id     uuid not null references lti_platforms(id) on delete cascade,
  launch_id       uuid references lti_launches(id) on delete set null,
  line_item_url   text not null,
  payload         jsonb not null,
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at         timestamptz,
  last_error      text,
  created_at      timestamptz not null default now()
);
create index lti_score_outbox_due_idx on lti_score_outbox(next_attempt_at) where sent_at is null;
