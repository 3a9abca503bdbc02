/** Approved collection agents (issue 18 §3; decision 0928). */
export const AGENT_KINDS = ['vet_clinic', 'vet_nurse', 'club_official', 'trained_agent'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const AGENT_KIND_LABELS: Record<AgentKind, string> = {
  vet_clinic: 'Veterinary clinic',
  vet_nurse: 'Veterinary nurse',
  club_official: 'Club official',
  trained_agent: 'Trained collection agent',
};

export interface CollectionAgent {
  id: number;
  name: string;
  kind: AgentKind;
  organisation: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string;
  phone: string | null;
  email: string | null;
}

/** GET /api/my/collection-agent: the signed-in agent's own entry in the register (decision 0973). */
export interface MyCollectionAgent extends CollectionAgent {
  approvedAt: string;
}

export interface CollectionAgentList {
  results: CollectionAgent[];
  count: number;
  next: number | null;
  previous: number | null;
}

/** A nomination sent through /resources/collection-agent-nomination, as the back office lists it. */
export interface AgentNomination {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  countryCode: string | null;
  qualification: string | null;
  message: string;
  createdAt: string;
  /** The kind the qualification suggests, for the approve form. */
  suggestedKind: AgentKind;
  /** The approved agent made from it, once approved. */
  agentId: number | null;
}
