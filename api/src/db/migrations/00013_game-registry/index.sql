-- The game registry (issue 24): every game a lesson or a page can show is a row here, the built-in
-- ones included (seeded below). The federation manifest, the CSP, the lesson picker and the result
-- checks are views of these tables (api/src/services/game-registry/).

create table games (
  key              text primary key check (key ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  title            text not null check (length(title) between 1 and 200),
  provider         text not null check (length(provider) between 1 and 200),
  -- The Module Federation name of the bundle (its remoteEntry's global), unique across games.
  federation_name  text not null unique check (federation_name ~ '^[A-Za-z_][A-Za-z0-9_]{0,99}$'),
  -- Other /games/:key addresses of the same game.
  aliases          text[] not null default '{}',
  game_type        text not null default 'custom'
                   check (game_type in ('custom', 'matching', 'multipleChoice', 'guessing', 'map', 'federalCouncil')),
  -- The quiz id the game reports; null: the quiz id comes from the teacher's own game (matching, multiple choice).
  quiz_id          text check (quiz_id is null or length(quiz_id) between 1 and 120),
  -- The result keys (contract GAME_RESULT_KEYS) the game may report besides quizId.
  result_keys      text[] not null,
  contract_version integer not null default 1 check (contract_version >= 1),
  -- trusted: federated into the shell; sandboxed: its embed page in a sandboxed iframe on its own origin.
  trust_level      text not null default 'trusted' check (trust_level in ('trusted', 'sandboxed')),
  -- Offered in the lesson editor's picker (the engines of teachers' own games are not).
  in_lessons       boolean not null default true,
  built_in         boolean not null default false,
  enabled          boolean not null default true,
  created_by       uuid references auth_users(id) on delete set null,
  created_at       timestamptz not null default now()
);

create table game_versions (
  id           uuid primary key default gen_random_uuid(),
  game_key     text not null references games(key) on delete cascade,
  label        text not null check (length(label) between 1 and 100),
  entry_url    text not null check (length(entry_url) between 1 and 2000),
  embed_url    text check (embed_url is null or length(embed_url) between 1 and 2000),
  -- 'sha384-<base64>' of the remoteEntry bytes (null for the built-in bundles this process serves itself).
  integrity    text check (integrity is null or integrity ~ '^sha384-[A-Za-z0-9+/]{64}$'),
  created_by   uuid references auth_users(id) on delete set null,
  created_at   timestamptz not null default now(),
  activated_by uuid references auth_users(id) on delete set null,
  activated_at timestamptz,
  active       boolean not null default false,
  unique (game_key, label)
);
-- At most one active version per game (the service always activates one when it adds a game).
create unique index game_versions_one_active on game_versions (game_key) where active;

-- Failed loads and mounts the shell reported (rate-limited endpoint); the admin screen counts the last 24 h.
create table game_load_failures (
  id          bigserial primary key,
  game_key    text not null references games(key) on delete cascade,
  version_id  uuid references game_versions(id) on delete cascade,
  kind        text not null check (kind in ('load', 'mount', 'integrity')),
  created_at  timestamptz not null default now()
);
create index game_load_failures_by_version on game_load_failures (version_id, created_at);
create index game_load_failures_created on game_load_failures (created_at);

insert into games (key, title, provider, federation_name, aliases, game_type, quiz_id, result_keys, in_lessons, built_in) values
  ('eu-flaggen', 'EU-Flaggen', 'Lernplattform', 'game_eu_flaggen', '{guessing-flags}', 'guessing', 'EU_FLAGGEN', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('schweiz-wappen', 'Schweizer Wappen', 'Lernplattform', 'game_schweiz_wappen', '{guessing-crests}', 'guessing', 'SCHWEIZ_WAPPEN', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('eu-laender', 'EU-Länder', 'Lernplattform', 'game_eu_laender', '{}', 'map', 'EU_LAENDER', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('schweiz-kantone', 'Schweizer Kantone', 'Lernplattform', 'game_schweiz_kantone', '{map-switzerland}', 'map', 'SCHWEIZ_KANTONE', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('weltkarte', 'Weltkarte', 'Lernplattform', 'game_weltkarte', '{map-world}', 'map', 'WELTKARTE', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('bundesrat', 'Bundesrat', 'Lernplattform', 'game_bundesrat', '{federal-council,council-matching}', 'federalCouncil', 'BUNDESRAT_GAME', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('wirtschaftskreislauf', 'Wirtschaftskreislauf', 'Lernplattform', 'game_wirtschaftskreislauf', '{economic-cycle}', 'custom', 'WIRTSCHAFTSKREISLAUF', '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', true, true),
  ('matching', 'Zuordnen', 'Lernplattform', 'game_matching', '{}', 'matching', null, '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', false, true),
  ('multiple-choice', 'Multiple Choice', 'Lernplattform', 'game_multiple_choice', '{}', 'multipleChoice', null, '{Punkte,Zeit,Richtig,Falsch,Versuche,Fehler,Phasen abgeschlossen,Fehlerhafte Versuche}', false, true);

insert into game_versions (game_key, label, entry_url, embed_url, active, activated_at)
  select key, 'eingebaut', '/bundles/games/' || key || '/remoteEntry.js', '/embed/' || key || '/', true, now() from games;
