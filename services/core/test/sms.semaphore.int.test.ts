/** The Semaphore adapter against a local fake Semaphore: the form it posts, its answers and refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSemaphoreFake, type SemaphoreFake } from '../../../tests/fakes/semaphoreFake.js';
import { SmsSendError } from '../src/sms/port.js';
import { semaphoreSender } from '../src/sms/semaphore/semaphoreSender.js';
import { createSmsSender } from '../src/sms/senders.js';

const KEY = 'semaphore-fake-key';
let fake: SemaphoreFake;

beforeAll(async () => {
  fake = await startSemaphoreFake({ apiKey: KEY });
});
afterAll(async () => {
  await fake?.close();
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
};

describe('Semaphore', () => {
  it('posts apikey, the number written locally, the message and the sender name as a form; answers message_id', async () => {
    const sender = semaphoreSender({ baseUrl: fake.url, apiKey: KEY, senderName: 'HOMEREPAIR' });
    const sent = await sender.send({ to: '+639171234567', body: 'Reminder: aircon cleaning tomorrow.' });
    const last = fake.messages.at(-1)!;
    expect(sent.providerMessageId).toBe(String(last.message_id));
    expect(fake.requests.at(-1)).toEqual({ apikey: KEY, number: '09171234567', message: 'Reminder: aircon cleaning tomorrow.', sendername: 'HOMEREPAIR' });
    expect(last).toMatchObject({ recipient: '09171234567', sender_name: 'HOMEREPAIR', status: 'Queued' });
  });

  it('a wrong key is refused for good (no retry will help), with Semaphore’s own words', async () => {
    const error = await refusal(semaphoreSender({ baseUrl: fake.url, apiKey: 'wrong' }).send({ to: '+639171234567', body: 'x' }));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('apikey: The selected apikey is invalid.');
  });

  it('a number it does not take is refused for good', async () => {
    const error = await refusal(semaphoreSender({ baseUrl: fake.url, apiKey: KEY }).send({ to: '+6321234567', body: 'x' }));
    expect(error).toMatchObject({ retryable: false, status: 422 });
    expect(error.message).toContain('number: The number format is invalid.');
  });

  it('a rate limit (429) and a server error (500) are worth retrying; the next try goes through', async () => {
    const sender = semaphoreSender({ baseUrl: fake.url, apiKey: KEY });
    fake.failNext(1, 429);
    expect(await refusal(sender.send({ to: '+639171234567', body: 'x' }))).toMatchObject({ retryable: true, status: 429 });
    fake.failNext(1, 500);
    expect(await refusal(sender.send({ to: '+639171234567', body: 'x' }))).toMatchObject({ retryable: true, status: 500 });
    await expect(sender.send({ to: '+639171234567', body: 'x' })).resolves.toHaveProperty('providerMessageId');
  });

  it('an unreachable Semaphore is worth retrying', async () => {
    const error = await refusal(semaphoreSender({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY }).send({ to: '+639171234567', body: 'x' }));
    expect(error.retryable).toBe(true);
  });

  it('without a key, messages stay in the local outbox', () => {
    expect(createSmsSender({ SEMAPHORE_BASE_URL: fake.url, SEMAPHORE_API_KEY: undefined, SEMAPHORE_SENDER_NAME: undefined }).via).toBe('local-outbox');
    expect(createSmsSender({ SEMAPHORE_BASE_URL: fake.url, SEMAPHORE_API_KEY: KEY, SEMAPHORE_SENDER_NAME: undefined }).via).toBe('semaphore');
  });
});
