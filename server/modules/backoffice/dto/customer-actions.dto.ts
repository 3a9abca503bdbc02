import { IsBoolean, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { BACK_OFFICE_MSG } from '../../../../shared/validation-messages.js';
import { IsWholeNumber } from '../../../common/validation.js';

/** POST /api/admin/customers/{userId}/block: block or unblock, always with a reason for the audit log. */
export class SetBlockedDto {
  @IsBoolean({ message: BACK_OFFICE_MSG.blockedChoice })
  blocked: boolean;

  @IsString({ message: BACK_OFFICE_MSG.reasonRequired })
  @IsNotEmpty({ message: BACK_OFFICE_MSG.reasonRequired })
  @MaxLength(500, { message: BACK_OFFICE_MSG.reasonTooLong })
  reason: string;
}

/** POST /api/admin/customers/{userId}/emails: which link to send again. */
export class SendAccountEmailDto {
  @IsIn(['confirmation', 'password-reset'], { message: BACK_OFFICE_MSG.emailKind })
  kind: 'confirmation' | 'password-reset';
}

/** POST /api/admin/customers/{userId}/loyalty-points: points to add (or take, when negative), and why. */
export class AdjustPointsDto {
  @IsWholeNumber(-1_000_000, { message: BACK_OFFICE_MSG.points })
  points: number;

  @IsString({ message: BACK_OFFICE_MSG.reasonRequired })
  @Matches(/\S/, { message: BACK_OFFICE_MSG.reasonRequired })
  @MaxLength(500, { message: BACK_OFFICE_MSG.reasonTooLong })
  reason: string;
}
