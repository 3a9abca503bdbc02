import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { Public } from '../../common/access.js';
import {
  ApproveTestOrderDto,
  AuthenticateTestPaymentDto,
  PayTestCardDto,
  TestPaymentSecretQuery,
} from './dto/test-payment-action.dto.js';
import { TestModeGateway } from './test-mode.gateway.js';

/**
 * The test-mode payment page's calls. The client secret is the capability, as with Stripe: whoever
 * created the payment hands it to the page. With provider keys configured no test payments exist, so
 * every call answers 404.
 */
@Public()
@Controller('payments/test')
export class TestPaymentsController {
  constructor(@Inject(TestModeGateway) private readonly gateway: TestModeGateway) {}

  @Get(':id')
  show(@Param('id') id: string, @Query() query: TestPaymentSecretQuery) {
    return this.gateway.view(id, query.secret);
  }

  @Post(':id/card')
  @HttpCode(200)
  payByCard(@Param('id') id: string, @Body() body: PayTestCardDto) {
    return this.gateway.confirmCard(id, body.secret, body.cardNumber);
  }

  @Post(':id/authentication')
  @HttpCode(200)
  authenticate(@Param('id') id: string, @Body() body: AuthenticateTestPaymentDto) {
    return this.gateway.authenticate(id, body.secret, body.passed);
  }

  @Post(':id/approval')
  @HttpCode(200)
  approve(@Param('id') id: string, @Body() body: ApproveTestOrderDto) {
    return this.gateway.approve(id, body.secret, body.funding);
  }
}
