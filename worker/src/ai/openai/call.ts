/**
 * @module ai/openai/call — one structured model call: chat completion with a JSON-schema response format,
 * parsed and validated; an invalid answer is asked for again once, then reported as a 502. SDK failures
 * become AiErrors with a sentence for the user (timeouts 504, an unreachable or overloaded service 503).
 */
import OpenAI from 'openai';
import type { z } from 'zod';
import { AI_ERROR_MESSAGES, AiError } from '../errors.js';
import { responseFormat } from './wire.js';

export interface JsonCall<T> {
  name: string;
  system: string;
  user: string;
  /** The shape asked of the model. */
  wire: z.ZodType;
  /** Turns the parsed wire object into the final value; throws (any error) when it is not acceptable. */
  accept: (value: unknown) => T;
  temperature?: number;
}

export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new AiError(AI_ERROR_MESSAGES.timeout, 504);
  }
  if (error instanceof OpenAI.APIConnectionError) return new AiError(AI_ERROR_MESSAGES.unavailable, 503);
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 429 || status >= 500) return new AiError(AI_ERROR_MESSAGES.unavailable, 503);
    return new AiError(AI_ERROR_MESSAGES.invalid, 502);
  }
  return new AiError(AI_ERROR_MESSAGES.invalid, 502);
}

class InvalidAnswer extends Error {}

function parseContent<T>(content: string | null | undefined, call: JsonCall<T>): T {
  if (!content) throw new InvalidAnswer('empty answer');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new InvalidAnswer('the answer is not JSON');
  }
  const wire = call.wire.safeParse(json);
  if (!wire.success)
    throw new InvalidAnswer(wire.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  try {
    return call.accept(wire.data);
  } catch (error) {
    throw new InvalidAnswer(error instanceof Error ? error.message : 'rejected');
  }
}

export async function callJson<T>(client: OpenAI, model: string, call: JsonCall<T>): Promise<T> {
  const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
    { role: 'system', content: call.system },
    { role: 'user', content: call.user },
  ];
  for (let attempt = 0; attempt < 2; attempt++) {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({
        model,
        messages,
        response_format: responseFormat(call.name, call.wire),
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      throw toAiError(error);
    }
    try {
      return parseContent(content, call);
    } catch (error) {
      if (!(error instanceof InvalidAnswer)) throw toAiError(error);
      // One more chance, telling the model what was wrong; a second bad answer is the user's 502.
      messages.push(
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `That answer was invalid (${error.message.slice(0, 300)}). Reply again with JSON that matches the schema exactly.`,
        },
      );
    }
  }
  throw new AiError(AI_ERROR_MESSAGES.invalid, 502);
}
