// The posts domain's types; the screen's calls are the resource's (post-resource.ts).
import type { Schema } from '@/api/types';

export type Post = Schema<'SysPost'>;
