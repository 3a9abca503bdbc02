import { Body, Controller, Delete, Get, HttpCode, Param, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { AppError } from '../../common/app-error.js';
import { type RequestUser, requestUserOf } from '../../common/request-user.js';
import { AnimalPresetDto } from './dto/animal-preset.dto.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { UpdateMeDto } from './dto/update-me.dto.js';
import { UpdateStateDto } from './dto/update-state.dto.js';
import { currentSessionOf, SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

/** The signed-in user's own account. The auth hook has already answered 401 to anyone else. */
@SignedIn()
@Controller('my')
export class MyAccountController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @Get('details')
  details(@Req() request: FastifyRequest) {
    return this.users.details(signedIn(request));
  }

  @Put('user/me')
  updateMe(@Req() request: FastifyRequest, @Body() body: UpdateMeDto) {
    return this.users.updateMe(signedIn(request), body);
  }

  @Put('user/me/state')
  updateState(@Req() request: FastifyRequest, @Body() body: UpdateStateDto) {
    return this.users.updateState(signedIn(request), body.state);
  }

  @Put('user/me/animal-preset')
  animalPreset(@Req() request: FastifyRequest, @Body() body: AnimalPresetDto) {
    return this.users.setAnimalPreset(signedIn(request), body.breed_ids);
  }

  @Put('user/me/change-password')
  changePassword(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: ChangePasswordDto,
  ) {
    return this.users.changePassword(request, reply, signedIn(request), body);
  }

  @Get('sessions')
  listSessions(@Req() request: FastifyRequest) {
    return this.sessions.listOf(signedIn(request), currentSessionOf(request));
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  async endSession(@Req() request: FastifyRequest, @Param('id') id: string) {
    await this.sessions.endOne(signedIn(request), id);
  }
}

function signedIn(request: FastifyRequest): RequestUser {
  const user = requestUserOf(request);
  if (!user) throw AppError.unauthorized();
  return user;
}
