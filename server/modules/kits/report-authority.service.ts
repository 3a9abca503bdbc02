import { Inject, Injectable } from '@nestjs/common';
import { paths } from '../../../shared/paths.js';
import type { ReportAuthentication } from '../../../shared/types/kits.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { normaliseCode, verificationCode } from './kits.rules.js';

/** Answers for a reference that is not a kit's barcode (a parentage report), or undefined when it is not its own. */
export type ReportVerifier = (reference: string, code: string) => Promise<ReportAuthentication | undefined>;

/**
 * The lab's signature on every report it issues, for the modules that issue reports of their own
 * (parentage): the same verification code and the same public check as the kits' reports. A module
 * registers a verifier for its references; report authentication asks it when no kit has the reference.
 */
@Injectable()
export class ReportAuthority {
  private readonly verifiers: ReportVerifier[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(record: unknown): string {
    return verificationCode(this.config.sessionSecret, record);
  }

  /** The stored code still signs the stored record (an edited row fails). */
  verifies(record: unknown, code: string, typed: string): boolean {
    return normaliseCode(typed) === code && this.sign(record) === code;
  }

  /** The address printed beside the QR code: report authentication with the reference and code filled in. */
  verifyUrl(reference: string, code: string): string {
    return `${this.config.publicUrl}${paths.reportAuthentication}?barcode=${encodeURIComponent(reference)}&code=${code}`;
  }

  register(verifier: ReportVerifier): void {
    this.verifiers.push(verifier);
  }

  async verifyElsewhere(reference: string, code: string): Promise<ReportAuthentication | undefined> {
    for (const verifier of this.verifiers) {
      const answer = await verifier(reference, code);
      if (answer) return answer;
    }
    return undefined;
  }
}
