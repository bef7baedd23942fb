import {
  OFFER_MESSAGES,
  normaliseMobile,
  offerCodeKey,
  discountedItemsProblem,
  offerDiscount,
  offerProblem,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type Offer,
  type OfferForm,
  type OfferTerms,
  type OfferType,
  type Paise,
  say,
  type Said,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, OfferRow } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/problems.js';
import { isUniqueViolation } from '../idempotency/idempotency.service.js';
import { createOffersRepository, type OfferValues } from './offers.repository.js';

/** An offer that applies to an order: what it takes off, and what the order keeps of it. */
export interface AppliedOffer {
  id: number;
  code: string;
  discountPaise: Paise;
  maxUsesPerMobile: number | null;
}

const offerNotFound = (id: number) => notFound(say('offer.notFound', id));
/** Every broken rule is the same 400, naming the field the cart shows it under. */
const refused = (said: Said) => badRequest(said, { offerCode: [said] });

const toTerms = (row: OfferRow): OfferTerms => ({
  code: row.code,
  type: row.type as OfferType,
  value: Number(row.value),
  minOrderPaise: row.min_order_paise === null ? null : paise(Number(row.min_order_paise)),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  maxUses: row.max_uses === null ? null : Number(row.max_uses),
  maxUsesPerMobile: row.max_uses_per_mobile === null ? null : Number(row.max_uses_per_mobile),
  active: Number(row.active) === 1,
  uses: Number(row.uses),
});

const toOffer = (row: OfferRow): Offer => {
  const terms = toTerms(row);
  return {
    id: row.id,
    code: row.code,
    type: terms.type,
    value: terms.type === 'flat' ? paiseToRupees(paise(terms.value)) : terms.value,
    minOrder: terms.minOrderPaise === null ? null : paiseToRupees(terms.minOrderPaise),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: terms.maxUses,
    maxUsesPerMobile: terms.maxUsesPerMobile,
    active: terms.active,
    uses: terms.uses,
  };
};

const toValues = (form: OfferForm): OfferValues => ({
  code: form.code,
  code_key: offerCodeKey(form.code),
  type: form.type,
  value: form.type === 'flat' ? rupeesToPaise(form.value) : form.value,
  min_order_paise: form.minOrder === null ? null : rupeesToPaise(form.minOrder),
  starts_at: form.startsAt,
  ends_at: form.endsAt,
  max_uses: form.maxUses,
  max_uses_per_mobile: form.maxUsesPerMobile,
  active: form.active ? 1 : 0,
});

/** Offer codes: staff manage them; the server alone decides whether one applies to an order. */
export function createOffersService(db: Kysely<Database>) {
  const repo = createOffersRepository(db);

  const saveOrRefuse = async <T>(save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(OFFER_MESSAGES.codeTaken, { code: [OFFER_MESSAGES.codeTaken] });
      throw err;
    }
  };

  return {
    async list(): Promise<Offer[]> {
      return (await repo.list()).map(toOffer);
    },

    async create(form: OfferForm): Promise<Offer> {
      const id = await saveOrRefuse(() => repo.insert(toValues(form), nowIso()));
      return toOffer((await repo.find(id))!);
    },

    async update(id: number, form: OfferForm): Promise<Offer> {
      const updated = await saveOrRefuse(() => repo.update(id, toValues(form), nowIso()));
      if (!updated) throw offerNotFound(id);
      return toOffer((await repo.find(id))!);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw offerNotFound(id);
    },

    /**
     * Whether `code` applies now to items worth `itemsTotal` for `mobile` (400 `errors.offerCode`
     * saying which rule it breaks), and what it takes off. Read before the order's transaction;
     * `redeem` counts the use inside it.
     */
    /** The offer for items worth `itemsTotal`, which after it must still come to the shop's `minimum`. */
    async apply(
      code: string,
      itemsTotal: Paise,
      { mobile, now, timeZone, minimum }: { mobile: string | undefined; now: Date; timeZone: string; minimum: Paise },
    ): Promise<AppliedOffer> {
      const shown = code.trim();
      const row = shown ? await repo.findByKey(offerCodeKey(shown)) : undefined;
      if (!row) throw refused(shown ? say('offer.unknown', shown) : OFFER_MESSAGES.unknownBlank);
      const terms = toTerms(row);
      const mobileUses = mobile && terms.maxUsesPerMobile !== null ? await repo.mobileUses(row.id, normaliseMobile(mobile)) : 0;
      const problem = offerProblem(terms, { itemsTotal, now, timeZone, mobileUses });
      if (problem) throw refused(problem);
      const discountPaise = offerDiscount(terms, itemsTotal);
      const tooLow = discountedItemsProblem(row.code, itemsTotal, discountPaise, minimum);
      if (tooLow) throw refused(tooLow);
      return { id: row.id, code: row.code, discountPaise, maxUsesPerMobile: terms.maxUsesPerMobile };
    },

    /**
     * Counts the order's use inside its transaction, atomically against `maxUses` and
     * `maxUsesPerMobile`: a concurrent order that took the last use makes this one 400 and roll back.
     */
    async redeem(trx: Trx, offer: AppliedOffer, mobile: string): Promise<void> {
      const tx = createOffersRepository(trx);
      if (!(await tx.useIfLeft(offer.id))) throw refused(say('offer.usedUp', offer.code));
      if (!(await tx.useForMobileIfLeft(offer.id, mobile, offer.maxUsesPerMobile))) throw refused(say('offer.usedUpForMobile', offer.code));
    },

    /** A cancelled order gives its use back, inside the cancelling transaction. */
    async giveBack(trx: Trx, offerId: number, mobile: string): Promise<void> {
      await createOffersRepository(trx).giveBackUse(offerId, mobile);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
