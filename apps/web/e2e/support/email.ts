import { expect } from 'vitest';
import { readOutbox } from './browser';

/** The newest link to `to` containing `contains` from the development outbox, waiting for the e-mail. */
export const waitForEmailLink = async (baseURL: string, to: string, contains: string): Promise<string> => {
  const latestLink = async () =>
    (await readOutbox(baseURL))
      .filter((message) => message.to.toLowerCase().includes(to.toLowerCase()))
      .flatMap((message) => message.links)
      .filter((candidate) => candidate.includes(contains))
      .at(-1);
  await expect
    .poll(latestLink, { timeout: 15_000, message: `No e-mail to ${to} with a link containing ${contains}` })
    .toBeDefined();
  return (await latestLink())!;
};
