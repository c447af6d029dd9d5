import { perRequestRewrites } from '../../lib/query-rewrites';
import { BLOG_PATH } from '../../lib/site';

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** A search or category (the list's GET form, so it works without JavaScript) renders per request here; a slug cannot begin with '_'. */
export const blogQueryRewrites = () => perRequestRewrites(BLOG_PATH, ['q', 'kategorie'], `${BLOG_PATH}/_suche`);
