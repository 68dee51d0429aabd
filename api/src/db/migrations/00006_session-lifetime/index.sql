-- Sessions end after an idle and an absolute lifetime (REFRESH_TOKEN_IDLE_DAYS, REFRESH_TOKEN_ABSOLUTE_DAYS,
-- measured from refreshed_at and created_at); a refresh that finds its session past either revokes it as 'expired'.
alter table auth_sessions drop constraint auth_sessions_revoked_reason_check;
alter table auth_sessions add constraint auth_sessions_revoked_reason_check
  check (revoked_reason in ('logout', 'logout_global', 'refresh_token_reuse', 'admin', 'expired'));
