import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { COOKIES, COUNTRY_COOKIE_MAX_AGE_SECONDS } from '../../../shared/cookies.js';
import { Public } from '../../common/access.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { DismissCampaignPopupDto } from './dto/dismiss-campaign-popup.dto.js';
import { SetCountryCookieDto } from './dto/set-country-cookie.dto.js';
import { SetCurrencyCookieDto } from './dto/set-currency-cookie.dto.js';
import { SetUserTypeCookieDto } from './dto/set-user-type-cookie.dto.js';
import { StorefrontService } from './storefront.service.js';

/** Spec §9: the guest country lives 31 days, every other cookie 7. */
const DEFAULT_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

@Public()
@Controller()
export class StorefrontController {
  constructor(
    private readonly storefronts: StorefrontService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('storefront')
  visitor(@Ctx() ctx: RequestContext) {
    return this.storefronts.visitorStorefront(ctx);
  }

  @Post('cookie/country')
  @HttpCode(200)
  async country(@Body() body: SetCountryCookieDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const countryCode = await this.storefronts.shippingCountryCode(body.countryCode);
    this.setCookie(reply, COOKIES.country, countryCode, COUNTRY_COOKIE_MAX_AGE_SECONDS);
    return { countryCode };
  }

  /** Spec §4 "removeGuestCountry": forget the guest's country, e.g. after signing in. */
  @Delete('cookie/country')
  @HttpCode(204)
  forgetCountry(@Res({ passthrough: true }) reply: FastifyReply) {
    reply.clearCookie(COOKIES.country, { path: '/' });
    reply.clearCookie(COOKIES.currency, { path: '/' });
  }

  @Post('cookie/currency')
  @HttpCode(200)
  currency(@Body() body: SetCurrencyCookieDto, @Res({ passthrough: true }) reply: FastifyReply) {
    this.setCookie(reply, COOKIES.currency, body.currency, COUNTRY_COOKIE_MAX_AGE_SECONDS);
    return { currency: body.currency };
  }

  @Post('cookie/user-type')
  @HttpCode(200)
  userType(@Ctx() ctx: RequestContext, @Body() body: SetUserTypeCookieDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const userType = this.storefronts.userTypeToStore(ctx, body.userType);
    this.setCookie(reply, COOKIES.userType, userType, DEFAULT_COOKIE_MAX_AGE_SECONDS);
    return { userType };
  }

  @Post('cookie/campaign-popup')
  @HttpCode(200)
  campaignPopup(@Body() _body: DismissCampaignPopupDto, @Res({ passthrough: true }) reply: FastifyReply) {
    this.setCookie(reply, COOKIES.campaignPopupDismissed, 'true', DEFAULT_COOKIE_MAX_AGE_SECONDS);
    return { dismissed: true };
  }

  private setCookie(reply: FastifyReply, name: string, value: string, maxAge: number): void {
    reply.setCookie(name, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.publicUrl.startsWith('https:'),
      maxAge,
    });
  }
}
