/** A get-in-touch message as staff read it. */
export interface ContactMessage {
  id: number;
  name: string;
  phoneNumber: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

export const messageKeys = {
  all: ['contact-messages'] as const,
};
