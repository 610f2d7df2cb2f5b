import { createRequire } from 'node:module';
import type { Twilio } from 'twilio';
import type AccessTokenClass from 'twilio/lib/jwt/AccessToken';
import type VoiceResponseClass from 'twilio/lib/twiml/VoiceResponse';
import type { CallStatus, TelephonyPort, TwimlStep, VoiceAccountStatus } from './telephony.port.ts';

type VoicePort = Pick<
  TelephonyPort,
  | 'createSubaccount'
  | 'accountStatus'
  | 'createVoiceCredentials'
  | 'voiceAccessToken'
  | 'placeCall'
  | 'hangupCall'
  | 'voiceTwiml'
>;

const require = createRequire(import.meta.url);
/** One of the SDK's CommonJS modules, loaded when first needed. */
const load = <T>(path: string): T => require(path) as T;

const accountStatusOf = (status: string): VoiceAccountStatus =>
  status === 'suspended' ? 'suspended' : status === 'closed' ? 'closed' : 'active';

/**
 * The voice half of the Twilio adapter (docs/decisions/0045-voice.md). Everything of a campaign's calling happens
 * in its subaccount, reached with our (the parent's) credentials under `/Accounts/{subaccount}/…`: its API key,
 * its TwiML app, its calls. `client` builds the SDK's client on first use; tokens and TwiML load only the SDK's
 * small modules that make them, when first asked (docs/decisions/0043-test-speed.md).
 */
export const twilioVoice = (client: () => Promise<Twilio>): VoicePort => {
  const account = async (sid: string) => (await client()).api.v2010.accounts(sid);
  return {
    async createSubaccount(friendlyName) {
      const created = await (await client()).api.v2010.accounts.create({ friendlyName });
      return { sid: created.sid, authToken: created.authToken, status: accountStatusOf(created.status) };
    },

    async accountStatus(accountSid) {
      const found = await (await account(accountSid)).fetch();
      return { sid: found.sid, status: accountStatusOf(found.status) };
    },

    async createVoiceCredentials(accountSid, voiceUrl) {
      const key = await (
        await account(accountSid)
      ).newKeys.create({ friendlyName: 'Groundwork browser calling' });
      const app = await (
        await account(accountSid)
      ).applications.create({
        friendlyName: 'Groundwork phone banking',
        voiceUrl,
        voiceMethod: 'POST',
      });
      return { apiKeySid: key.sid, apiKeySecret: key.secret, twimlAppSid: app.sid };
    },

    voiceAccessToken({ accountSid, apiKeySid, apiKeySecret, twimlAppSid, identity, ttlSeconds }) {
      const AccessToken = load<typeof AccessTokenClass>('twilio/lib/jwt/AccessToken.js');
      const token = new AccessToken(accountSid, apiKeySid, apiKeySecret, { identity, ttl: ttlSeconds });
      token.addGrant(
        new AccessToken.VoiceGrant({ outgoingApplicationSid: twimlAppSid, incomingAllow: false }),
      );
      return token.toJwt();
    },

    async placeCall({ accountSid, from, to, url, twiml, statusCallback }) {
      const call = await (
        await account(accountSid)
      ).calls.create({
        from,
        to,
        ...(url ? { url, method: 'POST' } : {}),
        ...(twiml ? { twiml } : {}),
        ...(statusCallback
          ? {
              statusCallback,
              statusCallbackMethod: 'POST',
              statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
            }
          : {}),
      });
      return { sid: call.sid, status: call.status as CallStatus };
    },

    async hangupCall(accountSid, callSid) {
      await (await account(accountSid)).calls(callSid).update({ status: 'completed' });
    },

    voiceTwiml(steps: readonly TwimlStep[]) {
      const VoiceResponse = load<typeof VoiceResponseClass>('twilio/lib/twiml/VoiceResponse.js');
      const response = new VoiceResponse();
      for (const step of steps) {
        if ('say' in step) response.say(step.say);
        else if ('hangup' in step) response.hangup();
        else {
          const { callerId, number, statusCallback, timeLimitSeconds } = step.dial;
          response
            .dial({
              callerId,
              answerOnBridge: true,
              ...(timeLimitSeconds ? { timeLimit: timeLimitSeconds } : {}),
            })
            .number(
              statusCallback
                ? {
                    statusCallback,
                    statusCallbackMethod: 'POST',
                    statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
                  }
                : {},
              number,
            );
        }
      }
      return response.toString();
    },
  };
};
