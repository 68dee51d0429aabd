import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/lti.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';
import type { OutboundFetch } from '../outbound/outbound-client.ts';
import { AGS_SCOPES, scoresUrl } from './claims.ts';
import type { ToolKeys } from './tool-keys.ts';

/** A score for one platform user on one line item (AGS 2.0 score publish service). */
export interface ScoreEntry {
  platformId: string;
  /** The launch it came from (for the record); null when enqueued otherwise. */
  launchId: string | null;
  lineItemUrl: string;
  /** The platform's user id: the id_token's `sub`. */
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  timestamp?: Date;
  comment?: string;
  /** The round the score comes from (hash of its seed and log): a round is enqueued once per launch. */
  roundKey?: string | null;
  /** The server replayed the round and computed this score itself. */
  verified?: boolean;
}

/**
 * The one entry point for grades going to an LMS: stores the score in the outbox (in the caller's
 * transaction when `sql` is one), from where ScoreSender delivers it exactly once, retrying with backoff.
 */
export async function enqueueScore(sql: Sql, s: ScoreEntry): Promise<string | null> {
  const scoreGiven = Math.min(Math.max(s.scoreGiven, 0), s.scoreMaximum);
  const payload = {
    userId: s.userId,
    scoreGiven,
    scoreMaximum: s.scoreMaximum,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: (s.timestamp ?? new Date()).toISOString(),
    ...(s.comment ? { comment: s.comment } : {}),
  };
  return q.insertOutboxScore(sql, {
    platformId: s.platformId, launchId: s.launchId, lineItemUrl: s.lineItemUrl, payload, roundKey: s.roundKey ?? null, verified: s.verified ?? false,
  });
}

/**
 * Answers of a scores endpoint that another try cannot change (the score or line item is wrong, the LMS forbids
 * it): the score is kept with the answer and shown as 'Vom LMS abgelehnt'. 401 (token), 408, 429 and 5xx are retried.
 */
const PERMANENT_REFUSALS = new Set([400, 403, 404, 405, 409, 410, 413, 415, 422]);

/** The tag of the line items the tool creates (AGS 2.0: a tool's own mark to find its columns again). */
export const LINE_ITEM_TAG = 'lernplattform';

/** A score the LMS refused for good, or one that must not be sent (a line item off the platform's origins). */
class ScoreRefused extends Error {}

/** The origins a platform registered (issuer, login, token, keys): where its line items may live. */
export function onPlatformOrigin(url: string, platform: Pick<q.PlatformRow, 'issuer' | 'auth_url' | 'token_url' | 'jwks_url'>): boolean {
  const origin = (u: string) => { try { return new URL(u).origin; } catch { return null; } };
  const target = origin(url);
  return target !== null && target !== 'null' && [platform.issuer, platform.auth_url, platform.token_url, platform.jwks_url].some((u) => origin(u) === target);
}

/** Seconds until the next try after `attempts` failed ones: base (10 s), 20 s, 40 s, … capped at one hour. */
export function retryDelaySeconds(attempts: number, baseSeconds = 10): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** An LMS's answer to a token or score request larger than this is refused (they are a few hundred bytes). */
const ANSWER_MAX_BYTES = 64 * 1024;

/**
 * Delivers the outbox: each due score is locked (FOR UPDATE SKIP LOCKED, so instances never send the same
 * row at once), posted with an OAuth2 client-credentials token (JWT client assertion signed with the tool
 * key), and marked sent in the same transaction; a failure (network, 5xx, 4xx) schedules a retry.
 */
export class ScoreSender {
  private tokens = new Map<string, { token: string; expiresAt: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly d: {
    sql: Sql; keys: ToolKeys; log: Logger;
    /** The outbound client: token and score requests go to checked addresses only, no redirects. */
    outbound: OutboundFetch;
    /** How often due scores are looked for (env LTI_OUTBOX_INTERVAL_MS), and the first retry's delay (LTI_OUTBOX_RETRY_SECONDS). */
    intervalMs?: number; retryBaseSeconds?: number;
  }) {}

  /** Sends every due score (at most `max`): how many were sent and how many failed. */
  async flushDue(max = 50): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (let i = 0; i < max; i++) {
      const outcome = await inTransaction(this.d.sql, async (tx) => {
        const row = await q.lockNextDueScore(tx);
        if (!row) return 'none' as const;
        const platform = await q.getPlatform(tx, { id: row.platform_id });
        if (!platform?.enabled) {
          await q.markScoreFailed(tx, { id: row.id, error: 'platform disabled', retryInSeconds: 3600 });
          return 'failed' as const;
        }
        try {
          await this.post(platform, row);
          await q.markScoreSent(tx, { id: row.id });
          return 'sent' as const;
        } catch (err) {
          if (err instanceof ScoreRefused) {
            this.d.log.warn('LTI score refused by the platform for good, not retried', { outboxId: row.id, error: err.message });
            await q.markScoreRefused(tx, { id: row.id, error: err.message });
            return 'failed' as const;
          }
          const error = err instanceof Error ? err.message : String(err);
          this.d.log.warn('LTI score not delivered, will retry', { outboxId: row.id, attempts: row.attempts + 1, error });
          await q.markScoreFailed(tx, { id: row.id, error, retryInSeconds: retryDelaySeconds(row.attempts + 1, this.d.retryBaseSeconds) });
          return 'failed' as const;
        }
      });
      if (outcome === 'none') break;
      if (outcome === 'sent') sent++;
      else failed++;
    }
    return { sent, failed };
  }

  /** Flushes now (after an enqueue) without waiting; one flush at a time per instance. */
  kick(): void {
    if (this.running) return;
    this.running = this.flushDue()
      .catch((err: unknown) => this.d.log.warn('LTI score outbox flush failed', { error: String(err) }))
      .finally(() => { this.running = null; });
  }

  /** Resolves when the flush a kick() started has ended. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs = this.d.intervalMs ?? 15_000): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async post(platform: q.PlatformRow, row: q.OutboxRow): Promise<void> {
    // Scores go to the registered platform's own origins only: a launch cannot aim them at another host.
    if (!onPlatformOrigin(row.line_item_url, platform)) throw new ScoreRefused('line item is not on the platform\'s origin');
    const token = await this.accessToken(platform);
    const res = await this.d.outbound(scoresUrl(row.line_item_url), {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.ims.lis.v1.score+json', authorization: `Bearer ${token}` },
      body: JSON.stringify(row.payload),
      maxBytes: ANSWER_MAX_BYTES,
    });
    if (res.status === 401) this.tokens.delete(platform.id);
    if (PERMANENT_REFUSALS.has(res.status)) throw new ScoreRefused(`scores endpoint answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    if (!res.ok) throw new Error(`scores endpoint answered ${res.status}`);
  }

  /**
   * The tool's own column for a resource link (AGS 2.0, 3.2): the LMS's line item of that link with the tool's tag, or
   * a new one (maximum 100) when there is none. Its URL must lie on the platform's origins like every line item.
   */
  async findOrCreateLineItem(platform: q.PlatformRow, item: { lineItemsUrl: string; resourceLinkId: string; label: string; resourceId: string }): Promise<string> {
    const token = await this.accessToken(platform);
    const list = new URL(item.lineItemsUrl);
    list.searchParams.set('resource_link_id', item.resourceLinkId);
    list.searchParams.set('tag', LINE_ITEM_TAG);
    const found = await this.d.outbound(list.toString(), {
      headers: { accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json', authorization: `Bearer ${token}` }, maxBytes: ANSWER_MAX_BYTES,
    });
    if (!found.ok) throw new Error(`line items answered ${found.status}`);
    const items = (await found.json().catch(() => null)) as { id?: unknown; resourceLinkId?: unknown; tag?: unknown }[] | null;
    const own = Array.isArray(items)
      ? items.find((i) => i && typeof i.id === 'string' && i.resourceLinkId === item.resourceLinkId && (i.tag === undefined || i.tag === LINE_ITEM_TAG))
      : undefined;
    let url = own?.id as string | undefined;
    if (!url) {
      const created = await this.d.outbound(item.lineItemsUrl, {
        method: 'POST', maxBytes: ANSWER_MAX_BYTES,
        headers: { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json', accept: 'application/vnd.ims.lis.v2.lineitem+json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ scoreMaximum: 100, label: item.label.slice(0, 200), resourceLinkId: item.resourceLinkId, resourceId: item.resourceId, tag: LINE_ITEM_TAG }),
      });
      if (!created.ok) throw new Error(`creating the line item answered ${created.status}`);
      const body = (await created.json().catch(() => null)) as { id?: unknown } | null;
      url = typeof body?.id === 'string' ? body.id : undefined;
    }
    if (!url || url.length > 2048 || !onPlatformOrigin(url, platform)) throw new Error('line item missing or not on the platform\'s origin');
    return url;
  }

  /** A client-credentials token for the score and line-item scopes, cached until shortly before it expires. */
  private async accessToken(platform: q.PlatformRow): Promise<string> {
    const cached = this.tokens.get(platform.id);
    if (cached && cached.expiresAt > Date.now() + 30_000) return cached.token;
    const assertion = await this.d.keys.sign(
      { iss: platform.client_id, sub: platform.client_id, aud: platform.token_url, jti: randomUUID() },
      { expiresInSeconds: 300 },
    );
    const res = await this.d.outbound(platform.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      maxBytes: ANSWER_MAX_BYTES,
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: `${AGS_SCOPES.score} ${AGS_SCOPES.lineItem}`,
      }).toString(),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('token endpoint sent no access_token');
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : 300;
    this.tokens.set(platform.id, { token: body.access_token, expiresAt: Date.now() + ttl * 1000 });
    return body.access_token;
  }
}
