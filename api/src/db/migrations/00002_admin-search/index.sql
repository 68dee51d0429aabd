-- Admin user search: substring search over names and email must stay fast with
-- tens of thousands of users (a canton), so a trigram index backs ILIKE '%q%'.
create extension if not exists pg_trgm;

create or replace function user_profile_search_text(first_name text, last_name text, display_name text, email text)
returns text language sql immutable parallel safe as $$
  select lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(display_name, '') || ' ' || coalesce(email, ''))
$$;

create index user_profiles_search_idx on user_profiles
  using gin (user_profile_search_text(first_name, last_name, display_name, email) gin_trgm_ops);
