// The logs domain's row type; the screen's call is the resource's (log-resource.ts).
import type { Schema } from '@/api/types';

export type SysLog = Schema<'SysLog'>;
