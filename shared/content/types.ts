/** Marketing and help pages as data, rendered by one component so every page has the same structure. */
export interface Card {
  title: string;
  text: string;
  to?: string;
  linkLabel?: string;
  /** Shown only in this storefront (e.g. innovative products, which only Australia sells). */
  onlyIn?: 'AU';
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Block {
  heading: string;
  /** Paragraphs of plain text. */
  text?: string[];
  list?: string[];
  cards?: Card[];
  /** Numbered steps, each a title and its explanation. */
  steps?: Card[];
  faqs?: Faq[];
  /** A table: first row is the header. */
  table?: string[][];
}

export interface Claim {
  figure: string;
  label: string;
}

export interface ContentPageData {
  path: string;
  /** Page title (without the site name) and meta description: unique per page. */
  title: string;
  description: string;
  heading: string;
  lead: string;
  claims?: Claim[];
  actions?: Array<{ label: string; to: string }>;
  blocks: Block[];
}
