import { request } from './http';
import { PauseLimitsShape, type PauseLimitsRequest } from './shapes/pause-limits';

// The back office's pause limits (ours, not in the spec): the limits members pause by, and the server's defaults.

export const getPauseLimits = () => request('GET', '/api/operator/pause-limits', PauseLimitsShape, { beyondSpec: true });

export const savePauseLimits = (limits: PauseLimitsRequest) =>
  request('PUT', '/api/operator/pause-limits', PauseLimitsShape, { body: limits satisfies PauseLimitsRequest, beyondSpec: true });
