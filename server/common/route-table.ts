import { type INestApplicationContext, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_KEY, type Access } from './access.js';

export interface RouteEntry {
  method: string;
  /** The full path as the router matches it, with `:param` placeholders, e.g. `/api/my/animals/:id`. */
  path: string;
  access: Access | undefined;
  controller: Type;
  handlerName: string;
  /** The classes of the handler's `@Body()` and `@Query()` parameters (DTOs), where declared. */
  body?: Type;
  query?: Type;
}

const BODY = 3;
const QUERY = 4;

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/** Every controller route of the app with its declared access: the one route table tests and checks read. */
export function routeTable(app: INestApplicationContext, globalPrefix = 'api'): RouteEntry[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const routes: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      if (!controller) continue;
      const prefixes = [reflector.get<string | string[]>(PATH_METADATA, controller) ?? ''].flat();
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const handlerName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[handlerName];
        if (!handler) continue;
        const paths = reflector.get<string | string[] | undefined>(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[reflector.get<RequestMethod>(METHOD_METADATA, handler)] ?? 'GET';
        const access = reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [handler, controller]);
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<
          string,
          { index: number }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', prototype, handlerName) ?? []) as Type[];
        const typeOf = (kind: number) => {
          const arg = Object.entries(args).find(([key]) => key.startsWith(`${kind}:`))?.[1];
          const type = arg ? types[arg.index] : undefined;
          return type && type !== Object && type !== String && type !== Number ? type : undefined;
        };
        for (const prefix of prefixes)
          for (const path of [paths].flat())
            routes.push({
              method,
              path: joinPath(globalPrefix, prefix, path),
              access,
              controller,
              handlerName,
              body: typeOf(BODY),
              query: typeOf(QUERY),
            });
      }
    }
  }
  return routes;
}

/** A route that declares no access would be refused at every call: the app does not start with one. */
export function refuseUndeclaredRoutes(app: INestApplicationContext): void {
  const undeclared = routeTable(app).filter((route) => !route.access);
  if (undeclared.length > 0)
    throw new Error(
      `Every route must declare who may call it (server/common/access.ts); these do not: ${undeclared
        .map((route) => `${route.method} ${route.path} (${route.controller.name}.${route.handlerName})`)
        .join(', ')}`,
    );
}
