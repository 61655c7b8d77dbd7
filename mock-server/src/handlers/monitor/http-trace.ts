// Actuator's /actuator/httptrace (请求追踪): the last requests the server answered, recorded by the trace plugin.
import { tracesOf } from '../../store/http-traces.js';
import type { Handler } from '../../types.js';

export const actuatorHttptrace: Handler<'actuatorHttptrace'> = (_input, { store }) => ({ traces: tracesOf(store) });
