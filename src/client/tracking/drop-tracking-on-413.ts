import { isApiError } from '../api/http';

/**
 * Sends a body; when the server answers 413 (too large), or refuses the tracking data with a 400,
 * and the body carries tracking data, sends the same body again without it, so answers are never
 * lost to a recording.
 */
export async function sendDroppingTrackingOn413<TBody extends { trackingData?: unknown }, TResult>(
  send: (body: TBody) => Promise<TResult>,
  body: TBody,
): Promise<TResult> {
  try {
    return await send(body);
  } catch (error) {
    const refusedTracking =
      isApiError(error, 413) || (isApiError(error, 400) && error.message.includes('trackingData'));
    if (!refusedTracking || body.trackingData === undefined) throw error;
    const { trackingData: _dropped, ...rest } = body;
    return send(rest as TBody);
  }
}
