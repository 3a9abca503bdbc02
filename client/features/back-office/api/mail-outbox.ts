import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.js';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The designed HTML part; null for a mail queued before the shop sent HTML. */
  html: string | null;
  kind: string;
  status: 'pending' | 'sent' | 'kept' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;

/** GET /api/admin/mail-outbox?status=…: the newest 50 mails, e.g. those that failed. */
export const mailOutboxQuery = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'mail-outbox', status],
    queryFn: () => apiGet<OutboxMail[]>(`/api/admin/mail-outbox${status ? `?status=${encodeURIComponent(status)}` : ''}`),
  });

export const useMailOutbox = (status: string) => useQuery(mailOutboxQuery(status));
