// The words of outlets (api/outlet.schema.ts and the rules that pick an order's outlet), zod-free so
// the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { named } from './message-params.js';

export const OUTLET_MESSAGES = {
  notFound: named(['id'], (id: number) => `Outlet with ID: ${id} not found.`),
  unknown: 'That outlet is not one of ours; choose another',
  nameTaken: 'Another outlet already has this name',
  noPickup: named(['name'], (name: string) => `${name} does not take pickup orders; choose delivery or another outlet`),
  noDelivery: named(['name', 'pincode'], (name: string, pincode: string) => `${name} does not deliver to ${pincode}`),
  email: 'Enter an email address like outlet@example.com, or leave it empty',
  notYours: 'Your account does not work at this outlet; choose one of yours',
  closed: 'That outlet is closed; choose another',
} as const;
