// The monitor domain's handlers (系统监控), by name: helpers stay out of the handler table.
export { actuatorMetrics } from './metrics.js';
export { actuatorHttptrace } from './http-trace.js';
export { sysActuatorRedisInfo, sysActuatorRedisKeysSize, sysActuatorRedisMemoryInfo } from './cache.js';
export { sysActuatorRedisQueryDiskInfo } from './disk.js';
