import { Equals, IsOptional } from 'class-validator';
import { SHELL_MSG } from '../../../../shared/validation-messages.js';

/** The body may be empty; if it says anything, it says `dismissed: true`. */
export class DismissCampaignPopupDto {
  @IsOptional()
  @Equals(true, { message: SHELL_MSG.mustBeTrue })
  dismissed?: true;
}
