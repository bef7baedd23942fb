import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
export type { CartLine, Catalogue, Product } from '@halwai/domain';
import type { CartLine, Catalogue, Product } from '@halwai/domain';


export async function readCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.get('/api/catalogue');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Catalogue;
}

/** The first available item whose first variant costs at least `minRupees` (so one line can pass the minimum order). */
export function availableItem(catalogue: Catalogue, minRupees = 0, skip: number[] = []): Product {
  const item = catalogue.items.find((i) => i.isAvailable && i.prices[0]!.price >= minRupees && !skip.includes(i.id));
  if (!item) throw new Error(`no available item of at least ₹${minRupees}`);
  return item;
}

/** A cart line for the item's first variant. */
export function lineOf(item: Product, quantity: number, variant = item.prices[0]!): CartLine {
  return { id: item.id, name: item.name, price: variant.price, selectedWeight: variant.label, quantity, thumbnail: item.thumbnail };
}

/** A line of the item's first variant, enough of it to reach the ₹1000 minimum order. */
export function enoughOf(item: Product): CartLine {
  return lineOf(item, Math.ceil(1000 / item.prices[0]!.price));
}

/** Puts a cart in the browser's storage the way the shop saves it, then opens `path`. */
export async function openWithCart(page: Page, lines: CartLine[], path = '/cart') {
  await page.goto('/my-orders');
  await page.evaluate((cart) => localStorage.setItem('cartItems', JSON.stringify(cart)), lines);
  await page.goto(path);
}

export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as unknown);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Changes an item through the staff API (PUT /api/Products/{id}) and returns what it was before. */
export async function updateProduct(request: APIRequestContext, token: string, id: number, change: Partial<Product>): Promise<Product> {
  const current = (await (await request.get(`/get-product/${id}`)).json()) as Product;
  const { id: _id, ...body } = { ...current, ...change };
  const response = await request.put(`/api/Products/${id}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return current;
}

interface AdminOrder {
  id: number;
  customerName: string;
  orderTotal: number;
}

/** The orders placed under a customer name (each test uses its own name). */
export async function ordersOf(request: APIRequestContext, token: string, customerName: string): Promise<AdminOrder[]> {
  const response = await request.get(`/api/Orders/GetAllOrders?q=${encodeURIComponent(customerName)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as AdminOrder[]).filter((o) => o.customerName === customerName);
}

/** A customer name no other test uses. */
export const uniqueCustomer = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the cart page's customer form. */
export async function fillCustomer(page: Page, name: string, mobile: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
}

export const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
