export type AccountStatus = 'pending' | 'approved' | 'rejected';

/** A staff account as the accounts API answers it. */
export interface StaffAccount {
  id: number;
  email: string;
  status: AccountStatus;
  createdAt: string;
  approvedAt: string | null;
}

export const accountKeys = {
  all: ['accounts'] as const,
};
