import { Body, Controller, Delete, Get, HttpCode, Param, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../common/access.js';
import { SignedInUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
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
  details(@SignedInUser() user: RequestUser) {
    return this.users.details(user);
  }

  @Put('user/me')
  updateMe(@SignedInUser() user: RequestUser, @Body() body: UpdateMeDto) {
    return this.users.updateMe(user, body);
  }

  @Put('user/me/state')
  updateState(@SignedInUser() user: RequestUser, @Body() body: UpdateStateDto) {
    return this.users.updateState(user, body.state);
  }

  @Put('user/me/animal-preset')
  animalPreset(@SignedInUser() user: RequestUser, @Body() body: AnimalPresetDto) {
    return this.users.setAnimalPreset(user, body.breed_ids);
  }

  @Put('user/me/change-password')
  changePassword(
    @Req() request: FastifyRequest,
    @SignedInUser() user: RequestUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: ChangePasswordDto,
  ) {
    return this.users.changePassword(request, reply, user, body);
  }

  @Get('sessions')
  listSessions(@Req() request: FastifyRequest, @SignedInUser() user: RequestUser) {
    return this.sessions.listOf(user, currentSessionOf(request));
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  async endSession(@SignedInUser() user: RequestUser, @Param('id') id: string) {
    await this.sessions.endOne(user, id);
  }
}
