import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '../common/tokens.js';
import type { Database, DbExecutor } from './database.js';

/** What can change under the caches of every node: each topic has its own listeners. */
export const CHANGE_TOPICS = ['catalogue', 'content'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** The PostgreSQL notification channel every node listens on; a notification's payload is its topic. */
export const CHANGES_CHANNEL = 'shop_changes';

const isTopic = (payload: string): payload is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(payload);

/**
 * Tells every node that something it may keep a copy of changed (decisions 0903, 0913): one PostgreSQL
 * LISTEN per node, named topics on it. A change announces itself inside its own transaction: PostgreSQL
 * delivers the notification after the commit, and never for a change rolled back. The node that saved also
 * tells its own listeners at once, after its commit (`changedHere`). On the embedded database one process
 * owns the data and PGlite delivers the notifications in-process: the same code.
 */
@Injectable()
export class ChangeChannel implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly listeners = new Map<ChangeTopic, Set<() => void>>(CHANGE_TOPICS.map((topic) => [topic, new Set()]));
  private stopListening: (() => Promise<void>) | undefined;

  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Runs `listener` whenever `topic` changed, on this node or another; the answer stops it. */
  onChange(topic: ChangeTopic, listener: () => void): () => void {
    const listeners = this.listenersOf(topic);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Inside the change's transaction: every node hears of it once it commits. */
  async announce(tx: DbExecutor, topic: ChangeTopic): Promise<void> {
    await tx.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${topic})`);
  }

  /** After the commit, on the node that saved: its own listeners run without waiting for the notification. */
  changedHere(topic: ChangeTopic): void {
    for (const listener of this.listenersOf(topic)) listener();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = await this.database.listen(CHANGES_CHANNEL, {
      message: (payload) => {
        if (isTopic(payload)) this.changedHere(payload);
      },
      // A lost connection may have missed notifications of any topic: everything changed, as far as anyone knows.
      gap: () => {
        for (const topic of CHANGE_TOPICS) this.changedHere(topic);
      },
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  private listenersOf(topic: ChangeTopic): Set<() => void> {
    const listeners = this.listeners.get(topic);
    if (!listeners) throw new Error(`Unknown change topic ${topic}`);
    return listeners;
  }
}
