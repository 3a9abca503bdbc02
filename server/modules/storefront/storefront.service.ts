import { Inject, Injectable } from '@nestjs/common';
import { COOKIES } from '../../../shared/cookies.js';
import { resolveStorefront } from '../../../shared/storefront-resolution.js';
import { DEFAULT_STOREFRONT, STOREFRONTS, type StorefrontCode } from '../../../shared/storefronts.js';
import type { VisitorStorefront } from '../../../shared/types/storefront.js';
import { isUserType, type UserType } from '../../../shared/types/user.js';
import { SHELL_MSG } from '../../../shared/validation-messages.js';
import { FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import { GeoService } from '../geo/geo.service.js';

/** The visitor's storefront, user type and popup state, read from the signed-in user, cookies and headers. */
@Injectable()
export class StorefrontService {
  /** Countries are reference data, fixed for the life of the process (they change only with a release). */
  private servedCountries: Promise<Map<string, StorefrontCode>> | undefined;

  constructor(
    private readonly geo: GeoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async visitorStorefront(ctx: RequestContext): Promise<VisitorStorefront> {
    const served = await this.served();
    const user = ctx.user;
    const cookies = ctx.cookies;
    const edge = ctx.header(this.config.geoHeader);
    const acceptLanguage = ctx.header('accept-language');
    const resolved = resolveStorefront({
      userCountry: user?.countryCode,
      userCurrency: user?.currency,
      cookieCountry: cookies[COOKIES.country],
      cookieCurrency: cookies[COOKIES.currency],
      edgeCountry: typeof edge === 'string' ? edge : undefined,
      acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
      storefrontOf: (code) => served.get(code),
    });
    const storefront = resolved?.storefront ?? DEFAULT_STOREFRONT;
    const cookieType = cookies[COOKIES.userType];
    const userType: UserType = user?.userType ?? (isUserType(cookieType) ? cookieType : 'guest');
    return {
      storefront,
      countryCode: resolved?.countryCode ?? null,
      currency: resolved?.currency ?? STOREFRONTS[storefront].currency,
      locale: STOREFRONTS[storefront].locale,
      source: resolved?.source ?? 'default',
      needsCountryChoice: resolved === null,
      userType,
      signedIn: user !== undefined,
      campaignPopupDismissed: cookies[COOKIES.campaignPopupDismissed] === 'true',
    };
  }

  /** A country code fit for the country cookie: one we ship to, upper-cased; otherwise a 428. */
  async shippingCountryCode(code: string): Promise<string> {
    const upper = code.toUpperCase();
    if (!(await this.served()).has(upper)) throw new FieldErrors({ countryCode: SHELL_MSG.unknownCountry });
    return upper;
  }

  /** Spec §4: a signed-in non-guest user keeps their own type whatever is asked. */
  userTypeToStore(ctx: RequestContext, requested: UserType): UserType {
    const own = ctx.user?.userType;
    return own && own !== 'guest' ? own : requested;
  }

  private served(): Promise<Map<string, StorefrontCode>> {
    this.servedCountries ??= this.geo.listCountries().then((list) => new Map(list.map((c) => [c.code, c.storefront])));
    this.servedCountries.catch(() => {
      this.servedCountries = undefined;
    });
    return this.servedCountries;
  }
}
