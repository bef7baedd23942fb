/** What a staff account may do: the owner runs everything; a cashier sells at the counter only. */
export const STAFF_ROLES = ['owner', 'cashier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A stored role; anything but `cashier` is the owner's, as every account was before roles. */
export const staffRoleOf = (stored: string): StaffRole => (stored === 'cashier' ? 'cashier' : 'owner');
