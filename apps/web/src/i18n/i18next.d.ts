import 'i18next';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type catalogue from './locales/en/catalogue.json';
import type cart from './locales/en/cart.json';
import type checkout from './locales/en/checkout.json';
import type contact from './locales/en/contact.json';
import type account from './locales/en/account.json';
import type nav from './locales/en/nav.json';
import type food from './locales/en/food.json';
import type auth from './locales/en/auth.json';
import type admin from './locales/en/admin.json';
import type admin_accounts from './locales/en/admin-accounts.json';
import type admin_categories from './locales/en/admin-categories.json';
import type admin_customers from './locales/en/admin-customers.json';
import type admin_dashboard from './locales/en/admin-dashboard.json';
import type admin_messages from './locales/en/admin-messages.json';
import type admin_offers from './locales/en/admin-offers.json';
import type admin_orders from './locales/en/admin-orders.json';
import type admin_outlets from './locales/en/admin-outlets.json';
import type admin_paper from './locales/en/admin-paper.json';
import type admin_products from './locales/en/admin-products.json';
import type admin_settings from './locales/en/admin-settings.json';
import type counter from './locales/en/counter.json';
import type counter_shifts from './locales/en/counter-shifts.json';
import type drafts from './locales/en/drafts.json';
import type messages from './locales/hi/messages.json';

// Keys are checked against the English files (and `messages` against its Hindi, English being MESSAGES itself).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      catalogue: typeof catalogue;
      cart: typeof cart;
      checkout: typeof checkout;
      contact: typeof contact;
      account: typeof account;
      nav: typeof nav;
      food: typeof food;
      auth: typeof auth;
      admin: typeof admin;
      'admin-accounts': typeof admin_accounts;
      'admin-categories': typeof admin_categories;
      'admin-customers': typeof admin_customers;
      'admin-dashboard': typeof admin_dashboard;
      'admin-messages': typeof admin_messages;
      'admin-offers': typeof admin_offers;
      'admin-orders': typeof admin_orders;
      'admin-outlets': typeof admin_outlets;
      'admin-paper': typeof admin_paper;
      'admin-products': typeof admin_products;
      'admin-settings': typeof admin_settings;
      counter: typeof counter;
      'counter-shifts': typeof counter_shifts;
      drafts: typeof drafts;
      messages: typeof messages;
    };
  }
}
