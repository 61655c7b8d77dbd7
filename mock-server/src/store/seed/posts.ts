// Seed data of the posts domain (岗位管理): one post for each post the roster's serving staff hold in a department
// or project, its 编制 near the headcount (some vacant, a few over), so the filled counts come from the roster.
import { postTables } from '../../fixtures/posts.js';
import type { CoreData } from '../core-data.js';
import type { PostRecord } from '../records/posts.js';

export interface PostsData {
  /** 岗位 (sys_post). */
  posts: PostRecord[];
}

export const seedPosts = (today: Date, core: Pick<CoreData, 'departs' | 'employees'>): PostsData => ({ posts: postTables(today, core.departs, core.employees) });
