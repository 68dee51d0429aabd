-- One registration, many deployments (LTI Core 1.3, 3.1.3; issue 36): Canvas registers without a deployment id and
-- creates one per install. A verified launch from a deployment the registration does not know yet is written down
-- as pending, for the admin ('Neue Bereitstellung bestätigen'), or taken on at once when the admin chose so.
alter table lti_platforms
  add column pending_deployment_ids text[] not null default '{}',
  add column auto_accept_deployments boolean not null default false;
