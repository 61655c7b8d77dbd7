// The positions domain's types; the screen's calls are the resource's (position-resource.ts).
import type { Schema } from '@/api/types';

export type Position = Schema<'SysPosition'>;
