/** Show bookings (issue 18 §3; decision 0929). */
export const SHOW_BOOKING_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type ShowBookingStatus = (typeof SHOW_BOOKING_STATUSES)[number];

export const SHOW_BOOKING_STATUS_LABELS: Record<ShowBookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

export interface ShowBooking {
  id: number;
  showName: string;
  showDate: string;
  venue: string;
  city: string;
  countryCode: string;
  expectedAnimals: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  notes: string | null;
  status: ShowBookingStatus;
  statusLabel: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The kits the lab sampled at the show (docs/decisions/0972): no owner details, no results. */
  samples: ShowSample[];
}

export interface ShowSample {
  barcode: string;
  animalName: string | null;
  breed: string | null;
  statusLabel: string;
}
