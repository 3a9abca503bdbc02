import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Admin, SignedIn, UserTypes } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import { Ctx, type RequestContext } from '../../common/request-context.js';
import type { RequestUser } from '../../common/request-user.js';
import { ParseIdPipe } from '../../common/validation.js';
import { ClubsService } from './clubs.service.js';
import {
  AddClubMemberDto,
  ClubAnimalsQueryDto,
  CreateClubDto,
  TransferClubAnimalsDto,
  WithdrawClubAccessDto,
} from './dto/club-access.dto.js';

/** Tool `club-access` (spec §7): what each of the member's clubs may read, and withdrawing it. */
@UserTypes('breeder', 'owner')
@Controller('tools/club-access')
export class ClubAccessController {
  constructor(private readonly clubs: ClubsService) {}

  @Get()
  list(@CurrentUser() user: RequestUser) {
    return this.clubs.access(user);
  }

  @Delete()
  @HttpCode(204)
  async withdraw(@CurrentUser() user: RequestUser, @Query() query: WithdrawClubAccessDto) {
    await this.clubs.withdraw(user, Number(query.animalId), query.clubId === undefined ? undefined : Number(query.clubId));
  }
}

/** POST /api/my/clubs/transfer-club-animals {animal_ids} (spec §7): share several animals with a club at once. */
@UserTypes('breeder', 'owner')
@Controller('my/clubs')
export class MyClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Post('transfer-club-animals')
  @HttpCode(201)
  grant(@CurrentUser() user: RequestUser, @Body() body: TransferClubAnimalsDto) {
    return this.clubs.grant(user, body.animal_ids, body.club_id);
  }
}

/** `/my/club-products`: products sold only to club members, at the club price (docs/decisions/0971). */
@UserTypes('breeder', 'owner')
@Controller('my/club-products')
export class MyClubProductsController {
  constructor(private readonly clubs: ClubsService) {}

  @Get()
  list(@Ctx() ctx: RequestContext, @CurrentUser() user: RequestUser) {
    return this.clubs.clubProducts(ctx, user);
  }
}

/** A club official's read-only view of what members shared with the club. */
@SignedIn()
@Controller('club')
export class ClubOfficialController {
  constructor(private readonly clubs: ClubsService) {}

  @Get('official')
  async official(@CurrentUser() user: RequestUser) {
    return { results: await this.clubs.officialClubs(user) };
  }

  @Get('animals')
  animals(@CurrentUser() user: RequestUser, @Query() query: ClubAnimalsQueryDto) {
    return this.clubs.sharedWithClub(user, Number(query.clubId));
  }
}

/** The lab creates clubs and links accounts to them as members or officials. */
@Admin()
@Controller('admin/clubs')
export class AdminClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Get()
  list(@CurrentUser() actor: RequestUser | undefined) {
    return this.clubs.listForAdmin(actor);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUser() actor: RequestUser | undefined, @Body() body: CreateClubDto) {
    return this.clubs.create(actor, body);
  }

  @Post(':id/members')
  @HttpCode(201)
  addMember(@CurrentUser() actor: RequestUser | undefined, @Param('id', ParseIdPipe) id: number, @Body() body: AddClubMemberDto) {
    return this.clubs.addMember(actor, id, body);
  }
}
