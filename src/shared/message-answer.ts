import { z } from 'zod';

/**
 * `{ message }`: the answer of a request that only says what happened (a message sent, a sign-up,
 * a delete), and the body of every error answer. The client shows the message as it is.
 */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;
