import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';

describe('telephony configuration', () => {
  it('uses the simulator unless both Twilio credentials are set', () => {
    expect(loadConfig({}).telephony).toEqual({
      twilio: undefined,
      simulator: { vettingSeconds: 60, deliverySeconds: 4, ringSeconds: 3 },
    });
    const sid = `AC${'a'.repeat(32)}`;
    const live = loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token' });
    expect(live.telephony.twilio).toEqual({ accountSid: sid, authToken: 'token' });
    expect(
      loadConfig({
        SIMULATOR_VETTING_SECONDS: '0',
        SIMULATOR_DELIVERY_SECONDS: '1.5',
        SIMULATOR_RING_SECONDS: '0',
      }).telephony.simulator,
    ).toEqual({ vettingSeconds: 0, deliverySeconds: 1.5, ringSeconds: 0 });
  });

  it('refuses one credential without the other, and an account sid that is not one', () => {
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      /starts with AC/,
    );
    expect(() => loadConfig({ SIMULATOR_VETTING_SECONDS: '-1' })).toThrow(/SIMULATOR_VETTING_SECONDS/);
  });
});
