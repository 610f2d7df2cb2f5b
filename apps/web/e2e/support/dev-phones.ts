import { z } from 'zod';
import { devPhoneSchema, type DevPhone } from '@groundwork/shared/contracts/dev-phones';

/** The development phones: every simulated voter phone's thread with the campaign's numbers. */
export const readPhones = async (baseURL: string): Promise<DevPhone[]> => {
  const response = await fetch(`${baseURL}/api/dev/phones`);
  if (!response.ok) throw new Error(`GET /api/dev/phones: ${String(response.status)}`);
  return z.array(devPhoneSchema).parse(await response.json());
};

/** One phone's thread (empty when it has none). */
export const threadOf = async (baseURL: string, number: string): Promise<DevPhone['messages']> =>
  (await readPhones(baseURL)).find((phone) => phone.number === number)?.messages ?? [];
