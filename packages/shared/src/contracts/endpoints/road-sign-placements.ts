import { endpoint } from '../endpoint';
import { placementDetailSchema, uploadQuerySchema } from '../road-sign-placements';

/** A sign's steps: multipart `file` (the photo) and the step's JSON field; each answers the placement. */
const step = <P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    query: uploadQuerySchema,
    form: true,
    reply: placementDetailSchema,
    status: 201,
  });

export const placementEndpoints = {
  install: step('/road-sign/placement/'),
  inspect: step('/road-sign/placement/inspection/'),
  remove: step('/road-sign/placement/removal/'),
};
