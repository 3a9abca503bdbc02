import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { ActivationService } from './activation.service.js';
import { ActivationAccountService } from './activation-account.service.js';
import {
  ActivateDto,
  ActivationProductsQueryDto,
  BarcodeEntryDto,
  BreedQueryDto,
  CheckBarcodesDto,
  PersonDto,
  PetDto,
  RegisterEmailDto,
} from './dto/activation.dto.js';

/** Barcode guesses are the abuse to stop: 20 checks per address per 10 minutes is plenty for a person. */
const BARCODE_LIMIT = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

/**
 * Kit activation (spec §7 "Kit activation"). The e-mail step signs a visitor in or creates their account;
 * everything after it needs a signed-in account.
 */
@SignedIn()
@Controller('activate')
export class ActivationController {
  constructor(
    private readonly activation: ActivationService,
    private readonly account: ActivationAccountService,
  ) {}

  /** Password guesses and address probing are limited like barcode guesses (the login throttle applies too). */
  @Public()
  @Post('register-email')
  @HttpCode(200)
  @RouteConfig(BARCODE_LIMIT)
  registerEmail(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: RegisterEmailDto) {
    return this.account.registerEmail(request, reply, body);
  }

  @Post('barcode')
  @HttpCode(200)
  @RouteConfig(BARCODE_LIMIT)
  barcode(@SignedInUser() user: RequestUser, @Body() body: CheckBarcodesDto) {
    return this.activation.checkBarcodes(user, body.barcodes, body.type);
  }

  @Post('enter-kit-barcode')
  @HttpCode(200)
  @RouteConfig(BARCODE_LIMIT)
  enterKitBarcode(@SignedInUser() user: RequestUser, @Body() body: BarcodeEntryDto) {
    return this.activation.checkBarcodes(user, body);
  }

  @Post('about-my-pet')
  @HttpCode(200)
  aboutMyPet(@SignedInUser() user: RequestUser, @Body() body: PetDto) {
    return this.activation.checkPet(user, body);
  }

  @Post('about-me')
  @HttpCode(200)
  aboutMe(@Body() body: PersonDto) {
    return { ok: true, person: body };
  }

  @Post('review')
  @HttpCode(200)
  @RouteConfig(BARCODE_LIMIT)
  async review(@SignedInUser() user: RequestUser, @Body() body: ActivateDto) {
    const barcodes = await this.activation.checkBarcodes(user, body.barcodes, body.type);
    const pet = await this.activation.checkPet(user, body.pet);
    return { ...barcodes, pet };
  }

  @Public()
  @Get('breed')
  breed(@Query() query: BreedQueryDto) {
    return this.activation.breed(Number(query.id));
  }

  @Public()
  @Get('products')
  products(@Query() query: ActivationProductsQueryDto) {
    return this.activation.products({
      typeId: query.productType ? Number(query.productType) : undefined,
      categoryId: query.categoryId ? Number(query.categoryId) : undefined,
    });
  }

  @Get()
  balance(@SignedInUser() user: RequestUser) {
    return this.activation.balance(user);
  }

  @Post()
  @HttpCode(201)
  @RouteConfig(BARCODE_LIMIT)
  activate(@SignedInUser() user: RequestUser, @Body() body: ActivateDto) {
    return this.activation.activate(user, body);
  }
}
