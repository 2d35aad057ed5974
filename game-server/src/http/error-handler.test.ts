import { ERROR_CODES, ERROR_MESSAGES, type ApiError } from '@bluffle/shared-schema';
import type { Request, Response } from 'express';
import pino from 'pino';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import { apiNotFound, errorHandler } from './error-handler';

interface Answer {
  status: number;
  body: ApiError;
}

/** Runs the handler on `error` and reads back what it answered. */
function answerFor(error: unknown): Answer {
  const answer: Partial<Answer> = {};
  const response = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: ApiError) {
      answer.body = body;
      return response;
    },
  };
  const request = { method: 'GET', originalUrl: '/api/test' } as Request;
  errorHandler(pino({ level: 'silent' }))(error, request, response as unknown as Response, () => undefined);
  return answer as Answer;
}

describe('errorHandler', () => {
  it.each([
    [new BadRequestError('Bad.'), 400, 'bad-request'],
    [new UnauthorizedError('Sign in.'), 401, 'unauthorized'],
    [new ForbiddenError('Not yours.'), 403, 'forbidden'],
    [new NotFoundError('Gone.'), 404, 'not-found'],
    [new ConflictError('Twice.'), 409, 'conflict'],
  ])('answers %s with its status and the class’s default code', (error, status, code) => {
    expect(answerFor(error)).toEqual({ status, body: { error: error.message, code } });
  });

  it.each([
    [new BadRequestError('name: too long', ERROR_CODES.validationFailed), 400],
    [new UnauthorizedError('Please sign in first.', ERROR_CODES.unauthorized), 401],
    [new ForbiddenError(ERROR_MESSAGES.missingPlayerToken, ERROR_CODES.missingPlayerToken), 403],
    [new NotFoundError(ERROR_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound), 404],
    [new ConflictError('Round 2 is already over.', ERROR_CODES.roundOver), 409],
  ])('keeps the code a throw site gave: %s', (error, status) => {
    expect(answerFor(error)).toEqual({ status, body: { error: error.message, code: error.code } });
  });

  it('answers body-parser failures with their own codes', () => {
    expect(answerFor({ type: 'entity.too.large', status: 413, message: 'too large' })).toEqual({
      status: 413,
      body: { error: ERROR_MESSAGES.bodyTooLarge, code: 'body-too-large' },
    });
    expect(answerFor({ type: 'entity.parse.failed', status: 400, message: 'Unexpected token' })).toEqual({
      status: 400,
      body: { error: ERROR_MESSAGES.invalidJson, code: 'invalid-json' },
    });
    expect(
      answerFor({ type: 'charset.unsupported', status: 415, expose: true, message: 'bad charset' }),
    ).toEqual({ status: 415, body: { error: 'bad charset', code: 'bad-request' } });
  });

  it('answers anything unexpected 500 internal, without its message', () => {
    expect(answerFor(new Error('database password is hunter2'))).toEqual({
      status: 500,
      body: { error: ERROR_MESSAGES.internal, code: 'internal' },
    });
  });
});

describe('apiNotFound', () => {
  it('answers 404 with the not-found-route code', () => {
    const response = {
      status: jest.fn().mockReturnThis(),
      json: jest.fn().mockReturnThis(),
    };
    apiNotFound({} as Request, response as unknown as Response, () => undefined);
    expect(response.status).toHaveBeenCalledWith(404);
    expect(response.json).toHaveBeenCalledWith({
      error: ERROR_MESSAGES.notFoundRoute,
      code: ERROR_CODES.notFoundRoute,
    });
  });
});
