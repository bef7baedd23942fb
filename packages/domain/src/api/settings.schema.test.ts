import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, shopSettingsSchema, type ShopSettingsInput } from './settings.schema.js';

const valid: ShopSettingsInput = {
  name: 'Halwai Sweets',
  phone: '9876543210',
  address: '12 Chandni Chowk, Delhi',
  openingHours: '8 AM to 10 PM',
  gstin: '27AAPFU0939F1ZV',
  fssai: '12345678901234',
  upiId: 'halwai.sweets@okaxis',
  upiPayee: 'Halwai Sweets',
  minimumOrder: 1000,
  invoicePrefix: 'HW',
  categories: [{ categoryId: 1, hsn: '1704', gstRate: 5 }],
};

const fieldMessage = (input: unknown, field: string) => {
  const result = shopSettingsSchema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
};

describe('shop settings', () => {
  it('accept a complete shop, and empty optional numbers', () => {
    expect(shopSettingsSchema.safeParse(valid).success).toBe(true);
    expect(shopSettingsSchema.safeParse({ ...valid, gstin: '', fssai: '', upiId: '', upiPayee: '' }).success).toBe(true);
  });

  it('name the field that is wrong', () => {
    expect(fieldMessage({ ...valid, gstin: '27AAPFU0939F1ZW' }, 'gstin')).toBe(SETTINGS_MESSAGES.gstin);
    expect(fieldMessage({ ...valid, fssai: '1234567890123' }, 'fssai')).toBe(SETTINGS_MESSAGES.fssai);
    expect(fieldMessage({ ...valid, upiId: 'halwai' }, 'upiId')).toBe(SETTINGS_MESSAGES.upiId);
    expect(fieldMessage({ ...valid, upiPayee: ' ' }, 'upiPayee')).toBe(SETTINGS_MESSAGES.payeeNeeded);
    expect(fieldMessage({ ...valid, phone: '98765' }, 'phone')).toBe(SETTINGS_MESSAGES.phone);
    expect(fieldMessage({ ...valid, minimumOrder: -1 }, 'minimumOrder')).toBe(SETTINGS_MESSAGES.minimumOrder);
    expect(fieldMessage({ ...valid, minimumOrder: 10.001 }, 'minimumOrder')).toBe(SETTINGS_MESSAGES.minimumOrder);
    expect(fieldMessage({ ...valid, categories: [{ categoryId: 1, hsn: '17', gstRate: 5 }] }, 'categories.0.hsn')).toBe(SETTINGS_MESSAGES.hsn);
    expect(fieldMessage({ ...valid, categories: [{ categoryId: 1, hsn: '1704', gstRate: 7 }] }, 'categories.0.gstRate')).toBe(SETTINGS_MESSAGES.gstRate);
  });

  it('accept a lower-case GSTIN and store it in capitals', () => {
    expect(shopSettingsSchema.parse({ ...valid, gstin: '27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
  });
});

describe('delivery settings', () => {
  it('accept pincodes and prefixes, a charge and an empty free-delivery value', () => {
    const input = { ...valid, deliveryEnabled: true, deliveryPincodes: ['110001', '1100*'], deliveryCharge: 40, freeDeliveryFrom: null, timeZone: 'Asia/Kolkata' };
    expect(shopSettingsSchema.safeParse(input).success).toBe(true);
  });

  it('name the field that is wrong', () => {
    expect(fieldMessage({ ...valid, deliveryPincodes: ['110001', '01100*'] }, 'deliveryPincodes.1')).toBe(
      'Delivery pincodes: "01100*" is neither a 6-digit pincode nor a prefix like 1100*',
    );
    expect(fieldMessage({ ...valid, deliveryEnabled: true, deliveryPincodes: [] }, 'deliveryPincodes')).toMatch(/^Delivery pincodes: add at least one/);
    expect(fieldMessage({ ...valid, deliveryCharge: -1 }, 'deliveryCharge')).toMatch(/^Delivery charge:/);
    expect(fieldMessage({ ...valid, deliveryCharge: 10.001 }, 'deliveryCharge')).toMatch(/^Delivery charge:/);
    expect(fieldMessage({ ...valid, freeDeliveryFrom: 200_000 }, 'freeDeliveryFrom')).toMatch(/^Free delivery from:/);
    expect(fieldMessage({ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone')).toMatch(/^Time zone:/);
  });
});
