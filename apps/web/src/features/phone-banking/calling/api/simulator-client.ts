import { z } from 'zod';
import { simulatedCallViewSchema, type SimulatedCallView } from '@groundwork/shared/contracts/voice';
import { apiClient } from '../../../../lib/api-client';
import type { CallParams } from '../device/call-device';

export const simulatedCallSchema = simulatedCallViewSchema;
export type SimulatedCall = SimulatedCallView;

/**
 * The simulator's voice client routes (registered only without Twilio credentials): the session's bearer
 * token as for every call, and the voice access token in `x-voice-token`.
 */
export const createSimulatorClient = (voiceToken: string) => {
  const headers = { 'x-voice-token': voiceToken };
  return {
    place: (params: CallParams) =>
      apiClient.request('/simulator/voice/calls', {
        method: 'POST',
        body: { params },
        headers,
        schema: simulatedCallSchema,
      }),
    read: (sid: string) =>
      apiClient.request(`/simulator/voice/calls/${encodeURIComponent(sid)}`, {
        headers,
        schema: simulatedCallSchema,
      }),
    hangUp: (sid: string) =>
      apiClient.request(`/simulator/voice/calls/${encodeURIComponent(sid)}/hangup`, {
        method: 'POST',
        headers,
        schema: simulatedCallSchema,
      }),
    sendDigits: (sid: string, digits: string) =>
      apiClient.request(`/simulator/voice/calls/${encodeURIComponent(sid)}/digits`, {
        method: 'POST',
        body: { digits },
        headers,
        schema: z.unknown(),
      }),
  };
};
export type SimulatorClient = ReturnType<typeof createSimulatorClient>;
