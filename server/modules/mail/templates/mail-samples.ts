import { KIT_STATUSES } from '../../../../shared/kit-lifecycle.js';
import { accountConfirmEmailMail } from './account-confirm-email.js';
import { accountResetPasswordMail } from './account-reset-password.js';
import { acmFormsMail } from './acm-forms.js';
import { advanceOrderDispatchedMail } from './advance-order-dispatched.js';
import { animalSharedMail } from './animal-shared.js';
import { animalTransferDecidedMail } from './animal-transfer-decided.js';
import { animalTransferOfferedMail } from './animal-transfer-offered.js';
import { enquiryReceivedMail } from './enquiry-received.js';
import { KIT_MAILS } from './kit-mails.js';
import type { MailSite, RenderedMail } from './layout.js';
import { orderPaidMail } from './order-paid.js';
import { orderPlacedMail } from './order-placed.js';
import { paymentReminderMail } from './payment-reminder.js';
import { reportSentMail } from './report-sent.js';

export interface SampleMail {
  /** The outbox kind the shop queues this template under. */
  kind: string;
  to: string;
  mail: RenderedMail;
}

const BREEDER = 'breeder@demo.petdna.example';
const OWNER = 'owner@demo.petdna.example';
const VET = 'vet@demo.petdna.example';
const AU_BANK = (reference: string) => ({
  accountName: 'Pet DNA Lab Pty Ltd',
  bank: 'Commonwealth Bank of Australia',
  lines: [
    { label: 'BSB', value: '062-000' },
    { label: 'Account number', value: '1234 5678' },
  ],
  reference,
});

/**
 * One mail of every template with realistic data: the demo outbox shows them in the back office, and
 * the template tests and screenshots render them.
 */
export function sampleMails(site: MailSite): SampleMail[] {
  const kit = { barcode: 'PD-2611-4821', animalName: 'Tilly', ownerName: 'Bella Hartley', animalId: 1 };
  return [
    {
      kind: 'account-confirm-email',
      to: OWNER,
      mail: accountConfirmEmailMail({ name: 'Oliver Nguyen', token: 'sample-confirm-token' }, site),
    },
    {
      kind: 'account-reset-password',
      to: OWNER,
      mail: accountResetPasswordMail({ name: 'Oliver Nguyen', token: 'sample-reset-token' }, site),
    },
    {
      kind: 'order-placed',
      to: BREEDER,
      mail: orderPlacedMail(
        {
          firstName: 'Bella',
          number: 'AU-100482',
          total: 'A$289.00',
          due: '10/12/2026',
          payment: {
            method: 'EFT',
            bank: {
              accountName: 'Pet DNA Lab Pty Ltd',
              bank: 'Commonwealth Bank of Australia',
              lines: [
                { label: 'BSB', value: '062-000' },
                { label: 'Account number', value: '1234 5678' },
              ],
              reference: 'AU-100482',
            },
          },
          accountOrder: true,
        },
        site,
      ),
    },
    {
      kind: 'order-placed',
      to: VET,
      mail: orderPlacedMail(
        {
          firstName: 'Vera',
          number: 'AU-100490',
          total: 'A$129.00',
          due: '26/12/2026',
          payment: { method: 'INV' },
          accountOrder: true,
        },
        site,
      ),
    },
    {
      kind: 'payment-reminder-due-soon',
      to: BREEDER,
      mail: paymentReminderMail(
        {
          firstName: 'Bella',
          number: 'AU-100482',
          stage: 'due-soon',
          method: 'EFT',
          total: 'A$289.00',
          due: '10/12/2026',
          bank: AU_BANK('AU-100482'),
          accountOrder: true,
        },
        site,
      ),
    },
    {
      kind: 'payment-reminder-overdue',
      to: VET,
      mail: paymentReminderMail(
        {
          firstName: 'Vera',
          number: 'AU-100455',
          stage: 'overdue',
          method: 'INV',
          total: 'A$214.50',
          due: '20/11/2026',
          bank: AU_BANK('AU-100455'),
          accountOrder: true,
        },
        site,
      ),
    },
    {
      kind: 'order-paid',
      to: BREEDER,
      mail: orderPaidMail(
        {
          firstName: 'Bella',
          number: 'AU-100481',
          total: 'A$257.50',
          lines: [
            { label: '1 × Labrador Retriever Full Breed Profile', amount: 'A$249.00' },
            { label: '1 × Exercise-Induced Collapse (EIC)', amount: 'A$45.00' },
          ],
          adjustments: [
            { label: 'Discount', amount: '−A$29.40' },
            { label: 'Standard post', amount: 'A$12.90' },
          ],
          includedTax: { label: 'GST', amount: 'A$23.41' },
          pointsEarned: 257,
          accountOrder: true,
        },
        site,
      ),
    },
    {
      kind: 'advance-order-dispatched',
      to: VET,
      mail: advanceOrderDispatchedMail(
        {
          firstName: 'Vera',
          number: 'SUP-000031',
          purchaseOrder: 'PO-7781',
          address: ['Dr Vera Clarke', 'Harbourside Veterinary Clinic', '12 Wharf Street', 'Sydney NSW 2000'],
          trackingNumber: 'AP 4471 2290 8811',
          lines: [
            { label: '2 × Clinic Sample Collection Kit (10 swabs)', amount: 'A$58.00' },
            { label: '1 × Patient submission forms', amount: 'free' },
          ],
          kitBarcodes: ['PD-2611-5001', 'PD-2611-5002'],
          invoiced: { number: 'AU-100491', total: 'A$58.00', due: '26/12/2026' },
        },
        site,
      ),
    },
    ...KIT_STATUSES.map((status) => ({
      kind: `kit-${status.replace(/_/g, '-')}`,
      to: BREEDER,
      mail: KIT_MAILS[status](
        {
          ...kit,
          animalName: status === 'allocated' ? null : kit.animalName,
          animalId: status === 'allocated' ? null : kit.animalId,
          expected: status === 'sample_received' || status === 'in_testing' ? '21/12/2026' : undefined,
        },
        site,
      ),
    })),
    {
      kind: 'animal-shared',
      to: OWNER,
      mail: animalSharedMail({ recipientName: 'Oliver Nguyen', fromName: 'Bella Hartley', animalName: 'Tilly' }, site),
    },
    {
      kind: 'animal-transfer-offered',
      to: OWNER,
      mail: animalTransferOfferedMail({ recipientName: 'Oliver Nguyen', fromName: 'Bella Hartley', animalName: 'Biscuit' }, site),
    },
    {
      kind: 'animal-transfer-accepted',
      to: BREEDER,
      mail: animalTransferDecidedMail({ recipientName: 'Bella Hartley', byName: 'Oliver Nguyen', accepted: true }, site),
    },
    {
      kind: 'animal-transfer-declined',
      to: BREEDER,
      mail: animalTransferDecidedMail({ recipientName: 'Bella Hartley', byName: 'Oliver Nguyen', accepted: false }, site),
    },
    {
      kind: 'enquiry-contact',
      to: OWNER,
      mail: enquiryReceivedMail(
        {
          name: 'Oliver Nguyen',
          title: 'Contact us',
          reference: '7F3A21C9',
          message: 'When will the results for Biscuit be ready?\nThe tracker says in testing.',
        },
        site,
      ),
    },
    {
      kind: 'acm-forms',
      to: BREEDER,
      mail: acmFormsMail(
        {
          name: 'Bella Hartley',
          reference: 'ACM-000012',
          animalNames: ['Tilly', 'Juno'],
          agentName: 'Dr Ines Ortega',
          agentClinic: 'Ballarat Vet Clinic',
        },
        site,
      ),
    },
    {
      kind: 'report-summary',
      to: BREEDER,
      mail: reportSentMail({ name: 'Bella Hartley', title: 'genetic summary report', barcode: kit.barcode }, site),
    },
  ];
}
