import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { ENQUIRY_TITLES, type EnquiryKind, type EnquiryReceipt } from '../../../shared/types/enquiry.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { MailService } from '../mail/mail.service.js';
import { enquiryReceivedMail } from '../mail/templates/enquiry-received.js';
import type { CreateEnquiryDto } from './dto/create-enquiry.dto.js';
import { enquiries } from './enquiries.schema.js';

@Injectable()
export class EnquiriesService {
  private readonly logger = new Logger(EnquiriesService.name);

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores the message and queues the sender's confirmation in one transaction. A filled honeypot
   * gets the same answer as a person, so a bot learns nothing, but nothing is stored or sent.
   */
  async submit(input: CreateEnquiryDto): Promise<EnquiryReceipt> {
    if (input.website && input.website.trim() !== '') {
      this.logger.warn(`Dropped a ${input.kind} enquiry that filled the honeypot`);
      return { reference: 'received' };
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enquiries)
        .values({
          kind: input.kind,
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone?.trim() || null,
          organisation: input.organisation?.trim() || null,
          countryCode: input.countryCode?.toUpperCase() ?? null,
          subject: input.subject?.trim() || null,
          message: input.message.trim(),
        })
        .returning({ id: enquiries.id });
      if (!row) throw new Error('Enquiry insert returned nothing');
      const reference = row.id.slice(0, 8).toUpperCase();
      const title = ENQUIRY_TITLES[input.kind];
      await this.mail.enqueue(tx, {
        to: input.email,
        kind: `enquiry-${input.kind}`,
        ...enquiryReceivedMail({ name: input.name.trim(), title, reference, message: input.message.trim() }, this.config),
      });
      return { reference };
    });
  }

  /** The newest stored enquiries of one kind (e.g. collection-agent nominations for the back office). */
  async ofKind(kind: EnquiryKind, limit = 200) {
    return this.db.select().from(enquiries).where(eq(enquiries.kind, kind)).orderBy(desc(enquiries.createdAt)).limit(limit);
  }

  /** One stored enquiry of one kind, or undefined. */
  async findOfKind(kind: EnquiryKind, id: string, executor: DbExecutor = this.db) {
    const [row] = await executor
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.kind, kind), eq(enquiries.id, id)));
    return row;
  }
}
