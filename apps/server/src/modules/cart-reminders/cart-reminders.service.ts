import { CART_REMINDER_KEEP_DAYS, DomainError, say, type CartReminderLine, type SavedCart } from '@halwai/domain';
import type { z } from 'zod';
import type { cartReminderRequestSchema } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/problems.js';
import { randomToken } from '../../lib/tokens.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createCartRemindersRepository } from './cart-reminders.repository.js';

type ReminderRequest = z.infer<typeof cartReminderRequestSchema>;

/** Carts one mobile may ask to be reminded of in a day; a changed cart replacing the waiting one does not count. */
export const CARTS_PER_MOBILE_PER_DAY = 5;
const DAY_MS = 24 * 3_600_000;
/** 128 random bits are plenty for a link that lives a week; `randomToken` gives 256. */
const newToken = () => randomToken().slice(0, 22);

/**
 * The cart reminder: a customer at the checkout asks to be reminded once of the cart if they do not
 * order; the cart is kept under a random token for `CART_REMINDER_KEEP_DAYS`, and the
 * reminder falls due after the owner's delay. One waiting reminder per mobile: a new request (the cart
 * changed while the box stayed ticked) takes its place under a new token. The sending is the plugin's.
 */
export function createCartRemindersService({
  db,
  engine,
  settings,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  engine: Engine;
  settings: SettingsService;
  clock?: Clock;
}) {
  const repo = createCartRemindersRepository(db, engine);
  const dueListeners = new Set<(dueAt: Date) => void>();

  /** Each line names a product and one of its packs as sold now; refusals name the line's field. */
  async function checkLines(lines: readonly CartReminderLine[]): Promise<void> {
    const packs = await repo.packsOf(lines.map((l) => l.productId));
    const fields: Record<string, ReturnType<typeof say>[]> = {};
    lines.forEach((line, index) => {
      const product = packs.filter((p) => p.id === line.productId);
      if (product.length === 0) fields[`lines.${index}.productId`] = [say('cartReminder.unknownProduct', line.productId)];
      else if (!product.some((p) => p.label === line.variant))
        fields[`lines.${index}.variant`] = [say('cartReminder.unknownPack', product[0]!.name, line.variant)];
    });
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first[0]!, fields);
  }

  return {
    /** Keeps the cart and schedules its one reminder; the token is the link's, shown once. */
    async request(input: ReminderRequest): Promise<{ token: string }> {
      const reminder = await settings.cartReminder();
      if (!reminder.offered) throw conflict(say('cartReminder.off'));
      await checkLines(input.lines);
      // The request is stamped with the system's time, as orders are, so "ordered since" compares like
      // with like; when it falls due and expires is the clock's, which the sender reads (tests move it).
      const now = new Date();
      const at = clock().getTime();
      const token = newToken();
      const values = {
        mobile: input.mobile,
        token,
        lines: input.lines,
        language: input.language,
        now: now.toISOString(),
        dueAt: new Date(at + reminder.delayMinutes * 60_000).toISOString(),
        expiresAt: new Date(at + CART_REMINDER_KEEP_DAYS * DAY_MS).toISOString(),
      };
      if (!(await repo.replaceWaiting({ ...values, clockNow: new Date(at).toISOString() }))) {
        if ((await repo.countSince(input.mobile, new Date(now.getTime() - DAY_MS).toISOString())) >= CARTS_PER_MOBILE_PER_DAY)
          throw new DomainError('rate_limited', say('cartReminder.tooMany'), undefined, 3600);
        await repo.insert(values);
      }
      for (const listener of dueListeners) listener(new Date(values.dueAt));
      return { token };
    },

    /** The saved cart's lines still sold (names as today), until it expires; else 404 in the product's words. */
    async savedCart(token: string): Promise<SavedCart> {
      const row = await repo.findByToken(token);
      if (!row || row.expires_at <= clock().toISOString()) throw notFound(say('cartReminder.gone'));
      const lines = JSON.parse(row.lines_json) as CartReminderLine[];
      const packs = await repo.packsOf(lines.map((l) => l.productId));
      return {
        lines: lines.flatMap((line) => {
          const pack = packs.find((p) => p.id === line.productId && p.label === line.variant);
          if (!pack) return [];
          return [
            {
              productId: line.productId,
              name: pack.name,
              ...(pack.nameHi && { nameHi: pack.nameHi }),
              variant: line.variant,
              quantity: line.quantity,
            },
          ];
        }),
        expiresAt: row.expires_at,
      };
    },

    /** The box was unticked: no reminder for this cart (the saved cart stays readable until it expires). */
    async withdraw(token: string): Promise<void> {
      await repo.withdraw(token, new Date().toISOString());
    },

    /** Told of each reminder scheduled on this instance, with when it falls due. */
    onScheduled(listener: (dueAt: Date) => void): () => void {
      dueListeners.add(listener);
      return () => dueListeners.delete(listener);
    },
  };
}
export type CartRemindersService = ReturnType<typeof createCartRemindersService>;
