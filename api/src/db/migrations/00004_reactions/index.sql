-- Live polls: one current reaction per signed-in student, poll and class, guaranteed by the database
-- (the vote replaces the earlier one under a per-poll advisory lock; this index backs it up).
create unique index block_interactions_one_per_user on block_interactions(block_id, class_id, interaction_type, user_id);
