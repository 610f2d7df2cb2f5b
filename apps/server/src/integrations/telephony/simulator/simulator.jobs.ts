import { z } from 'zod';
import { defineJob } from '../../../jobs/job.ts';

/** One delivery step of a simulated message (docs/decisions/0039-telephony.md): queued → sent → delivered. */
export const simulatedDeliveryJob = defineJob({
  name: 'telephony.simulated-delivery',
  payload: z.object({ sid: z.string(), status: z.enum(['sent', 'delivered', 'undelivered']) }),
  concurrency: 4,
  async handle(ctx, step, run) {
    if (!ctx.simulator) {
      run.log.warn({ sid: step.sid }, 'a simulated delivery step with no simulator configured: dropped');
      return;
    }
    await ctx.simulator.advance(step);
  },
});

/** A simulated call's next step (docs/decisions/0045-voice.md): its ring is over, its party acts. */
export const simulatedCallJob = defineJob({
  name: 'telephony.simulated-call',
  payload: z.object({ sid: z.string() }),
  concurrency: 4,
  async handle(ctx, { sid }, run) {
    if (!ctx.simulator) {
      run.log.warn({ sid }, 'a simulated call step with no simulator configured: dropped');
      return;
    }
    await ctx.simulator.advanceCall(sid);
  },
});
