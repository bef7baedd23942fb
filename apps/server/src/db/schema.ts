import type { Generated, Insertable, Selectable } from 'kysely';
import { everyColumn } from './every-column.js';

/**
 * Tables as both engines hold them. Money is integer paise, booleans are 0/1 integers and
 * times are ISO-8601 UTC text, so SQLite and PostgreSQL answer the same queries the same way.
 */
export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  images: ImagesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  notification_outbox: NotificationOutboxTable;
  notification_deliveries: NotificationDeliveriesTable;
  idempotency_keys: IdempotencyKeysTable;
  login_locks: LoginLocksTable;
  stream_tickets: StreamTicketsTable;
  catalogue_version: CatalogueVersionTable;
  rate_limit_hits: RateLimitHitsTable;
  shop_settings: ShopSettingsTable;
  category_tax: CategoryTaxTable;
  invoice_counters: InvoiceCountersTable;
  counter_shifts: CounterShiftsTable;
  credit_notes: CreditNotesTable;
  counter_paid_outs: CounterPaidOutsTable;
  slot_places: SlotPlacesTable;
  outlets: OutletsTable;
  daily_reports: DailyReportsTable;
  outlet_daily_reports: OutletDailyReportsTable;
  customer_messages: CustomerMessagesTable;
  customer_opt_outs: CustomerOptOutsTable;
  cart_reminders: CartRemindersTable;
  back_in_stock_requests: BackInStockRequestsTable;
  order_ratings: OrderRatingsTable;
  stock_history: StockHistoryTable;
  outlet_stock: OutletStockTable;
  offers: OffersTable;
  offer_mobile_uses: OfferMobileUsesTable;
  payment_links: PaymentLinksTable;
  payment_gateway_events: PaymentGatewayEventsTable;
  customer_codes: CustomerCodesTable;
  customer_sign_in_limits: CustomerSignInLimitsTable;
  customer_sessions: CustomerSessionsTable;
  server_secrets: ServerSecretsTable;
}

type Bool01 = 0 | 1;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
  /** Its Hindi name (migration 021); null: none, Hindi pages show the English. */
  name_hi: Generated<string | null>;
}

export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  position: number;
  name_hi: Generated<string | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  category_id: number;
  sub_category_id: number;
  price_paise: number;
  price_unit: string;
  item_type: string;
  thumbnail: string;
  description: string;
  /** Other names staff add so search finds the item (migration 009); '' when none. */
  search_words: Generated<string>;
  discount_percent: number;
  is_available: Bool01;
  featured: Bool01;
  created_at: string;
  updated_at: string;
  /** Thousandths of the product's unit in stock; null: not counted (migration 016). */
  stock_milli: Generated<number | null>;
  /** JSON of the label but the shelf life (migration 018); null until staff fill it in. */
  food: Generated<string | null>;
  shelf_life_days: Generated<number | null>;
  /** Its own HSN code and GST rate; null: the category's. */
  hsn: Generated<string | null>;
  gst_rate: Generated<number | null>;
  /** Its Hindi name and description (migration 021); null: none, Hindi pages show the English. */
  name_hi: Generated<string | null>;
  description_hi: Generated<string | null>;
  /** What a kilo costs at the counter (migration 024); null: its 1 kg pack's price, if it has one. */
  price_per_kg_paise: Generated<number | null>;
  barcode: Generated<string | null>;
  /** A pre-order's first and last day, YYYY-MM-DD (migration 030); null from: an ordinary product, null until: no end. */
  preorder_from: Generated<string | null>;
  preorder_until: Generated<string | null>;
  /** A gift box the customer fills (migration 033): JSON of its assortment; null: an ordinary product. */
  assortment: Generated<string | null>;
}

export interface ProductPricesTable {
  id: Generated<number>;
  product_id: number;
  label: string;
  price_paise: number;
  position: number;
  /** What one of this entry takes from the stock, in thousandths; null: from the label, else 1 unit. */
  stock_units_milli: Generated<number | null>;
  barcode: Generated<string | null>;
}

export interface ImagesTable {
  id: string; // content hash; served as /media/{id}.webp
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  access_key_hash: string;
  customer_name: string;
  customer_mobile: string;
  status: number; // the spec's number, kept with `step`: 0 open, 1 Completed, 2 Cancelled
  step: Generated<string>; // OrderStep: pending, confirmed, preparing, ready, out_for_delivery, completed, cancelled
  status_history: Generated<string>; // JSON array of OrderHistoryEntry, oldest first
  total_paise: number;
  created_at: string;
  updated_at: string;
  invoice_number: string | null; // null only for orders placed before invoices existed
  paid: Generated<Bool01>; // marked by staff by hand
  fulfilment: Generated<string>; // 'pickup' | 'delivery'
  delivery_address: string | null;
  delivery_pincode: string | null;
  preferred_date: string | null; // YYYY-MM-DD in the shop time zone
  delivery_charge_paise: Generated<number>; // included in total_paise
  customer_email: string | null; // given at checkout, for the customer's messages
  page_key: string | null; // the access key, for the order page's link in the customer's messages (decision 003)
  offer_code: Generated<string | null>; // as the offer spells it (migration 017)
  offer_id: Generated<number | null>;
  discount_paise: Generated<number>; // taken off the items: total = items − discount + delivery
  gift_message: Generated<string | null>;
  buyer_gstin: Generated<string | null>; // a business buyer's GSTIN for a GST invoice (migration 018)
  buyer_name: Generated<string | null>;
  // How it was paid (migration 019): null while unpaid.
  payment_method: string | null; // upi | card | netbanking | wallet | cash | qr
  payment_reference: string | null; // the gateway's payment id, or what staff typed
  paid_at: string | null;
  paid_by: string | null; // 'gateway' or the staff account's email
  payment_flag: string | null; // for staff: a gateway payment that did not match the total
  refund_status: string | null; // pending | refunded | failed
  refund_id: string | null;
  refund_error: string | null;
  language: Generated<string>; // 'en' | 'hi': the language the order was placed in (migration 021)
  channel: Generated<string>; // OrderChannel: web | counter | phone (migration 024)
  placed_by: Generated<string | null>; // the staff account's email for counter and phone orders
  payment_parts: Generated<string | null>; // a counter bill's JSON [{method, amountPaise, reference?}]
  shift_id: Generated<number | null>; // the counter shift it was sold in (migration 025)
  slot: Generated<string | null>; // "HH:MM-HH:MM" on preferred_date, of its fulfilment type (migration 029); null: none
  outlet_id: Generated<number>; // the outlet it is taken at (migration 034); 1: the shop's first
  seller_gstin: Generated<string | null>; // an outlet's own GSTIN whose series numbered its invoice (migration 037); null: the shop's
}
/** Every column, for the statements prepared once (db/prepared-statements.ts). */
export const ORDER_COLUMNS = everyColumn<OrdersTable>()(
  'id',
  'access_key_hash',
  'customer_name',
  'customer_mobile',
  'status',
  'total_paise',
  'created_at',
  'updated_at',
  'invoice_number',
  'paid',
  'fulfilment',
  'delivery_address',
  'delivery_pincode',
  'preferred_date',
  'delivery_charge_paise',
  'step',
  'status_history',
  'customer_email',
  'page_key',
  'offer_code',
  'offer_id',
  'discount_paise',
  'gift_message',
  'buyer_gstin',
  'buyer_name',
  'payment_method',
  'payment_reference',
  'paid_at',
  'paid_by',
  'payment_flag',
  'refund_status',
  'refund_id',
  'refund_error',
  'language',
  'channel',
  'placed_by',
  'payment_parts',
  'shift_id',
  'slot',
  'outlet_id',
  'seller_gstin',
);

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null; // null once the product is deleted; the line keeps its own name and price
  name: string;
  variant: string;
  quantity: number;
  price_paise: number;
  position: number;
  hsn: string | null; // as sold: the category's HSN code and GST rate when the order was placed
  gst_rate: number | null;
  shelf_life_days: Generated<number | null>; // as sold (migration 018): null for a line without a shelf life
  name_hi: Generated<string | null>; // the product's Hindi name as sold (migration 021): null without one
  discount_paise: Generated<number>; // staff's discount on this line at the counter (migration 028), part of the order's
  choices: Generated<string | null>; // a gift box's contents as sold (migration 033): JSON, one entry a piece; null: an ordinary line
}
/** Every column, for the statements prepared once (db/prepared-statements.ts). */
export const ORDER_LINE_COLUMNS = everyColumn<OrderLinesTable>()(
  'id',
  'order_id',
  'product_id',
  'name',
  'variant',
  'quantity',
  'price_paise',
  'position',
  'hsn',
  'gst_rate',
  'shelf_life_days',
  'name_hi',
  'discount_paise',
  'choices',
);

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  phone_number: string;
  message: string;
  handled: Bool01;
  created_at: string;
}

export type UserStatus = 'pending' | 'approved' | 'rejected';

export interface UsersTable {
  id: Generated<number>;
  email: string; // lower-cased
  password_hash: string;
  status: UserStatus;
  created_at: string;
  approved_at: string | null;
  role: Generated<string>; // StaffRole: owner | cashier (migration 024)
  outlets: string | null; // JSON [outlet id]: the outlets whose orders it sees; null: every outlet (migration 036)
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string; // sha256 of the bearer token; the token itself is never stored
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface NotificationOutboxTable {
  id: Generated<number>;
  event_id: string; // stable id a receiver can de-duplicate on
  kind: 'order.placed' | 'contact.received' | 'order.updated' | 'report.daily' | 'payment.gateway' | 'payment.refund';
  subject_id: number;
  payload: string; // JSON
  created_at: string;
  processed_at: string | null;
}
/** Every column, for the statements prepared once (db/prepared-statements.ts). */
export const OUTBOX_COLUMNS = everyColumn<NotificationOutboxTable>()(
  'id',
  'event_id',
  'kind',
  'subject_id',
  'payload',
  'created_at',
  'processed_at',
);

/**
 * A channel that keeps per-event delivery rows (the live stream needs none: its replay is the catch-up).
 * `razorpay` is the payments module's worker: it acts on gateway events and refunds, with the same retries.
 */
export type ShopChannel = 'email' | 'webhook';
export type NotificationChannel = ShopChannel | 'razorpay';
export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  outbox_id: number;
  channel: NotificationChannel;
  status: DeliveryStatus;
  attempts: number; // attempts started, counted when claimed
  last_error: string | null;
  last_error_at: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string;
  locked_until: string | null; // claim lease: another instance may take the row once it has passed
  claim_token: string | null; // only the claimant may record the outcome
  delivered_at: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}
/** Every column, for the statements prepared once (db/prepared-statements.ts). */
export const IDEMPOTENCY_KEY_COLUMNS = everyColumn<IdempotencyKeysTable>()(
  'key',
  'scope',
  'request_hash',
  'response_status',
  'response_body',
  'created_at',
);

export type CategoryRow = Selectable<CategoriesTable>;
export type SubcategoryRow = Selectable<SubcategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductPriceRow = Selectable<ProductPricesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type UserRow = Selectable<UsersTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Failed sign-ins per email (known or not), so guessing is limited per account from any address. */
export interface LoginLocksTable {
  email: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}
export type LoginLockRow = Selectable<LoginLocksTable>;

/** Short-lived, single-use tickets that open a live-events stream in place of a bearer token in the URL. */
export interface StreamTicketsTable {
  ticket_hash: string;
  session_token_hash: string;
  expires_at: string;
}

/** One row (id 1): how many times the catalogue changed, bumped by triggers on PostgreSQL (migration 005). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** Rate-limit hits per client key and route in the current window, shared by instances on PostgreSQL. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  window_ends_at: number;
}

/** Places taken in one slot of one day at one outlet (migrations 029, 038): raised only while below the slot's capacity. */
export interface SlotPlacesTable {
  outlet_id: number; // migration 038: each outlet's places apart
  slot_date: string; // YYYY-MM-DD in the shop time zone
  type: string; // 'pickup' | 'delivery'
  slot: string; // "HH:MM-HH:MM"
  taken: number;
}

/** An outlet (migration 034); a null field is the shop's own, from its settings. */
export interface OutletsTable {
  id: Generated<number>;
  name: string | null;
  name_hi: string | null;
  address: string | null;
  phone: string | null;
  opening_hours: string | null; // JSON [{day, open, close}]
  holidays: string | null; // JSON ["YYYY-MM-DD"]
  pickup: Bool01;
  delivery: string | null; // JSON {pincodes, chargePaise, freeFromPaise}
  gstin: string | null;
  email: string | null;
  active: Bool01; // 0: closed for good, kept for its orders
  created_at: string;
  updated_at: string;
}
export type OutletRow = Selectable<OutletsTable>;

/** One row (id 1): the owner's settings, seeded from SHOP_* on the first start. */
export interface ShopSettingsTable {
  id: number;
  name: string;
  phone: string;
  address: string;
  opening_hours: string;
  gstin: string;
  fssai: string;
  upi_id: string;
  upi_payee: string;
  min_order_paise: number;
  invoice_prefix: string;
  closing_time: Generated<string>; // HH:MM in the shop's time zone (migration 011)
  updated_at: string;
  delivery_enabled: number; // 0 | 1
  delivery_pincodes: string; // JSON array of pincodes and prefixes (1100*)
  delivery_charge_paise: number;
  free_delivery_from_paise: number | null; // null: delivery is never free
  time_zone: string; // IANA, e.g. Asia/Kolkata
  customer_messages: string; // JSON of CustomerMessageSettings; empty: the defaults
  opening_hours_json: Generated<string | null>; // JSON [{day, open, close}]; null: never set (migration 017)
  holidays: Generated<string>; // JSON ["YYYY-MM-DD"]
  orders_when_closed: Generated<string>; // 'next-open' | 'refuse'
  counter: Generated<string | null>; // JSON of CounterSettings (migration 024); null: the defaults
  slots: Generated<string | null>; // JSON DaySlots (migration 029); null: none
  slot_overrides: Generated<string | null>; // JSON {"YYYY-MM-DD": DaySlots}; null: none
  cart_reminder: Generated<string | null>; // JSON of CartReminderSettings (migration 032); null: the defaults (off)
}
/** Every column, for the statements prepared once (db/prepared-statements.ts). */
export const SHOP_SETTINGS_COLUMNS = everyColumn<ShopSettingsTable>()(
  'id',
  'name',
  'phone',
  'address',
  'opening_hours',
  'gstin',
  'fssai',
  'upi_id',
  'upi_payee',
  'min_order_paise',
  'invoice_prefix',
  'closing_time',
  'updated_at',
  'delivery_enabled',
  'delivery_pincodes',
  'delivery_charge_paise',
  'free_delivery_from_paise',
  'time_zone',
  'customer_messages',
  'opening_hours_json',
  'holidays',
  'orders_when_closed',
  'counter',
  'slots',
  'slot_overrides',
  'cart_reminder',
);
export type ShopSettingsRow = Selectable<ShopSettingsTable>;

/** A category's HSN code and GST rate (percent); a category without a row has the defaults. */
export interface CategoryTaxTable {
  category_id: number;
  hsn: string;
  gst_rate: number;
}

/** The last invoice number issued in a financial year ('2026-27'). */
export interface CounterShiftsTable {
  id: Generated<number>;
  opened_by: string; // the staff account's email
  opened_at: string;
  float_paise: number;
  closed_at: string | null;
  expected_paise: number | null;
  counted_paise: number | null;
  counted_notes: string | null; // JSON {"500": n, …}
  report: string | null; // JSON of the ZReport
  outlet_id: Generated<number>; // the outlet it was opened at; its sales are that outlet's (migration 036)
}
export type CounterShiftRow = Selectable<CounterShiftsTable>;

/** Cash taken out of a shift's drawer, and why (migration 028). */
export interface CounterPaidOutsTable {
  id: Generated<number>;
  shift_id: number;
  amount_paise: number;
  reason: string;
  created_at: string;
  created_by: string;
}
export type CounterPaidOutRow = Selectable<CounterPaidOutsTable>;

export interface CreditNotesTable {
  id: Generated<number>;
  order_id: number;
  number: string; // CN/2026-27/0001, gap-free (migration 026)
  created_at: string;
  created_by: string;
  shift_id: number | null;
  amount_paise: number;
  lines: string; // JSON [{productId, name, variant, quantity, amountPaise}]
  payment_parts: string; // JSON [{method, amountPaise}]
}
export type CreditNoteRow = Selectable<CreditNotesTable>;

export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

/** One row per shop day whose end-of-day summary was queued (migration 011). */
export interface DailyReportsTable {
  shop_date: string;
  created_at: string;
}

/** One row per shop day and outlet past the first whose end-of-day summary was queued (migration 037). */
export interface OutletDailyReportsTable {
  shop_date: string;
  outlet_id: number;
  created_at: string;
}

/** One message to the customer about one step of an order on one channel: its outbox row and its work row. */
export interface CustomerMessagesTable {
  id: Generated<number>;
  /** The order it tells of; null for a message about a back-in-stock request (migration 031). */
  order_id: number | null;
  /** The back-in-stock request it answers (migration 031); null for a message about an order. */
  stock_request_id: Generated<number | null>;
  step: string; // an OrderStep
  channel: 'whatsapp' | 'sms' | 'email';
  recipient: string; // 91XXXXXXXXXX, or the email address
  values_json: string; // the placeholders' values when the step happened
  state: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  reason: string | null; // the last failure, in the provider's words
  provider_id: string | null; // the provider's id for the message, which its receipts carry
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null; // claim lease, as notification_deliveries
  claim_token: string | null;
  queued_at: string;
  updated_at: string;
  /** The words sent, as the channel sent them (migration 023); null until a send, and for older messages. */
  sent_text: Generated<string | null>;
}
export type CustomerMessageRow = Selectable<CustomerMessagesTable>;

/** A customer's request to hear once when a sold-out item is back (migration 031). */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  product_id: number;
  label: string; // the pack; '' for any pack
  mobile: string; // ten digits
  language: string | null; // 'en' | 'hi'; null: the shop's
  outlet_id: Generated<number>; // the outlet whose stock it waits for (migration 039; 1 before)
  created_at: string;
  ended_at: string | null; // its message was queued, or it ended otherwise
  notified_at: string | null; // its message was queued
}
export type BackInStockRequestRow = Selectable<BackInStockRequestsTable>;

/** Numbers that replied STOP: they get no message until they reply START. */
/** A cart a customer asked to be reminded of, and its one message's work (migration 032). */
export interface CartRemindersTable {
  id: Generated<number>;
  token: string; // the link's, 128 random bits base64url: the reminder must carry it, as an order's page_key
  mobile: string; // the ten digits
  lines_json: string; // JSON [{productId, variant, quantity}]
  language: string; // 'en' | 'hi'
  requested_at: string;
  expires_at: string;
  state: 'waiting' | 'sent' | 'failed' | 'cancelled';
  channel: string; // 'phone': WhatsApp, else SMS, as the settings allow at the send
  reason: string | null;
  provider_id: string | null;
  sent_text: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  claim_token: string | null;
  updated_at: string;
}
export type CartReminderRow = Selectable<CartRemindersTable>;

export interface CustomerOptOutsTable {
  mobile: string; // 91XXXXXXXXXX
  opted_out_at: string;
}

/** The customer's rating of an order (migration 015): one per order, rating again replaces it. */
export interface OrderRatingsTable {
  order_id: number;
  stars: number; // 1..5
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** One change of a product's stock (migration 016); `actor` is the staff email or "Order #N". */
export interface StockHistoryTable {
  id: Generated<number>;
  product_id: number;
  before_milli: number | null;
  after_milli: number | null;
  reason: string;
  actor: string;
  order_id: number | null;
  created_at: string;
  outlet_id: Generated<number>; // the outlet whose stock changed (migration 035)
}

/** A counted product's stock at one outlet (migration 035); no row: none there. */
export interface OutletStockTable {
  product_id: number;
  outlet_id: number;
  stock_milli: number;
}

/** An offer code (migration 017); `value` is a percent or paise by `type`. */
export interface OffersTable {
  id: Generated<number>;
  code: string;
  code_key: string;
  type: string;
  value: number;
  min_order_paise: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_mobile: number | null;
  active: Generated<Bool01>;
  uses: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type OfferRow = Selectable<OffersTable>;

/** How many times a mobile number used an offer. */
export interface OfferMobileUsesTable {
  offer_id: number;
  mobile: string;
  uses: number;
}

/** A Razorpay Payment Link made for an order (migration 019); the newest unexpired one is reused. */
export interface PaymentLinksTable {
  id: Generated<number>;
  order_id: number;
  link_id: string; // plink_…
  reference_id: string; // unique per link: HW-{order id}-{n}
  short_url: string;
  amount_paise: number;
  expires_at: string;
  created_at: string;
}
export type PaymentLinkRow = Selectable<PaymentLinksTable>;

/** Each Razorpay webhook event id once (`x-razorpay-event-id`): a repeat is answered and ignored. */
export interface PaymentGatewayEventsTable {
  event_id: string;
  received_at: string;
}

/** A customer's sign-in code (migration 020): only its HMAC is kept; used once, good until `expires_at`. */
export interface CustomerCodesTable {
  id: Generated<number>;
  mobile: string; // ten digits
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Per mobile: the codes sent in the current window, the wrong codes tried in theirs, and a lock. */
export interface CustomerSignInLimitsTable {
  mobile: string;
  codes_sent: number;
  codes_window_start: string;
  wrong_codes: number;
  wrong_window_start: string | null;
  locked_until: string | null;
}
export type CustomerSignInLimitsRow = Selectable<CustomerSignInLimitsTable>;

/** A signed-in customer's token, as its SHA-256; a sign-out sets `revoked_at` for every instance at once. */
export interface CustomerSessionsTable {
  id: Generated<number>;
  mobile: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Keys the server makes for itself once (migration 020): `customer-codes` keys the codes' HMAC. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}
