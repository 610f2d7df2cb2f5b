import type { AccessToken } from '@groundwork/shared/contracts/voice';
import { createSimulatorClient } from '../api/simulator-client';
import type { CallDevice } from './call-device';
import { createSimulatorDevice } from './simulator-device';

/** The browser's calling device for the provider the access token names. */
export const createCallDevice = async (token: AccessToken): Promise<CallDevice> => {
  if (token.provider === 'twilio') {
    const { createTwilioDevice } = await import('./twilio-device');
    return createTwilioDevice(token.token);
  }
  return createSimulatorDevice(createSimulatorClient(token.token));
};
