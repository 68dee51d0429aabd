-- No byte of a registered version can change (issue 34): a trusted game's build is taken into the platform's
-- keeping at registration (every file, content-addressed in the storage area 'game-bundles') and served from
-- the platform's origin at /bundles/registry/<version>/<path>. entry_path names the entry among the files;
-- null: a version registered before (or a built-in one this process serves itself), loaded from entry_url.
alter table game_versions add column entry_path text check (entry_path is null or length(entry_path) between 1 and 1000);

create table game_version_files (
  version_id   uuid not null references game_versions(id) on delete cascade,
  path         text not null check (length(path) between 1 and 1000),
  sha256       text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  size         integer not null check (size >= 0),
  content_type text not null,
  primary key (version_id, path)
);
