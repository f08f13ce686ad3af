import { z } from 'zod';

/**
 * `{ message }`: the answer of a request that only says what happened (a message sent, a sign-up,
 * a delete). The client shows the message as it is.
 */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/**
 * `{ message, code }`: the body of every error answer. The message is shown as it is; the code
 * (src/shared/error-codes.ts) is what a program compares, never the message.
 */
export const errorAnswer = z.object({ message: z.string(), code: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
