import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '../../../shared/cookies.js';
import { Public } from '../../common/access.js';
import { AuthService } from './auth.service.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterBreederDto } from './dto/register-breeder.dto.js';
import { RegisterOwnerDto } from './dto/register-owner.dto.js';
import { RegisterVetDto } from './dto/register-vet.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { TokenDto } from './dto/token.dto.js';

const REGISTRATION_LIMIT = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('auth/login')
  @HttpCode(200)
  login(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: LoginDto) {
    return this.auth.login(request, reply, body);
  }

  /** POST only, so that no foreign page can sign anyone out with a link or an image (decision 0013). */
  @Post('auth/logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(request, reply);
    // Spec §4: signing out forgets every preference this browser kept.
    for (const name of [COOKIES.country, COOKIES.currency, COOKIES.userType]) reply.clearCookie(name, { path: '/' });
    return { signedOut: true };
  }

  @Get('auth/challenge')
  challenge() {
    return this.auth.challenge();
  }

  /** Answers only whether the address has an account; a handful per minute, so it cannot be harvested. */
  @Get('user/:email')
  @RouteConfig({ rateLimit: { max: 10, timeWindow: '1 minute' } })
  exists(@Param('email') email: string) {
    return this.auth.exists(email);
  }

  @Post('register')
  @HttpCode(201)
  @RouteConfig(REGISTRATION_LIMIT)
  registerOwner(@Body() body: RegisterOwnerDto) {
    return this.auth.register({ ...body, userType: 'owner' });
  }

  @Post('register/breeder')
  @HttpCode(201)
  @RouteConfig(REGISTRATION_LIMIT)
  registerBreeder(@Body() body: RegisterBreederDto) {
    return this.auth.register({ ...body, userType: 'breeder' });
  }

  @Post('register/vet')
  @HttpCode(201)
  @RouteConfig(REGISTRATION_LIMIT)
  registerVet(@Body() body: RegisterVetDto) {
    return this.auth.register({ ...body, userType: 'vet' });
  }

  @Post('register/confirm')
  @HttpCode(200)
  confirm(@Body() body: TokenDto) {
    return this.auth.confirmEmail(body.token);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 10, timeWindow: '10 minutes' } })
  forgotPassword(@Body() body: ForgotPasswordDto) {
    return this.auth.forgotPassword(body);
  }

  @Post('reset-password')
  @HttpCode(200)
  @RouteConfig({ rateLimit: { max: 10, timeWindow: '10 minutes' } })
  resetPassword(@Body() body: ResetPasswordDto) {
    return this.auth.resetPassword(body);
  }
}
