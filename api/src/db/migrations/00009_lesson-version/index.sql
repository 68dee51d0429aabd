-- Issue 21: a lesson is saved as one document with a version precondition. Every save of the lesson
-- (fields and blocks) raises the version by one; a save naming an older version is refused (409 LESSON_CHANGED),
-- so two tabs editing one lesson no longer overwrite each other silently.
alter table lessons add column version integer not null default 1 check (version > 0);
