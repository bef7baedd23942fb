import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES } from '@halwai/domain';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import { redactUrl } from './lib/log-redaction.js';
import { createInFlightLimit } from './lib/in-flight-limit.js';
import { createMetrics } from './lib/metrics.js';
import { prettyStream } from './lib/pretty-log.js';
import type { Db } from './db/engine.js';
import { prepareDatabase } from './db/prepare.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { newSetupCode } from './modules/auth/setup-code.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { createContactService } from './modules/contact/contact.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { readCustomerMessageConfig } from './modules/customer-messages/customer-message-settings.js';
import { cartReminderSenderPlugin } from './modules/cart-reminders/cart-reminder-sender.plugin.js';
import { cartRemindersRoutes } from './modules/cart-reminders/cart-reminders.routes.js';
import { createCartRemindersService } from './modules/cart-reminders/cart-reminders.service.js';
import { createPhoneMessageSender } from './modules/customer-messages/phone-message.js';
import { customerMessagesPlugin } from './modules/customer-messages/customer-messages.plugin.js';
import { customerMessagesRoutes } from './modules/customer-messages/customer-messages.routes.js';
import { createCustomerMessagesService } from './modules/customer-messages/customer-messages.service.js';
import { createSignInCodeSender } from './modules/customer-messages/sign-in-codes.js';
import { createCustomerSignInService } from './modules/customers/customer-sign-in.service.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { configuredChannels, readNotificationSettings } from './modules/notifications/notification-settings.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { outletsRoutes } from './modules/outlets/outlets.routes.js';
import { createOutletsService } from './modules/outlets/outlets.service.js';
import { createOffersService } from './modules/offers/offers.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { counterRoutes } from './modules/counter/counter.routes.js';
import { createCounterService } from './modules/counter/counter.service.js';
import { createRefundsService } from './modules/refunds/refunds.service.js';
import { shiftsRoutes } from './modules/shifts/shifts.routes.js';
import { createShiftsService } from './modules/shifts/shifts.service.js';
import { placeOrderRoutes } from './modules/place-order/place-order.routes.js';
import { createPlaceOrder } from './modules/place-order/place-order.service.js';
import { createPaymentsWorker } from './modules/payments/payments-worker.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createRazorpayClient, readRazorpaySettings } from './modules/payments/razorpay-client.js';
import { razorpayWebhookRoutes } from './modules/payments/razorpay-webhook.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMediaService } from './modules/media/media.service.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { syncCatalogueAcrossInstances } from './modules/products/catalogue-sync.js';
import { feedsRoutes } from './modules/feeds/feeds.routes.js';
import { createFeedsService } from './modules/feeds/feeds.service.js';
import { backInStockRoutes } from './modules/back-in-stock/back-in-stock.routes.js';
import { createBackInStockService } from './modules/back-in-stock/back-in-stock.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createDailySummary } from './modules/reports/daily-summary.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { gstReturnsRoutes } from './modules/gst-returns/gst-returns.routes.js';
import { createGstReturnsService } from './modules/gst-returns/gst-returns.service.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { readPageScripts } from './modules/share-meta/page-scripts.js';
import { registerShareMetaRoutes } from './modules/share-meta/share-meta.routes.js';
import { createShareMetaService } from './modules/share-meta/share-meta.service.js';
import { createSiteOrigin } from './modules/share-meta/site-origin.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { slotsRoutes } from './modules/slots/slots.routes.js';
import { createSlotsService } from './modules/slots/slots.service.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { createStockService } from './modules/stock/stock.service.js';
import { registerAuth } from './plugins/auth.js';
import { registerOrderScope } from './plugins/order-scope.js';
import { registerCustomerAuth } from './plugins/customer-auth.js';
import { registerEmptyNotModified } from './plugins/empty-not-modified.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerHealth } from './plugins/health.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPrivateAnswers } from './plugins/private-answers.js';
import { quietLogNoise, registerRequestLog } from './plugins/request-log.js';
import { rateLimitBackend } from './plugins/shared-rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { createShortPaths } from './plugins/fast-paths/short-paths.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { registerWebApp } from './plugins/web-app.js';

/** What the start tells the person who started the shop (`startBanner`). */
export interface ShopStart {
  /** Whether this start seeded the demo shop into an empty database. */
  demoSeeded: boolean;
  /** The code the first account must give, while the shop has no approved admin; null when it has one. */
  setupCode: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    shopStart: ShopStart;
  }
}

/** Fastify's types take no hop count, but a function of the hop does the same as proxy-addr's number. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The port the server listens on; before it listens (or with `inject` only), the configured one. */
export function listeningPort(app: FastifyInstance, configured: number): number {
  const address = app.server.address();
  return address !== null && typeof address === 'object' ? address.port : configured;
}

/** Builds the whole server on an open database: plugins, then each module's routes, listed explicitly. */
export async function buildApp(
  config: Config,
  database: Db,
  options: {
    logStream?: { write(line: string): void };
    clock?: Clock;
    /** The first account's setup code (`newSetupCode`, a new one each start, unless a test chooses it). */
    setupCode?: string;
  } = {},
): Promise<FastifyInstance> {
  const shortPaths = createShortPaths();
  const destination = config.LOG_FORMAT === 'pretty' ? prettyStream(options.logStream ?? process.stdout) : options.logStream;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Keys, tickets, tokens and mobile numbers in a request's URL, hidden by pino's redaction: the
      // censor keeps the rest of the URL readable.
      redact: { paths: ['req.url'], censor: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) },
      hooks: { logMethod: quietLogNoise({ terminal: config.LOG_FORMAT === 'pretty' }) },
      ...(destination ? { stream: destination } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }), // one line per request instead, from registerRequestLog
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    frameworkErrors,
    serverFactory: shortPaths.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerPrivateAnswers(app);
  registerEmptyNotModified(app);
  registerTextGuard(app);

  const { db } = database;
  const setupCode = options.setupCode ?? newSetupCode();
  const auth = createAuthService(db, { sessionTtlHours: config.SESSION_TTL_HOURS, setupCode });
  const { demoSeeded } = await prepareDatabase(database, config, (email, password) => auth.ensureAdmin(email, password));
  app.decorate('shopStart', { demoSeeded, setupCode: (await auth.setupCodeRequired()) ? setupCode : null });
  const customerMessageConfig = readCustomerMessageConfig(config);
  const signInCodes = createSignInCodeSender(customerMessageConfig, {
    whatsappTemplate: config.WHATSAPP_CODE_TEMPLATE,
    whatsappLanguage: config.WHATSAPP_CODE_LANGUAGE,
    smsTemplateId: config.MSG91_CODE_TEMPLATE_ID ?? null,
    smsTemplateIdHi: config.MSG91_CODE_TEMPLATE_ID_HI ?? null,
  });
  const settings = createSettingsService(db, {
    customerSignIn: signInCodes.channels.length > 0,
    phoneChannels: { whatsapp: customerMessageConfig.whatsapp !== null, sms: customerMessageConfig.sms !== null },
    clock: options.clock ?? systemClock,
  });
  await settings.ensureSeeded({
    name: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    address: config.SHOP_ADDRESS,
    timeZone: config.SHOP_TIMEZONE,
  });

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  if (config.RATE_LIMIT) {
    const counters = rateLimitBackend(config, database);
    app.addHook('onClose', () => counters.close());
    await app.register(rateLimit, { global: false, ...counters.options });
  }
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 } });
  await registerOpenApi(app, config.SHOP_NAME);
  registerAuth(app, auth);

  registerHealth(app, database);
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  await app.register(shopRoutes(settings));
  await app.register(settingsRoutes(settings));
  const media = createMediaService(db, {
    cacheBytes: config.MEDIA_CACHE_MB * 1024 * 1024,
    onRead: metrics.mediaRead,
    onEncoded: metrics.mediaEncoded,
  });
  metrics.measureMediaCache(media.cacheStats);
  const categories = createCategoriesService(db);
  const products = createProductsService(db, { categories, media, onCatalogueBuilt: metrics.catalogueRebuilt });
  if (database.engine === 'postgres' && config.DATABASE_URL) {
    const sync = syncCatalogueAcrossInstances(config.DATABASE_URL, products, app.log);
    app.addHook('onClose', () => sync.close());
  }
  const notificationSettings = readNotificationSettings(config);
  const notifications = createNotificationsService({
    db,
    engine: database.engine,
    channels: configuredChannels(notificationSettings),
  });
  metrics.measureBacklog(async () => {
    const { undispatched, channels } = await notifications.health();
    return {
      undispatched,
      waiting: channels.filter((c) => c.configured).map((c) => ({ channel: c.channel, n: c.pending + c.retrying })),
    };
  });
  const outlets = createOutletsService(db, { settings });
  const invoices = createInvoicesService(db, database.engine, settings, outlets);
  const customerMessages = createCustomerMessagesService({
    db,
    engine: database.engine,
    settings,
    config: customerMessageConfig,
  });
  const backInStock = createBackInStockService(db, { customerMessages });
  const stock = createStockService(db, { products, outlets, restocks: backInStock });
  const offers = createOffersService(db);
  const razorpaySettings = readRazorpaySettings(config);
  const razorpay = razorpaySettings ? createRazorpayClient(razorpaySettings) : null;
  const slots = createSlotsService({ db, settings, outlets, clock: options.clock ?? systemClock });
  const orders = createOrdersService({
    db,
    products,
    notifications,
    settings,
    customerMessages,
    stock,
    offers,
    slots,
    clock: options.clock ?? systemClock,
    onlinePayments: razorpay !== null,
  });
  // Before any route about one order is registered: the hook reaches only routes added after it.
  registerOrderScope(app, orders);
  const counter = createCounterService(db, settings);
  const shifts = createShiftsService(db, invoices, outlets);
  const placeOrder = createPlaceOrder({
    db,
    products,
    settings,
    outlets,
    idempotency: createIdempotencyService(db),
    stock,
    offers,
    customerMessages,
    notifications,
    invoices,
    slots,
    counterItems: counter.findItems,
    shifts,
    onPlaced: metrics.orderPlaced,
    clock: options.clock ?? systemClock,
  });
  const payments = createPaymentsService({
    db,
    client: razorpay,
    notifications,
    announceUpdate: (trx, orderId) => orders.announceUpdate(trx, orderId),
    log: app.log.child({ module: 'payments' }),
  });
  const contact = createContactService({ db, notifications });
  const customerSignIn = createCustomerSignInService({
    db,
    sender: signInCodes,
    clock: options.clock ?? systemClock,
    log: app.log.child({ module: 'customer-sign-in' }),
  });
  registerCustomerAuth(app, customerSignIn);
  await app.register(authRoutes(auth, outlets));
  await app.register(productsRoutes(products));
  // The cached catalogue, answered before Fastify's pipeline (plugins/short-paths.ts); the routes above stay the reference.
  shortPaths.add('/api/catalogue', () => products.cachedCatalogue('subcategories'));
  shortPaths.add('/catalogue', () => products.cachedCatalogue('subCategories'));
  shortPaths.use({ recorder: metrics.requestRecorder, log: app.log, directClients: config.TRUST_PROXY === false });
  app.addHook('preClose', () => shortPaths.close());
  await app.register(categoriesRoutes(categories));
  await app.register(mediaRoutes(media));
  await app.register(slotsRoutes(slots));
  // Web and phone orders share the instance's places: past them, a 503 with Retry-After at once.
  const ordersInFlight = createInFlightLimit(config.ORDERS_IN_FLIGHT_MAX);
  metrics.measureOrdersInFlight(ordersInFlight.running);
  await app.register(placeOrderRoutes(placeOrder, ordersInFlight));
  await app.register(ordersRoutes(orders, payments));
  const refunds = createRefundsService({
    db,
    products,
    stock,
    settings,
    creditNotes: invoices,
    shifts,
    clock: options.clock ?? systemClock,
  });
  await app.register(counterRoutes(placeOrder, counter, shifts, refunds, customerMessages));
  await app.register(shiftsRoutes(shifts));
  await app.register(stockRoutes(stock));
  await app.register(backInStockRoutes(backInStock));
  await app.register(offersRoutes(offers, (request) => orders.checkOffer(request)));
  await app.register(outletsRoutes(outlets));
  await app.register(paymentsRoutes(orders, payments, notificationSettings.publicUrl));
  if (razorpay) await app.register(razorpayWebhookRoutes(razorpay, payments));
  await app.register(invoicesRoutes(orders, invoices));
  await app.register(contactRoutes(contact));
  await app.register(
    customersRoutes(customerSignIn, createCustomersService({ db, orders, timeZone: () => settings.timeZone() })),
  );
  const reports = createReportsService(db, {
    timeZone: () => settings.timeZone(),
    slotsToday: () => slots.today(),
    outlets: () => outlets.list(),
    clock: options.clock ?? systemClock,
  });
  await app.register(reportsRoutes(reports));
  await app.register(gstReturnsRoutes(createGstReturnsService(db, { invoices, settings, outlets })));
  await app.register(
    notificationsPlugin({
      database,
      settings: notificationSettings,
      notifications,
      auth,
      shop: { shopName: () => settings.shopName(), orderInvoicePdf: (orderId) => invoices.pdfIfIssued(orderId) },
      onDeliveryOutcome: metrics.deliveryAttempted,
      workers: razorpay ? [createPaymentsWorker(payments)] : [],
      publicUrlSet: Boolean(config.PUBLIC_URL),
    }),
  );
  await app.register(customerMessagesRoutes(customerMessages));
  await app.register(
    customerMessagesPlugin({
      database,
      messages: customerMessages,
      notifications,
      config: customerMessageConfig,
      retry: notificationSettings.retry,
      pollMs: notificationSettings.pollMs,
    }),
  );
  const cartReminders = createCartRemindersService({ db, engine: database.engine, settings, clock: options.clock ?? systemClock });
  await app.register(cartRemindersRoutes(cartReminders));
  await app.register(
    cartReminderSenderPlugin({
      database,
      reminders: cartReminders,
      sender:
        customerMessageConfig.whatsapp || customerMessageConfig.sms
          ? createPhoneMessageSender(customerMessageConfig, customerMessages)
          : null,
      publicUrl: customerMessageConfig.publicUrl,
      retry: notificationSettings.retry,
      pollMs: config.CART_REMINDER_POLL_MS,
      timeoutMs: customerMessageConfig.timeoutMs,
      clock: options.clock ?? systemClock,
    }),
  );
  const dailySummary = createDailySummary({
    db,
    reports,
    notifications,
    settings,
    outlets,
    clock: options.clock ?? systemClock,
    log: app.log.child({ module: 'daily-summary' }),
  });
  app.addHook('onReady', () => dailySummary.start());
  app.addHook('preClose', () => dailySummary.stop());

  const siteOrigin = createSiteOrigin(config.PUBLIC_URL, () => listeningPort(app, config.PORT));
  await app.register(feedsRoutes(createFeedsService(db, { products, media, settings, origin: siteOrigin })));
  const shareMeta = createShareMetaService({
    products,
    settings,
    origin: siteOrigin,
    pageScripts: readPageScripts(config.webDistDir),
  });
  registerShareMetaRoutes(app, shareMeta);

  await registerWebApp(app, config.webDistDir, (template, request) => shareMeta.page(template, request));
  return app;
}
