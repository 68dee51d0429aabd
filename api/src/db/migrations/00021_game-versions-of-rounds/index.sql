-- Each round and result records the game version it was played on (issue 34): a round is replayed with the rules
-- of that version, also when another version became active while it ran, and a result says which build it came from.
-- Rounds and results from before have none (their rounds are replayed with the active version).
alter table game_rounds add column game_version_id uuid references game_versions(id) on delete set null;
alter table game_results add column game_version_id uuid references game_versions(id) on delete set null;
