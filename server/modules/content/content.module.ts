import { Module } from '@nestjs/common';
import { StorefrontModule } from '../storefront/storefront.module.js';
import { AdminContentController, ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { ContentAdminService } from './content-admin.service.js';

/**
 * News and blog articles and the shop frame's banners (issue 19 §4): read by the public site, edited in the
 * back office. Changes go out on the change channel's `content` topic (every node's guest pages and banners
 * follow); `ContentService` gives the sitemap its article paths.
 */
@Module({
  imports: [StorefrontModule],
  controllers: [ContentController, AdminContentController],
  providers: [ContentService, ContentAdminService],
  exports: [ContentService],
})
export class ContentModule {}
