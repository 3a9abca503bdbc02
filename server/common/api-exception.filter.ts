import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, VALIDATION_STATUS } from '../../shared/api-error.js';
import { AppError, FieldErrors } from './app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The single place where any error becomes an HTTP response, in one shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();

    if (exception instanceof FieldErrors) {
      void reply.status(VALIDATION_STATUS).send({ errors: exception.errors });
      return;
    }
    const body = toErrorBody(exception, request.id);
    if (isDatabaseUnavailable(exception)) {
      // An outage, not a bug: one line without a stack, and the client is told when to try again.
      request.log.warn({ err: { message: (exception as Error).message.split('\n')[0] } }, 'Database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).status(body.statusCode).send(body);
      return;
    }
    if (body.statusCode >= 500) {
      // A deliberate 5xx (e.g. readiness while shutting down) is a state, not a bug: no stack.
      if (exception instanceof HttpException || exception instanceof AppError) {
        request.log.warn({ statusCode: body.statusCode }, body.message);
      } else {
        request.log.error({ err: exception }, 'Unhandled error');
      }
    }
    void reply.status(body.statusCode).send(body);
  }
}

export function toErrorBody(exception: unknown, requestId: string): ApiErrorBody {
  if (exception instanceof AppError) {
    return { statusCode: exception.status, error: reason(exception.status), message: exception.message, ...exception.details };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : reason(status);
    return { statusCode: status, error: reason(status), message, ...(status >= 500 ? { requestId } : {}) };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: reason(503),
      message: 'The shop cannot reach its database just now. Please try again in a moment.',
      requestId,
    };
  }
  const statusCode = fastifyStatusOf(exception);
  if (statusCode && statusCode < 500) {
    return { statusCode, error: reason(statusCode), message: (exception as Error).message };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    error: reason(500),
    message: 'Something went wrong on our side. Please try again shortly.',
    requestId,
  };
}

/** Fastify's own errors (body too large, bad JSON, wrong content type) carry a statusCode. */
function fastifyStatusOf(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function reason(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}
