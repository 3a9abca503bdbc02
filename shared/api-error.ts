/** The one error body of the API (everything but validation). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A stable machine code, e.g. 79 for pending payments (spec §8). */
  code?: number | string;
  /** Title and content of a user-facing message definition (spec §3 "Cart message definition"). */
  title?: string;
  content?: string;
  otherInfo?: string;
  requestId?: string;
}

/** Validation failures: status 428, one message per field (spec §5, §8). */
export interface ApiValidationBody {
  errors: Record<string, string>;
}

export const VALIDATION_STATUS = 428;
