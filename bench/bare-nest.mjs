// A reference beside the baseline: NestJS on Fastify with one controller answering what /api/health
// answers, and nothing else (no plugins, hooks, guards, logger). It shows what Nest's own routing costs,
// so the shop's ratio can be read against the ceiling Nest sets.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

class HealthController {
  health() {
    return { status: 'ok' };
  }
}
Reflect.decorate(
  [Get('health')],
  HealthController.prototype,
  'health',
  Object.getOwnPropertyDescriptor(HealthController.prototype, 'health'),
);
Reflect.decorate([Controller()], HealthController);

class BareModule {}
Reflect.decorate([Module({ controllers: [HealthController] })], BareModule);

const app = await NestFactory.create(BareModule, new FastifyAdapter(), { logger: false });
app.setGlobalPrefix('api');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
