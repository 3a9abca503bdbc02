/** The public forms that write to the lab (spec §2 marketing pages). */
export const ENQUIRY_KINDS = [
  'contact',
  'research-application',
  'responsible-breeder-application',
  'collection-agent-nomination',
  'show-sponsorship',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** POST /api/enquiries body. `website` is a honeypot: people never see it, bots fill it in. */
export interface EnquiryRequest {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone?: string;
  organisation?: string;
  countryCode?: string;
  subject?: string;
  message: string;
  website?: string;
}

export interface EnquiryReceipt {
  reference: string;
}

export const ENQUIRY_TITLES: Record<EnquiryKind, string> = {
  contact: 'Contact us',
  'research-application': 'Research and innovation application',
  'responsible-breeder-application': 'Responsible Breeder Program application',
  'collection-agent-nomination': 'Collection agent nomination',
  'show-sponsorship': 'Show sponsorship request',
};
