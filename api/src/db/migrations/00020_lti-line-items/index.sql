-- Gradebook columns of the tool's own (AGS line items, issue 36): a link placed in the LMS without deep linking brings
-- the line-item service but no line item; the tool finds its column (by resource link and tag) or creates it once,
-- and keeps it here so later launches of the same link reuse it without asking the LMS again.
create table lti_line_items (
  platform_id      uuid not null references lti_platforms(id) on delete cascade,
  resource_link_id text not null check (length(resource_link_id) <= 255),
  url              text not null check (length(url) <= 2048),
  created_at       timestamptz not null default now(),
  primary key (platform_id, resource_link_id)
);
