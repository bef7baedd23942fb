import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import * as initial from './001-initial.js';
import * as notificationDeliveries from './002-notification-deliveries.js';
import * as loginLocks from './003-login-locks.js';
import * as streamTickets from './004-stream-tickets.js';
import * as catalogueVersion from './005-catalogue-version.js';
import * as rateLimitHits from './006-rate-limit-hits.js';
import * as shopSettings from './007-shop-settings.js';
import * as invoices from './008-invoices.js';
import * as productSearchWords from './009-product-search-words.js';
import * as delivery from './010-delivery.js';
import * as dailyReports from './011-daily-reports.js';
import * as productPriceFromFirstEntry from './012-product-price-from-first-entry.js';
import * as orderWorkflow from './013-order-workflow.js';
import * as customerMessages from './014-customer-messages.js';
import * as orderRatings from './015-order-ratings.js';
import * as stock from './016-stock.js';
import * as offersAndHours from './017-offers-and-hours.js';
import * as foodAndGst from './018-food-and-gst.js';
import * as payments from './019-payments.js';
import * as customerSignIn from './020-customer-sign-in.js';
import * as hindiNamesAndOrderLanguage from './021-hindi-names-and-order-language.js';
import * as priceUnitFromFirstEntry from './022-price-stock-unit-from-first-entry.js';
import * as customerMessageText from './023-customer-message-text.js';
import * as counter from './024-counter.js';
import * as counterShifts from './025-counter-shifts.js';
import * as creditNotes from './026-credit-notes.js';
import * as lineDiscounts from './027-line-discounts.js';
import * as paidOuts from './028-paid-outs.js';
import * as slots from './029-slots.js';
import * as preorders from './030-preorders.js';
import * as backInStock from './031-back-in-stock.js';
import * as cartReminders from './032-cart-reminders.js';
import * as giftBoxes from './033-gift-boxes.js';
import * as outlets from './034-outlets.js';
import * as outletStock from './035-outlet-stock.js';
import * as staffOutlets from './036-staff-outlets.js';
import * as invoiceSeries from './037-invoice-series.js';
import * as outletSlotPlaces from './038-outlet-slot-places.js';
import * as backInStockOutlets from './039-back-in-stock-outlets.js';

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/** Every migration, in order. Append only: a landed migration is never edited. */
export const MIGRATIONS: Migration[] = [
  { name: '001-initial', up: initial.up },
  { name: '002-notification-deliveries', up: notificationDeliveries.up },
  { name: '003-login-locks', up: loginLocks.up },
  { name: '004-stream-tickets', up: streamTickets.up },
  { name: '005-catalogue-version', up: catalogueVersion.up },
  { name: '006-rate-limit-hits', up: rateLimitHits.up },
  { name: '007-shop-settings', up: shopSettings.up },
  { name: '008-invoices', up: invoices.up },
  { name: '009-product-search-words', up: productSearchWords.up },
  { name: '010-delivery', up: delivery.up },
  { name: '011-daily-reports', up: dailyReports.up },
  { name: '012-product-price-from-first-entry', up: productPriceFromFirstEntry.up },
  { name: '013-order-workflow', up: orderWorkflow.up },
  { name: '014-customer-messages', up: customerMessages.up },
  { name: '015-order-ratings', up: orderRatings.up },
  { name: '016-stock', up: stock.up },
  { name: '017-offers-and-hours', up: offersAndHours.up },
  { name: '018-food-and-gst', up: foodAndGst.up },
  { name: '019-payments', up: payments.up },
  { name: '020-customer-sign-in', up: customerSignIn.up },
  { name: '021-hindi-names-and-order-language', up: hindiNamesAndOrderLanguage.up },
  { name: '022-price-stock-unit-from-first-entry', up: priceUnitFromFirstEntry.up },
  { name: '023-customer-message-text', up: customerMessageText.up },
  { name: '024-counter', up: counter.up },
  { name: '025-counter-shifts', up: counterShifts.up },
  { name: '026-credit-notes', up: creditNotes.up },
  { name: '027-line-discounts', up: lineDiscounts.up },
  { name: '028-paid-outs', up: paidOuts.up },
  { name: '029-slots', up: slots.up },
  { name: '030-preorders', up: preorders.up },
  { name: '031-back-in-stock', up: backInStock.up },
  { name: '032-cart-reminders', up: cartReminders.up },
  { name: '033-gift-boxes', up: giftBoxes.up },
  { name: '034-outlets', up: outlets.up },
  { name: '035-outlet-stock', up: outletStock.up },
  { name: '036-staff-outlets', up: staffOutlets.up },
  { name: '037-invoice-series', up: invoiceSeries.up },
  { name: '038-outlet-slot-places', up: outletSlotPlaces.up },
  { name: '039-back-in-stock-outlets', up: backInStockOutlets.up },
];
