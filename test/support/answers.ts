import { expect } from 'vitest';
import { errorOf, type Answer } from '../../fixtures/server/testing/http.ts';

/** The body of a 200 answer; any other status fails the test, with the body in the message. */
export const okBody = <T>(answer: Answer<T>): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** Fails the test unless the answer is the refusal `status` with the error `code`. */
export const expectRefused = (answer: Answer<unknown>, status: number, code: string): void => {
  expect([answer.status, errorOf(answer).code], JSON.stringify(answer.body)).toEqual([status, code]);
};
