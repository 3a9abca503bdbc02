import { MSG } from '../../../../shared/validation-messages.js';

export interface EnquiryFields {
  name: string;
  email: string;
  message: string;
}

/** The same rules the server applies, so most mistakes are caught before sending (spec §5 texts). */
export function validateEnquiry(fields: EnquiryFields): Partial<Record<keyof EnquiryFields, string>> {
  const errors: Partial<Record<keyof EnquiryFields, string>> = {};
  if (!fields.name.trim()) errors.name = MSG.required;
  const email = fields.email.trim();
  if (!email) errors.email = MSG.required;
  else if (email.length > 120) errors.email = MSG.emailMax120;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = MSG.emailInvalid;
  if (!fields.message.trim()) errors.message = MSG.required;
  return errors;
}
